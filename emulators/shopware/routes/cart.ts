/**
 * Cart routes: GET/DELETE /checkout/cart, POST/PATCH/DELETE /checkout/cart/line-item and
 * POST /checkout/cart/line-item/delete. Every change runs inside one queued state update on a
 * copy of the cart, so concurrent requests never lose a line and a failed request changes nothing.
 */
import type { EmulatorRequest } from '../../common/http';
import { addItems, type CartError, calculateCart, emptyCart, type ItemInput, removeItems, updateItems } from '../cart';
import { errors, ShopwareError } from '../errors';
import { contextFor, type Session } from '../session';
import { type EmulatorState, removeEntry, type StoredCart, type StoredContext } from '../state';
import { bodyOf, idsOf, isRecord, type Mount, type RouteDeps } from './shared';

function itemsOf(req: EmulatorRequest): ItemInput[] {
  const body = bodyOf(req);
  if (!Array.isArray(body.items) || body.items.length === 0) {
    throw new ShopwareError({
      status: 400,
      code: 'VIOLATION::IS_BLANK_ERROR',
      title: 'Constraint violation error',
      detail: 'This value should not be blank.',
      pointer: '/items',
    });
  }
  return body.items.map((item) => (isRecord(item) ? item : {}));
}

/** Applies a change to a copy of the session's cart and stores it when the change succeeds. */
async function changeCart(
  deps: RouteDeps,
  session: Session,
  change: (cart: StoredCart, state: EmulatorState) => CartError[],
): Promise<{ cart: StoredCart; context: StoredContext; reported: CartError[] }> {
  return deps.state.update((state) => {
    const draft: StoredCart = structuredClone(state.carts[session.key] ?? emptyCart(session));
    const reported = change(draft, state);
    state.carts[session.key] = draft;
    const context = contextFor(state, session);
    return { cart: structuredClone(draft), context: { ...context }, reported };
  });
}

export function mountCartRoutes(mount: Mount, deps: RouteDeps): void {
  const answer = (
    session: Session,
    cart: StoredCart | null,
    context: StoredContext | null,
    reported: CartError[] = [],
  ) => ({
    body: calculateCart(cart, session, context, reported).cart,
  });

  mount('GET', '/checkout/cart', (_req, session) => {
    const state = deps.state.current;
    return answer(session, state.carts[session.key] ?? null, state.contexts[session.key] ?? null);
  });

  mount('DELETE', '/checkout/cart', async (_req, session) => {
    await deps.state.update((state) => {
      removeEntry(state.carts, session.key);
    });
    return { status: 204 };
  });

  mount('POST', '/checkout/cart/line-item', async (req, session) => {
    const items = itemsOf(req);
    const { cart, context, reported } = await changeCart(deps, session, (draft) => addItems(draft, items, session));
    return answer(session, cart, context, reported);
  });

  mount('PATCH', '/checkout/cart/line-item', async (req, session) => {
    const items = itemsOf(req);
    const { cart, context, reported } = await changeCart(deps, session, (draft) => updateItems(draft, items, session));
    return answer(session, cart, context, reported);
  });

  const remove = async (req: EmulatorRequest, session: Session) => {
    const ids = idsOf(req);
    if (ids.length === 0) throw errors.missingParameter('ids');
    const { cart, context } = await changeCart(deps, session, (draft) => {
      removeItems(draft, ids);
      return [];
    });
    return answer(session, cart, context);
  };
  mount('DELETE', '/checkout/cart/line-item', remove);
  mount('POST', '/checkout/cart/line-item/delete', remove);
}
