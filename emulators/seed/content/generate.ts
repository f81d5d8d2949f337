/**
 * Deterministic demo content of one brand as the Storyblok emulator's `ContentSpace`.
 *
 * Localisation layout (see also src/services/storyblok/model/):
 * - The space's default language is English; every other content language of the brand
 *   (`spaceLanguageOf(country, language)`: `en-gb` for GB and IE, else the language code) is a
 *   field-level translation, listed in `space.languages`.
 * - `shop/{country}/…` holds the pages of one country, translated into that country's languages
 *   only. Folder slugs are fixed route segments; detail pages get translated slugs. A story's
 *   site path in locale (country, language) is `{localePrefix}{path below shop/{country}/}/`,
 *   where the path is the translated one the API answers for `language=spaceLanguageOf(…)`.
 * - `marketing/{market}/…` (brands with a marketing site) holds one language per market.
 */
import { messages } from '../../../brands/shared/messages';
import { loadBrandConfig } from '../../../src/config/load';
import { brandNames, type BrandName } from '../../../src/config/schema';
import { localContentTokens } from '../../../src/config/backends';
import type { ContentSpace, SeedDatasource } from '../../storyblok/types';
import { copyLanguageOf, fill, languageCopy, voiceCopy, voicedCopy } from './copy';
import { addMarket } from './marketing';
import { marketingSites } from './marketing-data';
import { spaceDefaultLanguage, spaceLanguages } from './languages';
import { brandProfiles } from './profiles';
import { addShopCountry } from './shop';
import { SpaceBuilder, type Texts } from './space-builder';
import { daysBefore } from './time';

export interface GenerateContentOptions {
  /**
   * Product numbers product teasers may show, e.g. the top-level products of the generated
   * catalogue; by default numbers shaped like the catalogue seed's (`RAL10001` …).
   */
  productNumbers?: readonly string[];
}

/** Language of every space's default content. */

function defaultProductNumbers(prefix: string): string[] {
  return Array.from({ length: 24 }, (_, index) => `${prefix}${10001 + index}`);
}

export function generateContentSpace(brand: BrandName, options: GenerateContentOptions = {}): ContentSpace {
  const config = loadBrandConfig(brand);
  const profile = brandProfiles[brand];
  const builder = new SpaceBuilder(brand, profile.spaceId, config.displayName);
  const productNumbers = options.productNumbers?.length
    ? options.productNumbers
    : defaultProductNumbers(profile.productNumberPrefix);

  const textsCache = new Map<string, Texts>();
  const textsFor = (language: string): Texts => {
    const cached = textsCache.get(language);
    if (cached) return cached;
    const copyLanguage = copyLanguageOf(language);
    const voice = voiceCopy[profile.voice][copyLanguage];
    const interfaceTexts = messages[copyLanguage];
    if (!voice) throw new Error(`The ${profile.voice} voice of ${brand} has no copy in ${copyLanguage}`);
    if (!interfaceTexts) throw new Error(`No interface texts in ${copyLanguage}`);
    const texts: Texts = {
      language,
      copy: voicedCopy(languageCopy[copyLanguage], voice.copy),
      messages: interfaceTexts,
      voice,
      brand: config.displayName,
      fill: (template, values = {}) => fill(template, { brand: config.displayName, ...values }),
    };
    textsCache.set(language, texts);
    return texts;
  };
  const base = textsFor(spaceDefaultLanguage);

  builder.folder({
    key: 'shop',
    parent: null,
    slug: 'shop',
    locales: { base, translations: [] },
    createdAt: daysBefore(420),
    name: () => 'Shop',
  });
  const site = { builder, brand, config, profile, productNumbers, textsFor, rootKey: 'shop' };
  config.countries.forEach((country, index) =>
    addShopCountry({ ...site, defaultLanguage: spaceDefaultLanguage }, country, index),
  );

  const markets = marketingSites[brand] ?? [];
  if (markets.length > 0) {
    builder.folder({
      key: 'marketing',
      parent: null,
      slug: 'marketing',
      locales: { base, translations: [] },
      createdAt: daysBefore(420),
      name: () => 'Marketing',
    });
    markets.forEach((market, index) => addMarket({ ...site, rootKey: 'marketing' }, market, index));
  }

  const { stories, assets } = builder.build();
  const languages = spaceLanguages(loadBrandConfig(brand).countries);
  const tokens = localContentTokens(brand);
  return {
    id: profile.spaceId,
    name: `${config.displayName} (local)`,
    ...tokens,
    languages,
    stories,
    datasources: [uiTranslations(languages)],
    assets,
    domain: config.siteUrl,
  };
}

/** Interface texts per content language (one dimension each); the default value is English. */
function uiTranslations(languages: readonly string[]): SeedDatasource {
  const english = messages[spaceDefaultLanguage];
  if (!english) throw new Error('No English interface texts');
  return {
    slug: 'ui-translations',
    name: 'UI translations',
    dimensions: [...languages],
    entries: (Object.keys(english) as Array<keyof typeof english>).map((name) => ({
      name,
      value: english[name],
      dimensionValues: Object.fromEntries(
        languages.map((language) => [language, messages[copyLanguageOf(language)]?.[name] ?? english[name]]),
      ),
    })),
  };
}

/** Every brand's space, by brand. */
export function generateAllContentSpaces(options: GenerateContentOptions = {}): Record<BrandName, ContentSpace> {
  return Object.fromEntries(brandNames.map((brand) => [brand, generateContentSpace(brand, options)])) as Record<
    BrandName,
    ContentSpace
  >;
}
