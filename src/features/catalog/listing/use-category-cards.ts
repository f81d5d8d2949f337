/**
 * Every card of a category, loaded when its visitor first needs more than the page data's first
 * page (issue 20): a filter, another sort or page, or the intent to use one. A category whose
 * first page holds all its cards has them at once.
 */
import { useCallback, useRef, useState } from 'react';
import type { ProductCard } from '../../../lib/product';
import { fetchListingCards } from '../../../services/site';
import type { CategoryListing } from '../page-data';

export type CardsStatus = 'waiting' | 'loading' | 'failed' | 'loaded';

export interface CategoryCards {
  /** Every card of the category; null until loaded. */
  cards: readonly ProductCard[] | null;
  status: CardsStatus;
  /** Asks for the cards: once, and again after a failure. */
  request: () => void;
}

interface Loaded {
  url: string | null;
  status: CardsStatus;
  cards: ProductCard[] | null;
}

export function useCategoryCards({ firstPage, cardsUrl }: CategoryListing): CategoryCards {
  const [loaded, setLoaded] = useState<Loaded>({ url: cardsUrl, status: 'waiting', cards: null });
  // The address asked for last: a request while one is under way, or after the cards came, asks nothing.
  const asked = useRef<string | null>(null);
  const request = useCallback(() => {
    if (cardsUrl === null || asked.current === cardsUrl) return;
    asked.current = cardsUrl;
    setLoaded({ url: cardsUrl, status: 'loading', cards: null });
    // Another category's page may have taken this one's place by the time the answer comes.
    const settle = (next: Loaded) => setLoaded((shown) => (shown.url === cardsUrl ? next : shown));
    // The first page's tiles keep their cards (the same build wrote both): a tile still waiting to
    // hydrate must keep its props (see `HydrateOnView`).
    const built = new Map(firstPage.map((card) => [card.id, card]));
    fetchListingCards(cardsUrl).then(
      (cards) => settle({ url: cardsUrl, status: 'loaded', cards: cards.map((card) => built.get(card.id) ?? card) }),
      () => {
        asked.current = null;
        settle({ url: cardsUrl, status: 'failed', cards: null });
      },
    );
  }, [cardsUrl, firstPage]);
  if (cardsUrl === null) return { cards: firstPage, status: 'loaded', request };
  // Gatsby keeps a template's component from one category to the next: another category starts over.
  if (loaded.url !== cardsUrl) return { cards: null, status: 'waiting', request };
  return { cards: loaded.cards, status: loaded.status, request };
}
