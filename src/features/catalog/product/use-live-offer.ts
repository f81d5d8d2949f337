/**
 * The product page is built once; stock and price change after that. After load the page asks
 * the store-api for the shown variant and replaces the built stock status and prices with the
 * current ones. Until the answer comes, and when the call fails, the built values stay.
 */
import { useEffect, useState } from 'react';
import {
  type CalculatedPriceFields,
  type ProductPrices,
  type StockFields,
  type StockStatus,
  pricesFromCalculatedPrice,
  stockStatusOf,
} from '../../../lib/product';
import { storeClientOf } from '../store-client';

export interface Offer {
  prices: ProductPrices;
  stockStatus: StockStatus;
}

/** What the live offer reads of the store-api's product. */
export type LiveProduct = Pick<StockFields, 'active' | 'availableStock'> & {
  calculatedPrice?: CalculatedPriceFields | null;
};

type ReadProduct = (id: string) => Promise<LiveProduct | null>;

export function liveOfferOf(product: LiveProduct, built: Offer, priceVisible: boolean): Offer {
  const prices = priceVisible
    ? // The built price names the channel's currency; the live answer is in the same one.
      {
        ...pricesFromCalculatedPrice(product.calculatedPrice, { currency: built.prices.price?.currency }),
        priceRange: false,
      }
    : built.prices;
  return { prices, stockStatus: stockStatusOf(product.active !== false, product.availableStock ?? 0) };
}

export function useLiveOffer(
  variantId: string | undefined,
  built: Offer,
  options: { country: string; priceVisible: boolean; read?: ReadProduct },
): Offer {
  const [live, setLive] = useState<{ id: string; offer: Offer } | null>(null);
  const { country, priceVisible, read } = options;
  useEffect(() => {
    if (!variantId) return undefined;
    let active = true;
    const readProduct: ReadProduct = read ?? (async (id) => (await storeClientOf(country)).product(id));
    // A failure (also a country without store-api configuration) leaves the built values.
    Promise.resolve()
      .then(() => readProduct(variantId))
      .then((product) => {
        if (active && product) setLive({ id: variantId, offer: liveOfferOf(product, built, priceVisible) });
      })
      .catch((error: unknown) => console.warn('Live stock and price could not be read.', error));
    return () => {
      active = false;
    };
    // The built offer is the fallback only; a new variant or country asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variantId, country, priceVisible, read]);
  return live && live.id === variantId ? live.offer : built;
}
