/** The block texts of the page (its language only, from the page context). */
import { useFeatureTexts } from '../../../components/page-context';
import type { BlockMessages } from './messages';

export type { BlockMessages };

/** The block keys every page's shell shows (footer newsletter form, "opens in a new tab"). */
export const blockShellTextKeys = [
  'emailLabel',
  'emailRequired',
  'emailInvalid',
  'newsletterFailed',
  'newsletterSending',
  'subscribe',
  'newsletterThanks',
  'opensInNewTab',
] as const satisfies readonly (keyof BlockMessages)[];

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
