/** The block texts of the page (its language only, from the page context). */
import { useFeatureTexts } from '../../feature-texts';
import type { BlockMessages } from './messages';

export type { BlockMessages };

export function useBlockTexts(): BlockMessages {
  return useFeatureTexts('blocks');
}
