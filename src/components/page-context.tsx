import React, { createContext, useContext } from 'react';
import type { Messages } from '../../brands/shared/messages';
import { presetDateFormats, presetNumberFormats } from '../lib/i18n/intl';
import type { FeatureTexts, FeatureTextSet, PageContext, ShellTexts } from '../lib/page-context';

const PageContextReact = createContext<PageContext | null>(null);

export function PageContextProvider({ value, children }: { value: PageContext; children: React.ReactNode }) {
  // Before anything below formats a price: idempotent, and the same formats on the server and in the browser.
  presetNumberFormats(value.numberFormats);
  presetDateFormats(value.dateFormats);
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

/** One text set of the page; a page type without it is a build mistake, so it says where to fix it. */
export function useFeatureTexts<Set extends FeatureTextSet>(set: Set): NonNullable<FeatureTexts[Set]> {
  const { featureTexts, pageType } = usePageContext();
  const texts = featureTexts[set];
  if (!texts) {
    throw new Error(
      `Page type "${pageType}" renders ${set} texts but its page context has none (src/gatsby/feature-texts.ts).`,
    );
  }
  return texts as NonNullable<FeatureTexts[Set]>;
}

export function useShellTexts(): ShellTexts {
  return useFeatureTexts('shell');
}
