/**
 * Checks a page's JSON-LD as a search engine would: every top-level type is a schema.org type
 * (structured-data-testing-tool's copy of the vocabulary) and carries what Google's rich
 * results require of it (Product, BreadcrumbList, FAQPage, LocalBusiness, Article, and the
 * home page's WebSite search and Organization). The tool's own Google presets follow rules of
 * 2019 (an Article's publisher logo); these presets follow Google's current documentation.
 */
import { type SdttPreset, type SdttResult, structuredDataTest } from 'structured-data-testing-tool';
import { schemas as schemaOrgTypes } from 'structured-data-testing-tool/lib/schemas';

/** A test that passes when no element of the projection lacks the fields (`[?...]` finds none). */
const none = (projection: string, description: string) => ({ test: `${projection} | [0]`, expect: false, description });

export const googleRichResultPresets: SdttPreset[] = [
  {
    name: 'Google Product',
    schema: 'Product',
    conditional: { test: 'Product' },
    tests: [
      { test: 'Product[*].name', description: 'name' },
      { test: 'Product[*].offers', description: 'offers' },
      none('Product[].offers[] | [?!price || !priceCurrency]', 'every offer has price and priceCurrency'),
      none('Product[].offers[] | [?!availability]', 'every offer has availability'),
    ],
  },
  {
    name: 'Google BreadcrumbList',
    schema: 'BreadcrumbList',
    conditional: { test: 'BreadcrumbList' },
    tests: [
      { test: 'BreadcrumbList[*].itemListElement', description: 'itemListElement' },
      none('BreadcrumbList[] | [?length(itemListElement) < `2`]', 'at least two list items'),
      none(
        'BreadcrumbList[].itemListElement[] | [?!position || !name || !item]',
        'every item has position, name and item',
      ),
    ],
  },
  {
    name: 'Google FAQPage',
    schema: 'FAQPage',
    conditional: { test: 'FAQPage' },
    tests: [
      { test: 'FAQPage[*].mainEntity', description: 'mainEntity' },
      none('FAQPage[].mainEntity[] | [?!name || !acceptedAnswer.text]', 'every question has a name and an answer text'),
    ],
  },
  {
    name: 'Google LocalBusiness',
    schema: 'LocalBusiness',
    conditional: { test: 'LocalBusiness' },
    tests: [
      { test: 'LocalBusiness[*].name', description: 'name' },
      { test: 'LocalBusiness[*].address', description: 'address' },
    ],
  },
  {
    name: 'Google Article',
    schema: 'Article',
    conditional: { test: 'Article' },
    tests: [
      { test: 'Article[*].headline', description: 'headline' },
      { test: 'Article[*].image', description: 'image' },
      { test: 'Article[*].datePublished', description: 'datePublished' },
      { test: 'Article[*].author.name', description: 'author.name' },
    ],
  },
  {
    name: 'Google WebSite search',
    schema: 'WebSite',
    conditional: { test: 'WebSite' },
    tests: [
      { test: 'WebSite[*].url', description: 'url' },
      { test: 'WebSite[*].potentialAction.target.urlTemplate', description: 'search target' },
      { test: 'WebSite[*].potentialAction."query-input"', description: 'query-input' },
    ],
  },
  {
    name: 'Google Organization',
    schema: 'Organization',
    conditional: { test: 'Organization' },
    tests: [
      { test: 'Organization[*].name', description: 'name' },
      { test: 'Organization[*].url', description: 'url' },
    ],
  },
];

export interface RichResultReport {
  /** Top-level types found, in page order. */
  types: string[];
  /** Types that schema.org does not define. */
  unknownTypes: string[];
  /** Failed checks, as 'preset: description (message)'. */
  failures: string[];
  /** JSON-LD scripts that are not valid JSON. */
  unreadable: string[];
}

const scriptPattern = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g;

export async function checkRichResults(html: string): Promise<RichResultReport> {
  const unreadable: string[] = [];
  const types: string[] = [];
  for (const [, text = ''] of html.matchAll(scriptPattern)) {
    try {
      const value = JSON.parse(text) as { '@type'?: string };
      types.push(String(value['@type']));
    } catch {
      unreadable.push(text.slice(0, 80));
    }
  }
  let result: SdttResult;
  try {
    result = await structuredDataTest(html, { presets: googleRichResultPresets, auto: false });
  } catch (error) {
    const failed = (error as { res?: SdttResult }).res;
    if (!failed) throw error;
    result = failed;
  }
  return {
    types,
    unknownTypes: types.filter((type) => !Object.hasOwn(schemaOrgTypes, type)),
    failures: result.failed.map((test) => `${test.description ?? test.test} (${test.error?.message ?? 'failed'})`),
    unreadable,
  };
}
