/**
 * What the app works out from a `Basket` it already has (pure): stock problems from the cart
 * stock, the item count, the empty basket. Apart from the mapping of store-api answers
 * (`basket.ts`), so the header's mini-basket does not load that mapping with every page.
 */
import type { Basket, CartStock, CartStockEntry, StockProblem } from './types';

/** What the cart stock says about a line: not enough of a closeout, back order, or few left. */
export function stockProblemsOf(entry: CartStockEntry | undefined): StockProblem[] {
  if (!entry) return [];
  if (!entry.sufficient) return [{ kind: 'insufficient', available: Math.max(0, entry.availableStock) }];
  if (entry.stockStatus === 'outOfStock' || entry.availableStock < entry.quantity) return [{ kind: 'backorder' }];
  if (entry.stockStatus === 'lowStock') return [{ kind: 'lowStock', available: entry.availableStock }];
  return [];
}

/** The basket with the cart stock's problems on its lines (replacing earlier stock problems). */
export function withStock(basket: Basket, stock: CartStock): Basket {
  const byLine = new Map(stock.entries.map((entry) => [entry.lineItemId, entry]));
  const fromCart = new Set<StockProblem['kind']>(['limited', 'outOfStock']);
  return {
    ...basket,
    lineItems: basket.lineItems.map((line) => ({
      ...line,
      stockProblems: [
        ...line.stockProblems.filter((problem) => fromCart.has(problem.kind)),
        ...stockProblemsOf(byLine.get(line.id)),
      ],
    })),
  };
}

/** Pieces in the basket: the quantities of its products (promotions are not pieces). */
export function basketItemCount(basket: Basket | null | undefined): number {
  return basket ? basket.lineItems.reduce((sum, line) => sum + line.quantity, 0) : 0;
}

/** The basket before the first answer: nothing in it. */
export function emptyBasket(currency: string): Basket {
  return {
    token: null,
    currency,
    lineItems: [],
    promotions: [],
    totals: { positions: 0, shippingCosts: 0, taxes: [], net: 0, total: 0 },
    messages: [],
    shippingMethod: null,
    paymentMethodId: null,
  };
}
