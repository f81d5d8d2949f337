import { describe, expect, it } from 'vitest';
import { rawPrice, rawProduct } from '../../services/shopware/product-fixtures';
import { card } from './fixtures';
import { currentTileOffer } from './tile-offer';

const gbp = (amount: number) => ({ amount, currency: 'GBP' });
const built = card({ id: 'p1', price: gbp(1), stockStatus: 'outOfStock' });
const pounds = { currency: 'GBP', priceVisible: true };

describe('currentTileOffer', () => {
  it('shows a product without variants at its current price and stock', () => {
    const live = rawProduct({ calculatedPrice: rawPrice({ total: 899 }), availableStock: 2 });
    expect(currentTileOffer(live, built, { currency: 'EUR', priceVisible: true })).toMatchObject({
      // The built tile's currency names the channel's.
      price: gbp(899),
      priceRange: false,
      stockStatus: 'lowStock',
    });
  });

  it("shows a parent 'from' its cheapest variant, as available as its best variant", () => {
    const live = rawProduct({
      calculatedPrice: rawPrice({ total: 2499 }),
      calculatedCheapestPrice: { ...rawPrice({ total: 2299 }), hasRange: true },
      availableStock: 0,
      children: [
        rawProduct({ id: 'v1', availableStock: 0 }),
        rawProduct({ id: 'v2', availableStock: 9 }),
        rawProduct({ id: 'v3', active: false, availableStock: 40 }),
      ],
    });
    expect(currentTileOffer(live, built, pounds)).toMatchObject({
      price: gbp(2299),
      priceRange: true,
      stockStatus: 'inStock',
    });
  });

  it('adds the cheapest required battery, "from" when the batteries differ', () => {
    const live = rawProduct({ calculatedPrice: rawPrice({ total: 2000 }), availableStock: 9 });
    const bundle = card({ id: 'p1', price: gbp(1), requiredBatteries: [gbp(699), gbp(599)] });
    expect(currentTileOffer(live, bundle, pounds)).toMatchObject({ price: gbp(2599), priceRange: true });
  });

  it('keeps the built prices where prices are hidden or the answer has none', () => {
    const live = rawProduct({ calculatedPrice: rawPrice({ total: 899 }), availableStock: 0 });
    const hidden = card({ id: 'p1', price: null, stockStatus: 'inStock' });
    expect(currentTileOffer(live, hidden, { currency: 'EUR', priceVisible: false })).toMatchObject({
      price: null,
      stockStatus: 'outOfStock',
    });
    const unpriced = rawProduct({ calculatedPrice: null, availableStock: 9, active: false });
    expect(currentTileOffer(unpriced, built, pounds)).toMatchObject({ price: gbp(1), stockStatus: 'inactive' });
  });
});
