import React, { createContext, useContext } from 'react';
import type { Messages } from '../../brands/shared/messages';
import type { PageContext } from '../lib/page-context';

const PageContextReact = createContext<PageContext | null>(null);

export function PageContextProvider({ value, children }: { value: PageContext; children: React.ReactNode }) {
  return <PageContextReact.Provider value={value}>{children}</PageContextReact.Provider>;
}

/** The page's locale, alternates and translations; every page is wrapped in a provider. */
export function usePageContext(): PageContext {
  const value = useContext(PageContextReact);
  if (!value) throw new Error('usePageContext is used outside a page (no PageContextProvider).');
  return value;
}

export function useTranslations(): Messages {
  return usePageContext().translations;
}
