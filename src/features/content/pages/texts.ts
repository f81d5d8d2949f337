/** The page-kind texts of the page (its language only, from the page context). */
import { useFeatureTexts } from '../../../components/page-context';
import type { PageMessages } from './messages';

declare module '../../../lib/page-context' {
  interface FeatureTexts {
    pages?: PageMessages;
  }
}

export function usePageTexts(): PageMessages {
  return useFeatureTexts('pages');
}
