/** The catalogue texts of the page (its language only, from the page context) and their helpers. */
import { fill } from '../../lib/i18n/fill';
import { useFeatureTexts } from '../../components/page-context';
import type { CatalogMessageKey, CatalogMessages } from './messages';
import type { CycleToWorkMessages } from './product/cycle-to-work-messages';
import type { NotifyMeMessages } from './product/notify-me-messages';

declare module '../../lib/page-context' {
  interface FeatureTexts {
    catalog?: CatalogMessages;
    /** Only on the product pages of countries with the Cycle to Work calculator. */
    cycleToWork?: CycleToWorkMessages;
    /** Product pages: 'notify me' for a variant out of stock. */
    notifyMe?: NotifyMeMessages;
  }
}

export function useCatalogTexts(): CatalogMessages {
  return useFeatureTexts('catalog');
}

export function useCycleToWorkTexts(): CycleToWorkMessages {
  return useFeatureTexts('cycleToWork');
}

export function useNotifyMeTexts(): NotifyMeMessages {
  return useFeatureTexts('notifyMe');
}

/** A text of a message key that comes as a string from elsewhere (e.g. the library's sort messages). */
export function messageOf(texts: CatalogMessages, key: string): string | null {
  return Object.prototype.hasOwnProperty.call(texts, key) ? texts[key as CatalogMessageKey] : null;
}

/** The result count in the page language ('1 product', '12 products'). */
export function resultCountText(texts: CatalogMessages, count: number): string {
  return count === 1 ? texts.resultCountOne : fill(texts.resultCount, { count });
}
