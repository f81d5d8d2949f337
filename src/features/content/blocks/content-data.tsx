/**
 * Data the content blocks need from outside the content service: catalogue products for the
 * product teaser and the newsletter sign-up call. The page fills it (from its page query and
 * the store); blocks only read it, so they stay free of backend code.
 */
import React, { type ComponentType, createContext, type ReactNode, useContext, useDeferredValue } from 'react';
import type { ProductCard } from '../../../lib/product';

export interface ContentData {
  /** Tiles of the products the page's teasers show, by product number. */
  products: Readonly<Record<string, ProductCard>>;
  /**
   * Product numbers per teaser block (`_uid`), as the build chose them (by number, line or
   * category); a block not listed here (a draft in the editor's preview) shows its own numbers.
   */
  teaserProducts: Readonly<Record<string, readonly string[]>>;
  /** Draws one product tile: the catalogue's own, given by the page. Without it no teaser renders. */
  ProductTile?: ComponentType<{ card: ProductCard }>;
  /** Signs an address up; rejects when the backend refuses. Without it no sign-up form renders. */
  onNewsletterSignup?: (email: string) => Promise<void>;
}

export const emptyContentData: ContentData = { products: {}, teaserProducts: {} };

export const ContentDataContext = createContext<ContentData>(emptyContentData);

/**
 * A new value (live prices arriving) reaches the blocks as a transition: a block still waiting
 * for its code then keeps its static HTML until it hydrates, where an urgent update would make
 * React drop that HTML and render the block afresh (React's error 421).
 */
export function ContentDataProvider({ value, children }: { value: ContentData; children: ReactNode }) {
  const deferred = useDeferredValue(value);
  return <ContentDataContext.Provider value={deferred}>{children}</ContentDataContext.Provider>;
}

export function useContentData(): ContentData {
  return useContext(ContentDataContext);
}
