/**
 * Data the content blocks need from outside the content service: catalogue products for the
 * product teaser and the newsletter sign-up call. The page fills it (from its page query and
 * the store); blocks only read it, so they stay free of backend code.
 */
import React, { createContext, type ReactNode, useContext } from 'react';

/** What a product teaser card shows of one product, ready to render (price already formatted). */
export interface TeaserProduct {
  name: string;
  /** Localised path of the product detail page. */
  href: string;
  /** Formatted in the page's locale; absent when the channel hides prices. */
  price?: string;
  image?: { filename: string; alt: string };
}

export interface ContentData {
  /** By product number (the teaser block's `product_numbers`). */
  products: Readonly<Record<string, TeaserProduct>>;
  /** Signs an address up; rejects when the backend refuses. Without it no sign-up form renders. */
  onNewsletterSignup?: (email: string) => Promise<void>;
}

export const emptyContentData: ContentData = { products: {} };

export const ContentDataContext = createContext<ContentData>(emptyContentData);

export function ContentDataProvider({ value, children }: { value: ContentData; children: ReactNode }) {
  return <ContentDataContext.Provider value={value}>{children}</ContentDataContext.Provider>;
}

export function useContentData(): ContentData {
  return useContext(ContentDataContext);
}
