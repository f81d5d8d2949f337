/**
 * Account and checkout routes: POST /account/register (guest or with password, logs the session
 * in under a new context token), POST /account/customer, POST /checkout/order, POST /order,
 * POST /handle-payment, and the emulated payment provider page.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { EmulatorRequest, Router } from '../../common/http';
import { calculateCart } from '../cart';
import { resolvePath, search } from '../criteria';
import { registerCustomer, renderCustomer } from '../customers';
import { errors, ShopwareError, violations } from '../errors';
import { createOrder, setTransactionState } from '../orders';
import { contextFor, newToken } from '../session';
import { removeEntry, sessionKey, type StoredOrder } from '../state';
import { bodyOf, criteriaOf, input, type Mount, projected, type RouteDeps, searchResult } from './shared';

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function mountCheckoutRoutes(mount: Mount, deps: RouteDeps): void {
  mount('POST', '/account/register', async (req, session) => {
    const body = bodyOf(req);
    const token = newToken();
    const customer = await deps.state.update((state) => {
      const created = registerCustomer(body, session, state);
      // Registration logs the customer in: the session moves to a new token, the cart with it.
      const previous = state.contexts[session.key];
      const now = new Date().toISOString();
      const key = sessionKey(session.ref.channel.id, token);
      state.contexts[key] = {
        ...(previous ?? contextFor(state, session)),
        token,
        customerId: created.id,
        languageId: previous?.languageId ?? session.language.id,
        updatedAt: now,
      };
      const cart = state.carts[session.key];
      if (cart) {
        state.carts[key] = { ...cart, token };
        removeEntry(state.carts, session.key);
      }
      removeEntry(state.contexts, session.key);
      return structuredClone(created);
    });
    return { body: renderCustomer(customer, session), token };
  });

  mount('POST', '/account/customer', (req, session) => {
    const state = deps.state.current;
    const customerId = state.contexts[session.key]?.customerId;
    const customer = customerId ? state.customers[customerId] : undefined;
    if (!customer) throw errors.customerNotLoggedIn();
    return projected(renderCustomer(customer, session), criteriaOf(req), 'customer');
  });

  mount('POST', '/checkout/order', async (req, session) => {
    const body = bodyOf(req);
    const placed = await deps.state.update((state) => {
      const context = state.contexts[session.key] ?? null;
      const customer = context?.customerId ? state.customers[context.customerId] : undefined;
      if (!context || !customer) throw errors.customerNotLoggedIn();
      const stored = state.carts[session.key] ?? null;
      const calculation = calculateCart(stored, session, context);
      if (calculation.products.length === 0) throw errors.cartEmpty();
      const blocking = Object.values(
        Array.isArray(calculation.cart.errors) ? {} : (calculation.cart.errors ?? {}),
      ).filter((error) => error.level === 20 && error.messageKey !== 'promotion-not-found');
      if (blocking.length > 0) {
        throw new ShopwareError({
          status: 400,
          code: 'CHECKOUT__CART_INVALID',
          detail: `The cart is invalid, got ${blocking.length} error(s): ${blocking.map((error) => error.message).join('\n')}`,
          parameters: { errorCount: blocking.length },
        });
      }
      state.orderNumber += 1;
      const result = createOrder({
        calculation,
        session,
        customer,
        orderNumber: state.orderNumber,
        customerComment: str(body.customerComment) || null,
        affiliateCode: str(body.affiliateCode) || null,
        campaignCode: str(body.campaignCode) || null,
      });
      const billing = customer.addresses.find((address) => address.id === customer.defaultBillingAddressId);
      const record: StoredOrder = {
        id: result.order.id,
        salesChannelId: session.ref.channel.id,
        customerId: customer.id,
        email: customer.email,
        zipcode: billing?.zipcode ?? '',
        deepLinkCode: result.deepLinkCode,
        order: result.order,
      };
      state.orders[record.id] = record;
      for (const [productId, quantity] of Object.entries(result.taken)) {
        state.stockSold[productId] = (state.stockSold[productId] ?? 0) + quantity;
      }
      deps.store.take(session.ref.brand, result.taken);
      removeEntry(state.carts, session.key);
      return structuredClone(result.order);
    });
    return { body: placed };
  });

  mount('POST', '/order', async (req, session) => {
    const raw = input(req);
    const criteria = criteriaOf(req);
    const deepLink = criteria.filter.find((filter) => filter.type === 'equals' && filter.field === 'deepLinkCode');
    const state = deps.state.current;
    const customerId = state.contexts[session.key]?.customerId ?? null;
    let orders: StoredOrder[];
    let loginToken: string | undefined;
    if (deepLink && deepLink.type === 'equals') {
      const code = String(deepLink.value ?? '');
      const match = Object.values(state.orders).find(
        (entry) => entry.salesChannelId === session.ref.channel.id && entry.deepLinkCode === code,
      );
      const ownOrder = match && customerId === match.customerId;
      if (match && !ownOrder) {
        const email = str(raw.email);
        const zipcode = str(raw.zipcode);
        if (!email || !zipcode) {
          throw new ShopwareError({
            status: 403,
            code: 'CHECKOUT__GUEST_NOT_AUTHENTICATED',
            detail: 'Guest not authenticated.',
          });
        }
        if (email.toLowerCase() !== match.email.toLowerCase() || zipcode !== match.zipcode) {
          throw new ShopwareError({
            status: 403,
            code: 'CHECKOUT__WRONG_GUEST_CREDENTIALS',
            detail: 'Wrong credentials for guest authentication.',
          });
        }
        if (raw.login === true || raw.login === 'true') {
          loginToken = newToken();
          const token = loginToken;
          await deps.state.update((next) => {
            const now = new Date().toISOString();
            next.contexts[sessionKey(session.ref.channel.id, token)] = {
              ...contextFor(next, session),
              token,
              customerId: match.customerId,
              updatedAt: now,
            };
          });
        }
      }
      orders = match ? [match] : [];
    } else {
      if (!customerId) throw errors.customerNotLoggedIn();
      orders = Object.values(state.orders).filter(
        (entry) => entry.salesChannelId === session.ref.channel.id && entry.customerId === customerId,
      );
    }
    const withoutDeepLink = { ...criteria, filter: criteria.filter.filter((filter) => filter !== deepLink) };
    const found = search(
      orders.map((entry) => entry.order),
      withoutDeepLink,
      {
        entityName: 'order',
        resolve: resolvePath,
        idOf: (order) => order.id,
        defaultSort: [{ field: 'orderDateTime', order: 'DESC', naturalSorting: false }],
        defaultTotalCountMode: 'exact',
      },
    );
    const paymentChangeable: Record<string, boolean> = {};
    if (raw.checkPromotion === true || raw.checkPromotion === 'true') {
      for (const order of found.elements)
        paymentChangeable[order.id] = order.transactions?.[0]?.stateMachineState?.technicalName !== 'paid';
    }
    const body: Schemas['OrderRouteResponse'] & { apiAlias: string } = {
      orders: searchResult('order', found.elements, found) as Schemas['OrderRouteResponse']['orders'],
      paymentChangeable,
      apiAlias: 'order_route_response_struct',
    };
    return { ...projected(body, criteria, 'order'), token: loginToken };
  });

  mount('POST', '/handle-payment', async (req, session) => {
    const body = bodyOf(req);
    const orderId = str(body.orderId);
    if (!orderId) throw violations([{ pointer: '/orderId', code: 'IS_BLANK_ERROR' }]);
    const state = deps.state.current;
    const customerId = state.contexts[session.key]?.customerId;
    const record = state.orders[orderId];
    if (
      !record ||
      record.salesChannelId !== session.ref.channel.id ||
      (customerId && record.customerId !== customerId)
    ) {
      throw errors.orderNotFound(orderId);
    }
    const transaction = record.order.transactions?.[0];
    const method = session.render.catalog.paymentMethods.find((entry) => entry.id === transaction?.paymentMethodId);
    const finishUrl = str(body.finishUrl);
    const errorUrl = str(body.errorUrl);
    if (!method?.async || !transaction) {
      // Synchronous methods (bank transfer) need no redirect; the client continues to finishUrl.
      return { body: { redirectUrl: finishUrl } };
    }
    const url = new URL(`${session.origin}/__emulator/payment/${transaction.id}`);
    if (finishUrl) url.searchParams.set('finishUrl', finishUrl);
    if (errorUrl) url.searchParams.set('errorUrl', errorUrl);
    return { body: { redirectUrl: url.toString() } };
  });
}

/**
 * The emulated payment provider: GET /__emulator/payment/{transactionId}?result=paid|failed|cancelled
 * sets the transaction state and redirects to finishUrl (paid) or errorUrl.
 */
export function mountPaymentProvider(router: Router, deps: RouteDeps): void {
  router.add('GET', '/__emulator/payment/:transactionId', async (req: EmulatorRequest) => {
    const result = req.url.searchParams.get('result') ?? 'paid';
    if (result !== 'paid' && result !== 'failed' && result !== 'cancelled') {
      return { status: 400, body: { error: 'result must be paid, failed or cancelled' } };
    }
    const transactionId = req.params.transactionId ?? '';
    const order = await deps.state.update((state) => {
      const record = Object.values(state.orders).find((entry) =>
        entry.order.transactions?.some((transaction) => transaction.id === transactionId),
      );
      if (record) setTransactionState(record.order, result);
      return record ? record.order.id : null;
    });
    if (!order) return { status: 404, body: { error: `No transaction ${transactionId}` } };
    const target = result === 'paid' ? req.url.searchParams.get('finishUrl') : req.url.searchParams.get('errorUrl');
    if (target) return { status: 302, headers: { location: target } };
    return { status: 200, body: { orderId: order, transactionId, state: result } };
  });
}
