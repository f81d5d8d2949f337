/**
 * The product page is built once; stock and price change after that. After load the page asks
 * the store-api for the shown variant and replaces the built stock status and prices with the
 * current ones. Until the answer comes, and when the call fails, the built values stay; `checking`
 * says which of these it is, so the status can be marked busy while it may still change.
 */
import { startTransition, useEffect, useState } from 'react';
import {
  type CalculatedPriceFields,
  type ProductPrices,
  type StockFields,
  type StockStatus,
  pricesFromCalculatedPrice,
  samePrices,
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

type ReadProduct = (id: string, signal: AbortSignal) => Promise<LiveProduct | null>;

export interface LiveOffer extends Offer {
  /** Undefined before the page runs (and in the built HTML), true while the store-api is asked, false once it answered or failed. */
  checking: boolean | undefined;
}

interface Answer {
  id: string | undefined;
  offer: Offer | null;
  settled: boolean;
}

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

const sameOffer = (a: Offer, b: Offer): boolean => a.stockStatus === b.stockStatus && samePrices(a.prices, b.prices);

export function useLiveOffer(
  variantId: string | undefined,
  built: Offer,
  options: { country: string; priceVisible: boolean; read?: ReadProduct },
): LiveOffer {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { country, priceVisible, read } = options;
  useEffect(() => {
    // A transition: the page's lazy parts may still be hydrating, and an urgent update would
    // make React render them afresh on the client.
    const answerWith = (next: Answer) => startTransition(() => setAnswer(next));
    // Without a variant there is nothing to ask: the built values are the final ones.
    if (!variantId) {
      answerWith({ id: undefined, offer: null, settled: true });
      return undefined;
    }
    // Leaving the page (or the variant) cancels its read: no answer or failure of it is wanted.
    const asked = new AbortController();
    answerWith({ id: variantId, offer: null, settled: false });
    const readProduct: ReadProduct = read ?? (async (id, signal) => (await storeClientOf(country)).product(id, signal));
    // A failure (also a country without store-api configuration) leaves the built values.
    Promise.resolve()
      .then(() => readProduct(variantId, asked.signal))
      .then((product) => {
        const offer = product ? liveOfferOf(product, built, priceVisible) : null;
        // An answer that repeats the built offer keeps it: the buy box then has nothing to draw again.
        const changed = offer && !sameOffer(offer, built) ? offer : null;
        if (!asked.signal.aborted) answerWith({ id: variantId, offer: changed, settled: true });
      })
      .catch((error: unknown) => {
        if (asked.signal.aborted) return;
        console.warn('Live stock and price could not be read.', error);
        answerWith({ id: variantId, offer: null, settled: true });
      });
    return () => asked.abort();
    // The built offer is the fallback only; a new variant or country asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variantId, country, priceVisible, read]);
  const current = answer && answer.id === variantId ? answer : null;
  return { ...(current?.offer ?? built), checking: current ? !current.settled : undefined };
}
