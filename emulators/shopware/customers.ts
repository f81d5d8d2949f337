/**
 * Customers: registration (guest or with password) with Shopware's constraint violations, and
 * the Customer entity as /account/register and /account/customer answer it.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { Schemas } from '@shopware/api-client/api-types';
import { idFor } from '../seed/catalog';
import { type Violation, violations } from './errors';
import { checkStrings, isValidEmail } from './field-rules';
import { renderCountry, renderSalutation } from './render';
import type { Session } from './session';
import type { EmulatorState, StoredAddress, StoredCustomer } from './state';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

/** Storefront URLs must be a domain of the sales channel; local development origins are accepted too. */
function allowedStorefront(url: string, session: Session): boolean {
  if (session.ref.channel.domains.some((domain) => url.startsWith(domain.url) || domain.url.startsWith(url)))
    return true;
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.local');
  } catch {
    return false;
  }
}

function parseAddress(
  input: unknown,
  pointer: string,
  fallback: { firstName: string; lastName: string },
  session: Session,
  found: Violation[],
): Omit<StoredAddress, 'id' | 'customerId'> | null {
  if (!isRecord(input)) {
    found.push({ pointer, code: 'IS_BLANK_ERROR' });
    return null;
  }
  const address = {
    countryId: str(input.countryId),
    salutationId: str(input.salutationId) || null,
    firstName: str(input.firstName) || fallback.firstName,
    lastName: str(input.lastName) || fallback.lastName,
    street: str(input.street),
    zipcode: str(input.zipcode),
    city: str(input.city),
    company: str(input.company) || null,
    phoneNumber: str(input.phoneNumber) || null,
    additionalAddressLine1: str(input.additionalAddressLine1) || null,
  };
  const { firstName, lastName, street, zipcode, city, company, phoneNumber, additionalAddressLine1 } = address;
  checkStrings(
    { firstName, lastName, street, zipcode, city, company, phoneNumber, additionalAddressLine1 },
    pointer,
    found,
  );
  for (const field of ['street', 'city', 'countryId'] as const) {
    if (!address[field]) found.push({ pointer: `${pointer}/${field}`, code: 'IS_BLANK_ERROR' });
  }
  if (address.countryId && !session.ref.channel.countryIds.includes(address.countryId)) {
    found.push({
      pointer: `${pointer}/countryId`,
      code: 'ENTITY_DOES_NOT_EXISTS',
      parameters: { entity: 'country', id: address.countryId },
    });
  }
  const country = session.render.store.countryById.get(address.countryId);
  if (country?.postalCodeRequired && !address.zipcode)
    found.push({ pointer: `${pointer}/zipcode`, code: 'IS_BLANK_ERROR' });
  return address;
}

/** POST /account/register: validates and creates the customer (throws violations). */
export function registerCustomer(body: unknown, session: Session, state: EmulatorState): StoredCustomer {
  const input = isRecord(body) ? body : {};
  const found: Violation[] = [];
  const guest = input.guest === true || input.guest === 'true' || input.guest === 1;
  const email = str(input.email);
  const firstName = str(input.firstName);
  const lastName = str(input.lastName);
  if (!email) found.push({ pointer: '/email', code: 'IS_BLANK_ERROR' });
  else if (!isValidEmail(email))
    found.push({ pointer: '/email', code: 'INVALID_FORMAT_ERROR', parameters: { value: email } });
  if (!firstName) found.push({ pointer: '/firstName', code: 'IS_BLANK_ERROR' });
  if (!lastName) found.push({ pointer: '/lastName', code: 'IS_BLANK_ERROR' });
  checkStrings({ firstName, lastName, title: str(input.title) }, '', found);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!guest) {
    if (!password) found.push({ pointer: '/password', code: 'IS_BLANK_ERROR' });
    else if (password.length < 8) found.push({ pointer: '/password', code: 'TOO_SHORT_ERROR' });
    if (
      email &&
      Object.values(state.customers).some(
        (customer) =>
          !customer.guest &&
          customer.salesChannelId === session.ref.channel.id &&
          customer.email.toLowerCase() === email.toLowerCase(),
      )
    ) {
      found.push({ pointer: '/email', code: 'CUSTOMER_EMAIL_NOT_UNIQUE', parameters: { email } });
    }
  }
  const storefrontUrl = str(input.storefrontUrl);
  if (!storefrontUrl) found.push({ pointer: '/storefrontUrl', code: 'IS_BLANK_ERROR' });
  else if (!allowedStorefront(storefrontUrl, session))
    found.push({ pointer: '/storefrontUrl', code: 'NO_SUCH_CHOICE_ERROR' });
  const salutationId = str(input.salutationId) || null;
  if (salutationId && !session.render.catalog.salutations.some((salutation) => salutation.id === salutationId)) {
    found.push({
      pointer: '/salutationId',
      code: 'ENTITY_DOES_NOT_EXISTS',
      parameters: { entity: 'salutation', id: salutationId },
    });
  }
  const billing = parseAddress(input.billingAddress, '/billingAddress', { firstName, lastName }, session, found);
  const shipping =
    input.shippingAddress === undefined || input.shippingAddress === null
      ? null
      : parseAddress(input.shippingAddress, '/shippingAddress', { firstName, lastName }, session, found);
  if (found.length > 0 || !billing) throw violations(found);

  state.customerNumber += 1;
  const id = idFor('customer', session.ref.channel.id, email, String(state.customerNumber));
  const billingAddress: StoredAddress = { ...billing, id: idFor('customer-address', id, 'billing'), customerId: id };
  const shippingAddress: StoredAddress | null = shipping
    ? { ...shipping, id: idFor('customer-address', id, 'shipping'), customerId: id }
    : null;
  const customer: StoredCustomer = {
    id,
    salesChannelId: session.ref.channel.id,
    languageId: session.language.id,
    guest,
    email,
    firstName,
    lastName,
    salutationId,
    title: str(input.title) || null,
    customerNumber: String(state.customerNumber),
    accountType: input.accountType === 'business' ? 'business' : 'private',
    company: str(input.company) || null,
    vatIds: Array.isArray(input.vatIds) ? input.vatIds.filter((vat): vat is string => typeof vat === 'string') : [],
    passwordHash: guest ? null : hashPassword(password),
    addresses: shippingAddress ? [billingAddress, shippingAddress] : [billingAddress],
    defaultBillingAddressId: billingAddress.id,
    defaultShippingAddressId: (shippingAddress ?? billingAddress).id,
    affiliateCode: str(input.affiliateCode) || null,
    campaignCode: str(input.campaignCode) || null,
    createdAt: new Date().toISOString(),
  };
  state.customers[id] = customer;
  return customer;
}

export function renderAddress(address: StoredAddress, session: Session): Schemas['CustomerAddress'] {
  const country = session.render.store.countryById.get(address.countryId);
  const salutation = session.render.catalog.salutations.find((entry) => entry.id === address.salutationId);
  return Object.assign(
    {
      id: address.id,
      customerId: address.customerId,
      countryId: address.countryId,
      ...(address.salutationId ? { salutationId: address.salutationId } : {}),
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.street,
      zipcode: address.zipcode,
      city: address.city,
      ...(address.company ? { company: address.company } : {}),
      ...(address.phoneNumber ? { phoneNumber: address.phoneNumber } : {}),
      ...(address.additionalAddressLine1 ? { additionalAddressLine1: address.additionalAddressLine1 } : {}),
      ...(country ? { country: renderCountry(country, session.language.code, session.ref.channel.currencyId) } : {}),
      ...(salutation ? { salutation: renderSalutation(salutation, session.language.code) } : {}),
    },
    { apiAlias: 'customer_address' },
  );
}

export function renderCustomer(customer: StoredCustomer, session: Session): Schemas['Customer'] {
  const billing =
    customer.addresses.find((address) => address.id === customer.defaultBillingAddressId) ?? customer.addresses[0];
  const shipping = customer.addresses.find((address) => address.id === customer.defaultShippingAddressId) ?? billing;
  const renderedBilling = billing ? renderAddress(billing, session) : undefined;
  const renderedShipping = shipping ? renderAddress(shipping, session) : undefined;
  const salutation = session.render.catalog.salutations.find((entry) => entry.id === customer.salutationId);
  return {
    id: customer.id,
    groupId: session.render.catalog.customerGroupId,
    salesChannelId: customer.salesChannelId,
    languageId: customer.languageId,
    lastPaymentMethodId: session.ref.channel.paymentMethodIds[0],
    defaultBillingAddressId: customer.defaultBillingAddressId,
    defaultShippingAddressId: customer.defaultShippingAddressId,
    customerNumber: customer.customerNumber,
    ...(customer.salutationId ? { salutationId: customer.salutationId } : {}),
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    ...(customer.title ? { title: customer.title } : {}),
    ...(customer.affiliateCode ? { affiliateCode: customer.affiliateCode } : {}),
    ...(customer.campaignCode ? { campaignCode: customer.campaignCode } : {}),
    active: true,
    doubleOptInRegistration: false,
    guest: customer.guest,
    firstLogin: customer.createdAt,
    lastLogin: customer.createdAt,
    orderCount: 0,
    orderTotalAmount: 0,
    reviewCount: 0,
    tagIds: [],
    createdAt: customer.createdAt,
    accountType: 'private',
    ...(renderedBilling ? { defaultBillingAddress: renderedBilling, activeBillingAddress: renderedBilling } : {}),
    ...(renderedShipping ? { defaultShippingAddress: renderedShipping, activeShippingAddress: renderedShipping } : {}),
    ...(salutation ? { salutation: renderSalutation(salutation, session.language.code) } : {}),
    addresses: customer.addresses.map((address) => renderAddress(address, session)),
    apiAlias: 'customer',
  } as Schemas['Customer'];
}
