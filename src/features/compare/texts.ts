/** The comparison texts of the page (its language only, from the page context). */
import { useFeatureTexts, useShellTexts } from '../../components/page-context';
import type { compareShellTextKeys, CompareMessages } from './messages';

export type { CompareMessages };

declare module '../../lib/page-context' {
  interface FeatureTexts {
    compare?: CompareMessages;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the comparison panel's shell keys (declaration merging)
  interface ShellTexts extends Pick<CompareMessages, (typeof compareShellTextKeys)[number]> {}
}

export function useCompareTexts(): CompareMessages {
  return useFeatureTexts('compare');
}

/** The panel's texts, which every page carries. */
export function useComparePanelTexts() {
  return useShellTexts();
}
