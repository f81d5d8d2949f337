/**
 * Session and configuration routes: GET/PATCH /context, /currency, /language, /country,
 * /salutation, /shipping-method, /payment-method.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { EmulatorRequest } from '../../common/http';
import { resolvePath, search } from '../criteria';
import { errors, type Violation, violations } from '../errors';
import { renderCustomer, renderAddress } from '../customers';
import {
  liveVersionId,
  renderCountry,
  renderCurrency,
  renderLanguage,
  renderPaymentMethod,
  renderSalesChannel,
  renderSalutation,
  renderShippingMethod,
} from '../render';
import { contextFor, type Session } from '../session';
import type { EmulatorState, StoredContext } from '../state';
import { bodyOf, criteriaOf, type Mount, projected, type RouteDeps, searchResult } from './shared';

const rounding = {
  apiAlias: 'shopware_core_framework_data_abstraction_layer_pricing_cash_rounding_config' as const,
  decimals: 2,
  interval: 0.01,
  roundForNet: true,
};

export function selectedShippingMethodId(session: Session, context: StoredContext | null): string {
  const channel = session.ref.channel;
  return context?.shippingMethodId && channel.shippingMethodIds.includes(context.shippingMethodId)
    ? context.shippingMethodId
    : (channel.shippingMethodIds[0] as string);
}

export function selectedPaymentMethodId(session: Session, context: StoredContext | null): string {
  const channel = session.ref.channel;
  return context?.paymentMethodId && channel.paymentMethodIds.includes(context.paymentMethodId)
    ? context.paymentMethodId
    : (channel.paymentMethodIds[0] as string);
}

export function renderContext(session: Session, state: EmulatorState): Schemas['SalesChannelContext'] {
  const { catalog } = session.render;
  const context = state.contexts[session.key] ?? null;
  const channel = session.ref.channel;
  const currency = catalog.currencies.find((entry) => entry.id === channel.currencyId);
  const countryId =
    context?.countryId && channel.countryIds.includes(context.countryId) ? context.countryId : channel.countryId;
  const country = session.render.store.countryById.get(countryId) ?? session.ref.country;
  const shippingMethod = catalog.shippingMethods.find(
    (method) => method.id === selectedShippingMethodId(session, context),
  );
  const paymentMethod = catalog.paymentMethods.find(
    (method) => method.id === selectedPaymentMethodId(session, context),
  );
  const customer = context?.customerId ? state.customers[context.customerId] : undefined;
  const shippingAddress = customer?.addresses.find((address) => address.id === customer.defaultShippingAddressId);
  const group = { name: 'Standard customer group', displayGross: true };
  return {
    token: session.token,
    currentCustomerGroup: group,
    fallbackCustomerGroup: group,
    ...(currency ? { currency: renderCurrency(currency, session.language.code) } : {}),
    salesChannel: renderSalesChannel(session.render),
    measurementSystem: { system: 'metric', units: { length: 'mm', weight: 'kg' } },
    taxRules: [{ taxRate: country.taxRate, name: 'Standard rate' }],
    customer: customer ? renderCustomer(customer, session) : null,
    ...(paymentMethod ? { paymentMethod: renderPaymentMethod(paymentMethod, session.render) } : {}),
    ...(shippingMethod ? { shippingMethod: renderShippingMethod(shippingMethod, session.render) } : {}),
    shippingLocation: {
      apiAlias: 'cart_delivery_shipping_location',
      country: renderCountry(country, session.language.code, channel.currencyId),
      ...(shippingAddress ? { address: renderAddress(shippingAddress, session) } : {}),
    },
    context: {
      versionId: liveVersionId,
      currencyId: channel.currencyId,
      currencyFactor: currency?.factor ?? 1,
      currencyPrecision: 2,
      languageIdChain: [session.language.id],
      scope: 'user',
      source: { type: 'sales-channel', salesChannelId: channel.id },
      taxState: 'gross',
      useCache: true,
    },
    itemRounding: rounding,
    totalRounding: rounding,
    languageInfo: { name: session.language.name, localeCode: session.language.localeCode },
    apiAlias: 'sales_channel_context',
  };
}

function patchContext(body: Record<string, unknown>, session: Session, state: EmulatorState): void {
  const channel = session.ref.channel;
  const found: Violation[] = [];
  const check = (field: string, allowed: readonly string[], entity: string): string | undefined => {
    const value = body[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string' || !allowed.includes(value.toLowerCase())) {
      found.push({ pointer: `/${field}`, code: 'ENTITY_DOES_NOT_EXISTS', parameters: { entity, id: String(value) } });
      return undefined;
    }
    return value.toLowerCase();
  };
  const languageId = check('languageId', channel.languageIds, 'language');
  const currencyId = check('currencyId', [channel.currencyId], 'currency');
  const shippingMethodId = check('shippingMethodId', channel.shippingMethodIds, 'shipping_method');
  const paymentMethodId = check('paymentMethodId', channel.paymentMethodIds, 'payment_method');
  const countryId = check('countryId', channel.countryIds, 'country');
  const wantsAddress = body.billingAddressId !== undefined || body.shippingAddressId !== undefined;
  const context = state.contexts[session.key];
  if (wantsAddress && !context?.customerId) throw errors.customerNotLoggedIn();
  if (found.length > 0) throw violations(found);
  const stored = contextFor(state, session);
  if (languageId) stored.languageId = languageId;
  if (currencyId) stored.currencyId = currencyId;
  if (shippingMethodId) stored.shippingMethodId = shippingMethodId;
  if (paymentMethodId) stored.paymentMethodId = paymentMethodId;
  if (countryId) stored.countryId = countryId;
  stored.updatedAt = new Date().toISOString();
}

export function mountContextRoutes(mount: Mount, deps: RouteDeps): void {
  mount('GET', '/context', (_req, session) => ({ body: renderContext(session, deps.state.current) }));
  mount('PATCH', '/context', async (req, session) => {
    const body = bodyOf(req);
    await deps.state.update((state) => patchContext(body, session, state));
    return { body: { contextToken: session.token } };
  });

  const currencies = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const list = session.render.catalog.currencies
      .filter((currency) => currency.id === session.ref.channel.currencyId)
      .map((currency) => renderCurrency(currency, session.language.code));
    return projected(list, criteria, 'currency');
  };
  mount('GET', '/currency', currencies);
  mount('POST', '/currency', currencies);

  const languages = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const found = search(session.ref.languages, criteria, {
      entityName: 'language',
      resolve: resolvePath,
      idOf: (language) => language.id,
    });
    return projected(searchResult('language', found.elements.map(renderLanguage), found), criteria, 'language');
  };
  mount('GET', '/language', languages);
  mount('POST', '/language', languages);

  const countries = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const list = session.ref.channel.countryIds
      .map((id) => session.render.store.countryById.get(id))
      .filter((country) => country !== undefined)
      .map((country) => renderCountry(country, session.language.code, session.ref.channel.currencyId));
    const found = search(list, criteria, {
      entityName: 'country',
      resolve: resolvePath,
      idOf: (country) => country.id,
    });
    return projected(searchResult('country', found.elements, found), criteria, 'country');
  };
  mount('GET', '/country', countries);
  mount('POST', '/country', countries);

  const salutations = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const list = session.render.catalog.salutations.map((salutation) =>
      renderSalutation(salutation, session.language.code),
    );
    const found = search(list, criteria, {
      entityName: 'salutation',
      resolve: resolvePath,
      idOf: (salutation) => salutation.id,
    });
    return projected(searchResult('salutation', found.elements, found), criteria, 'salutation');
  };
  mount('GET', '/salutation', salutations);
  mount('POST', '/salutation', salutations);

  // Shipping and payment method lists: the document's two answer schemas disagree on the type of
  // `aggregations` (array and object), so these answers leave it out.
  const shippingMethods = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const list = session.render.catalog.shippingMethods
      .filter((method) => session.ref.channel.shippingMethodIds.includes(method.id))
      .map((method) => renderShippingMethod(method, session.render));
    const found = search(list, criteria, {
      entityName: 'shipping_method',
      resolve: resolvePath,
      idOf: (method) => method.id,
    });
    return projected(
      searchResult('shipping_method', found.elements, { ...found, total: found.matches.length }, false),
      criteria,
      'shipping_method',
    );
  };
  mount('GET', '/shipping-method', shippingMethods);
  mount('POST', '/shipping-method', shippingMethods);

  const paymentMethods = (req: EmulatorRequest, session: Session) => {
    const criteria = criteriaOf(req);
    const list = session.render.catalog.paymentMethods
      .filter((method) => session.ref.channel.paymentMethodIds.includes(method.id))
      .map((method) => renderPaymentMethod(method, session.render));
    const found = search(list, criteria, {
      entityName: 'payment_method',
      resolve: resolvePath,
      idOf: (method) => method.id,
    });
    return projected(
      searchResult('payment_method', found.elements, { ...found, total: found.matches.length }, false),
      criteria,
      'payment_method',
    );
  };
  mount('GET', '/payment-method', paymentMethods);
  mount('POST', '/payment-method', paymentMethods);
}
