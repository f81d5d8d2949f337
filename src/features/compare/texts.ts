/** The comparison texts of the page (its language only, from the page context). */
import { useFeatureTexts, useShellTexts } from '../../components/page-context';
import type { FeatureTexts } from '../../lib/page-context';
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

/**
 * The stock status words of the catalogue, which the comparison page carries: read by set name
 * so the comparison does not import the catalogue, whose tiles import the comparison's toggle.
 */
export function useStockTexts(): NonNullable<FeatureTexts['catalog']> {
  return useFeatureTexts('catalog');
}
