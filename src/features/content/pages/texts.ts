/** The page-kind texts of the page (its language only, from the page context). */
import { useFeatureTexts } from '../../feature-texts';
import type { PageMessages } from './messages';

export function usePageTexts(): PageMessages {
  return useFeatureTexts('pages');
}
