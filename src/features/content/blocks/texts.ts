/** The block texts of the page (its language only, from the page context). */
import { useFeatureTexts } from '../../../components/page-context';
import type { blockShellTextKeys, BlockMessages } from './messages';

export type { BlockMessages };

declare module '../../../lib/page-context' {
  interface FeatureTexts {
    blocks?: BlockMessages;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the blocks' shell keys (declaration merging)
  interface ShellTexts extends Pick<BlockMessages, (typeof blockShellTextKeys)[number]> {}
}

export function useBlockTexts(): BlockMessages {
  return useFeatureTexts('blocks');
}
