/** The store locator's and dealer page's texts (the page language only, from the page context). */
import { useFeatureTexts } from '../../components/page-context';
import type { DealerMessages } from './messages';

declare module '../../lib/page-context' {
  interface FeatureTexts {
    dealers?: DealerMessages;
  }
}

export function useDealerTexts(): DealerMessages {
  return useFeatureTexts('dealers');
}
