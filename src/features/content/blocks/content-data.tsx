/**
 * Data the content blocks need from outside the content service: catalogue products for the
 * product teaser and the newsletter sign-up call. The page fills it (from its page query and
 * the store); blocks only read it, so they stay free of backend code.
 */
import React, {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
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

/**
 * The provider hands its blocks a store, not the value: the store never changes, so a new value
 * (live prices arriving) reaches only the blocks that read it and have hydrated. Blocks still
 * waiting to hydrate (their code on its way, or below the fold) keep their static HTML untouched;
 * a changed context value would reach them too, and React would drop that HTML (error 421) or
 * hold the update back until they hydrate. A block hydrating later first renders the value the
 * page was built with, as its HTML shows, then the current one.
 */
interface ContentDataStore {
  /** The value of the provider's first render: what the static HTML shows. */
  readonly initial: ContentData;
  get: () => ContentData;
  /** Takes the provider's value in its render: blocks rendering with it read it at once. */
  set: (value: ContentData) => void;
  /** Tells the blocks already on the page, once the provider's render is committed. */
  publish: () => void;
  subscribe: (listener: () => void) => () => void;
}

function createContentDataStore(initial: ContentData): ContentDataStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => current,
    set: (value) => {
      current = value;
    },
    publish: () => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ContentDataContext = createContext<ContentDataStore>(createContentDataStore(emptyContentData));

export function ContentDataProvider({ value, children }: { value: ContentData; children: ReactNode }) {
  const [store] = useState(() => createContentDataStore(value));
  store.set(value);
  useEffect(() => store.publish(), [store, value]);
  return <ContentDataContext.Provider value={store}>{children}</ContentDataContext.Provider>;
}

export function useContentData(): ContentData {
  const store = useContext(ContentDataContext);
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
