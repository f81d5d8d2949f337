/**
 * The feature texts of a page: its language only, and only the sets its page type renders, so
 * page-data stays small. Every page gets the shell's few (header mini-basket, footer newsletter).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

// Content can hold the contact form (a code block): a content page whose story holds it carries
// its texts and country list (`formTexts`), any other names the file they lie in, for a form an
// editor's preview adds (`TextFiles`). They are 14 KB of page data, 3.8 KB gzip on raleigh's home.
const contentPage: OptionalSet[] = ['blocks'];
const contentItemPage: OptionalSet[] = ['blocks', 'pages'];

/** The sets a content page adds when its story holds the contact form. */
export const formTexts: readonly OptionalSet[] = ['contact'];

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
  publication: ['pages'],
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

/** Where the build writes the text sets a page may need without carrying them. */
export const textFilesDir = 'static/texts';

/**
 * The files of text sets a page loads only on use, one per set and language, named by the hash
 * of their content: a host may keep them for good, as Gatsby's other static files. Made once per
 * createPages, which starts from an empty folder so that no stale file stays.
 */
export class TextFiles {
  private readonly written = new Map<string, string>();
  private readonly dir: string;

  constructor(publicDir: string) {
    this.dir = path.join(publicDir, textFilesDir);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** The site path of the set's texts in the language, written on first ask. */
  urlOf(set: OptionalSet, language: string): string {
    const key = `${set}:${language}`;
    const known = this.written.get(key);
    if (known) return known;
    const text = JSON.stringify(textSets[set](language));
    const name = `${set}-${language}-${crypto.createHash('sha256').update(text).digest('hex').slice(0, 20)}.json`;
    fs.mkdirSync(this.dir, { recursive: true });
    fs.writeFileSync(path.join(this.dir, name), text);
    const url = `/${textFilesDir}/${name}`;
    this.written.set(key, url);
    return url;
  }
}
