/**
 * Whether a basket change whose answer never came (a timeout, a dropped connection) reached
 * the backend anyway: the backend may have carried it out after the client gave up. A retry
 * reads the basket first and repeats the change only when the basket does not show it, so
 * "Try again" never adds an item twice.
 */
import type { Basket, ProductToAdd } from './types';

export type BasketChange =
  | { kind: 'add'; items: ProductToAdd[] }
  | { kind: 'promotion'; code: string }
  | { kind: 'update'; lineItemId: string; quantity: number }
  | { kind: 'remove'; lineItemId: string };

const quantityOf = (basket: Basket | null, productId: string) =>
  (basket?.lineItems ?? [])
    .filter((line) => line.type === 'product' && line.referencedId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);

/** `before` is the basket the change was made on, `after` the basket read since. */
export function changeShows(change: BasketChange, before: Basket | null, after: Basket): boolean {
  switch (change.kind) {
    case 'add': {
      const wanted = new Map<string, number>();
      for (const item of change.items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
      return [...wanted].every(
        ([productId, quantity]) => quantityOf(after, productId) >= quantityOf(before, productId) + quantity,
      );
    }
    case 'promotion':
      return after.promotions.some((promotion) => promotion.code === change.code);
    case 'update': {
      const line = after.lineItems.find((item) => item.id === change.lineItemId);
      return change.quantity <= 0 ? !line : line?.quantity === change.quantity;
    }
    case 'remove':
      return !after.lineItems.some((item) => item.id === change.lineItemId);
  }
}
