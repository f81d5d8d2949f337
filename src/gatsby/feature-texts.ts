/**
 * The feature texts of a page: its language only, and only the sets its page type renders, so
 * page-data stays small. Every page gets the shell's few (header mini-basket, footer newsletter).
 */
import { cartShellTextKeys, cartTexts } from '../features/cart/messages';
import { attributeLabelsFor, catalogTexts } from '../features/catalog/messages';
import { checkoutTexts } from '../features/checkout/messages';
import { contactTexts } from '../features/contact/messages';
import { blockShellTextKeys, blockTexts } from '../features/content/blocks/messages';
import { pageTexts } from '../features/content/pages/messages';
import { compareShellTextKeys, compareTexts } from '../features/compare/messages';
import { searchShellTextKeys, searchTexts } from '../features/search/messages';
import type { FeatureTextSet, FeatureTexts, ShellTexts } from '../lib/page-context';
import { dealerTexts } from '../features/dealers/messages';
import { cycleToWorkTexts } from '../features/catalog/product/cycle-to-work-messages';
import { notifyMeTexts } from '../features/catalog/product/notify-me-messages';
import { ratingTexts, reviewTexts } from '../features/reviews/messages';

type OptionalSet = Exclude<FeatureTextSet, 'shell'>;

// Content can hold the contact form (a code block), so content pages carry its texts and the
// country list (about 4 KB gzip of page data, no JavaScript).
const contentPage: OptionalSet[] = ['blocks', 'contact'];
const contentItemPage: OptionalSet[] = ['blocks', 'pages', 'contact'];

/**
 * The text sets each page type renders (content page types are their template names). A page
 * type missing here fails the build; `feature-texts.test.ts` checks the table against the
 * hooks each template reaches.
 */
export const textSetsByPageType: Record<string, readonly OptionalSet[]> = {
  home: contentPage,
  page: contentPage,
  'category-page': contentPage,
  'product-line': contentPage,
  campaign: contentItemPage,
  'campaign-listing': contentItemPage,
  publication: ['pages', 'contact'],
  'publication-listing': contentItemPage,
  'contact-method': contentItemPage,
  'contact-method-listing': contentItemPage,
  'payment-method': contentItemPage,
  'payment-method-listing': contentItemPage,
  'shipping-method': contentItemPage,
  'shipping-method-listing': contentItemPage,
  'product-line-listing': ['pages'],
  'search-page': ['pages', 'search', 'catalog', 'attributes'],
  'store-locator-page': ['dealers'],
  dealer: ['dealers'],
  'splash-page': [],
  category: ['catalog', 'attributes', 'compare', 'ratings'],
  product: ['catalog', 'attributes', 'cart', 'compare', 'notifyMe', 'reviews'],
  compare: ['compare', 'catalog', 'attributes'],
  basket: ['cart', 'attributes'],
  checkout: ['checkout'],
  orderConfirmation: ['checkout'],
  notFound: [],
  serverError: [],
};

const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;

function shellTexts(language: string): ShellTexts {
  return {
    ...pick(cartTexts(language), cartShellTextKeys),
    ...pick(blockTexts(language), blockShellTextKeys),
    ...pick(searchTexts(language), searchShellTextKeys),
    ...pick(compareTexts(language), compareShellTextKeys),
  };
}

const textSets: { [Set in OptionalSet]-?: (language: string) => NonNullable<FeatureTexts[Set]> } = {
  catalog: catalogTexts,
  attributes: attributeLabelsFor,
  cart: cartTexts,
  blocks: blockTexts,
  pages: pageTexts,
  checkout: checkoutTexts,
  contact: contactTexts,
  dealers: dealerTexts,
  search: searchTexts,
  compare: compareTexts,
  cycleToWork: cycleToWorkTexts,
  notifyMe: notifyMeTexts,
  ratings: ratingTexts,
  reviews: reviewTexts,
};

function withSets(language: string, sets: readonly OptionalSet[]): FeatureTexts {
  const texts: FeatureTexts = { shell: shellTexts(language) };
  for (const set of sets) Object.assign(texts, { [set]: textSets[set](language) });
  return texts;
}

/** The sets a product tile renders: what a content page with product teasers adds to its own. */
export const productTileTexts: readonly OptionalSet[] = ['catalog', 'compare', 'ratings'];

export function featureTextsFor(pageType: string, language: string, extra: readonly OptionalSet[] = []): FeatureTexts {
  const sets = textSetsByPageType[pageType];
  if (!sets) throw new Error(`No feature text sets for page type "${pageType}" (src/gatsby/feature-texts.ts).`);
  return withSets(language, [...new Set([...sets, ...extra])]);
}

/** Every set in one language: for component tests, which render parts of any page type. */
export function allFeatureTexts(language: string): FeatureTexts {
  return withSets(language, Object.keys(textSets) as OptionalSet[]);
}
