/** Stock status rules of the spec (section 3): pure, shared by the mapping and the browser's live offer. */
import type { StockStatus } from './types';

/** Three or fewer available count as low stock. */
export const lowStockThreshold = 3;

/** Stock status from the active flag and the available stock (spec section 3). */
export function stockStatusOf(active: boolean, availableStock: number): StockStatus {
  if (!active) return 'inactive';
  if (availableStock <= 0) return 'outOfStock';
  return availableStock <= lowStockThreshold ? 'lowStock' : 'inStock';
}

const stockRank: Record<StockStatus, number> = { inStock: 3, lowStock: 2, outOfStock: 1, inactive: 0 };

/** The best of several stock statuses (a parent is as available as its best variant). */
export function bestStockStatus(statuses: readonly StockStatus[]): StockStatus {
  return statuses.reduce<StockStatus>(
    (best, status) => (stockRank[status] > stockRank[best] ? status : best),
    'inactive',
  );
}

/** Whether a status can be ordered now. */
export function isOrderable(status: StockStatus): boolean {
  return status === 'inStock' || status === 'lowStock';
}
