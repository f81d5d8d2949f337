/**
 * The labels of the catalogue's display keys (filters, specifications, basket options) are one
 * text set that the catalogue and the basket both show: its hook and lookup live here, below both
 * features, so neither imports the other. The dictionaries stay in `features/catalog/messages.ts`.
 */
import type { DisplayKey } from '../lib/product';
import { useFeatureTexts } from './page-context';

/** Labels of the display keys, for filters whose group label the page data does not carry. */
export type AttributeLabels = Record<DisplayKey, string>;

declare module '../lib/page-context' {
  interface FeatureTexts {
    /** Labels of the catalogue's display keys (filters, specifications, basket options). */
    attributes?: AttributeLabels;
  }
}

export function useAttributeLabels(): AttributeLabels {
  return useFeatureTexts('attributes');
}

/** Label of an attribute key; the key itself when it is no display key. */
export function attributeLabel(key: string, labels: AttributeLabels): string {
  return (labels as Record<string, string>)[key] ?? key;
}
