/**
 * The feature texts a page carries in its page context: only its page language, and only the
 * sets its page type renders (chosen by `src/gatsby/feature-texts.ts`). The dictionaries of all
 * languages (`messages.ts`) stay in build code and tests, so the browser downloads one language.
 */
import { usePageContext } from '../components/page-context';
import type { CartMessages } from './cart/messages';
import type { AttributeLabels, CatalogMessages } from './catalog/messages';
import type { CheckoutMessages } from './checkout/messages';
import type { BlockMessages } from './content/blocks/messages';
import type { PageMessages } from './content/pages/messages';

/** The few feature texts the header and footer of every page use (mini-basket, newsletter form, links). */
export const shellTextKeys = {
  cart: ['itemCountOne', 'itemCount', 'basketLink', 'newsletterTitle', 'newsletterText'],
  blocks: [
    'emailLabel',
    'emailRequired',
    'emailInvalid',
    'newsletterFailed',
    'newsletterSending',
    'subscribe',
    'newsletterThanks',
    'opensInNewTab',
  ],
} as const satisfies { cart: readonly (keyof CartMessages)[]; blocks: readonly (keyof BlockMessages)[] };

export type ShellTexts = Pick<CartMessages, (typeof shellTextKeys.cart)[number]> &
  Pick<BlockMessages, (typeof shellTextKeys.blocks)[number]>;

export interface FeatureTexts {
  shell: ShellTexts;
  catalog?: CatalogMessages;
  /** Labels of the catalogue's display keys (filters, specifications, basket options). */
  attributes?: AttributeLabels;
  cart?: CartMessages;
  blocks?: BlockMessages;
  pages?: PageMessages;
  checkout?: CheckoutMessages;
}

export type FeatureTextSet = keyof FeatureTexts;

/** One text set of the page; a page type without it is a build mistake, so it says where to fix it. */
export function useFeatureTexts<Set extends FeatureTextSet>(set: Set): NonNullable<FeatureTexts[Set]> {
  const { featureTexts, pageType } = usePageContext();
  const texts = featureTexts[set];
  if (!texts) {
    throw new Error(
      `Page type "${pageType}" renders ${set} texts but its page context has none (src/gatsby/feature-texts.ts).`,
    );
  }
  return texts as NonNullable<FeatureTexts[Set]>;
}

export function useShellTexts(): ShellTexts {
  return useFeatureTexts('shell');
}
