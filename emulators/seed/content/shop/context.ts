/**
 * What every page kind of one country's shop tree builds on: the country's keys and locales,
 * the story and asset helpers, and the folder slugs (route segments the brand configuration
 * already knows, so a content path below the country folder is the site path below the locale
 * prefix).
 */
import type { MessageKey } from '../../../../brands/shared/messages';
import type { BrandConfig, BrandName, CountryConfig } from '../../../../src/config/schema';
import { seoSlug } from '../../../common/slug';
import { randomFor } from '../../../common/prng';
import { spaceLanguageOf } from '../languages';
import type { BrandProfile, ProductLineProfile } from '../profiles';
import type { AssetSpec, LocaleSet, SpaceBuilder, StoryDef, Texts } from '../space-builder';
import { daysBefore } from '../time';

export interface ShopSite {
  builder: SpaceBuilder;
  brand: BrandName;
  config: BrandConfig;
  profile: BrandProfile;
  productNumbers: readonly string[];
  textsFor: (language: string) => Texts;
  /** Key of the `shop` root folder. */
  rootKey: string;
  /** Language of the space's default content. */
  defaultLanguage: string;
}

const shapes = ['bicycle', 'circle', 'square', 'triangle', 'stripes'] as const;
export type Shape = (typeof shapes)[number];

type AssetSize = 'hero' | 'teaser' | 'square' | 'logo' | 'poster';

const dimensions: Record<AssetSize, readonly [number, number]> = {
  hero: [1920, 1080],
  teaser: [1200, 800],
  square: [800, 800],
  logo: [400, 200],
  poster: [1280, 720],
};

export interface PageOptions {
  slug?: string;
  startPage?: boolean;
  translateSlug?: boolean;
  published?: boolean;
  daysAgo?: number;
  tags?: string[];
}

/** The shop tree of one country while its stories are added. */
export interface CountryShop {
  builder: SpaceBuilder;
  brand: BrandName;
  config: BrandConfig;
  profile: BrandProfile;
  site: ShopSite;
  /** The country's code, its folder's slug. */
  code: string;
  countryKey: string;
  /** Key of a node below the country folder. */
  key: (name: string) => string;
  locales: LocaleSet;
  created: string;
  asset: (assetKey: string, size: AssetSize, name: string, alt: string, label?: string, shape?: Shape) => AssetSpec;
  /** Product numbers an editor picked for a teaser, stable per name. */
  productNumbers: (name: string, count: number) => string[];
  serviceEmail: string;
  /** Slug of a navigation page link, so the page sits where the navigation points. */
  navigationSlug: (label: MessageKey, fallback: string) => string;
  folders: {
    stories: string;
    campaigns: string;
    productLines: string;
    contact: string;
    shipping: string;
    payment: string;
    settings: string;
    data: string;
  };
  page: (
    storyKey: string,
    parent: string,
    name: (texts: Texts) => string,
    content: StoryDef['content'],
    extra?: PageOptions,
  ) => void;
  seo: (title: string, description: string) => { meta_title: string; meta_description: string };
}

export function countryShop(site: ShopSite, country: CountryConfig, countryIndex: number): CountryShop {
  const { builder, brand, config, profile } = site;
  const code = country.code;
  const key = (name: string) => `shop/${code}/${name}`;
  const rng = (name: string) => randomFor(`${brand}|${code}|${name}`);

  // Default content is the space's default language; each country language besides it is a
  // field-level translation (British and Irish English read the `en-gb` variant).
  const languages = [...new Set(country.languages.map((language) => spaceLanguageOf(code, language)))];
  const locales: LocaleSet = {
    base: site.textsFor(site.defaultLanguage),
    translations: languages.filter((language) => language !== site.defaultLanguage).map(site.textsFor),
  };

  const created = daysBefore(400 - countryIndex);
  const palette = profile.palette;
  const drawing = (seed: string, label?: string, shape?: Shape) => {
    const random = randomFor(`${brand}|drawing|${seed}`);
    return {
      background: random.pick(palette.backgrounds),
      foreground: palette.foreground,
      shape: shape ?? random.pick(shapes),
      ...(label ? { label } : {}),
    };
  };
  const asset = (
    assetKey: string,
    size: AssetSize,
    name: string,
    alt: string,
    label?: string,
    shape?: Shape,
  ): AssetSpec => {
    const [width, height] = dimensions[size];
    return {
      key: assetKey,
      width,
      height,
      name: seoSlug(name),
      ext: size === 'logo' ? 'png' : 'jpg',
      alt,
      drawing: drawing(assetKey, label, shape),
    };
  };

  const navigationSlug = (label: MessageKey, fallback: string) =>
    config.navigation.flatMap((group) => group.links).find((link) => link.label === label && link.kind === 'page')
      ?.slug ?? fallback;

  const page = (
    storyKey: string,
    parent: string,
    name: (texts: Texts) => string,
    content: StoryDef['content'],
    extra: PageOptions = {},
  ) => {
    const publishedAt = daysBefore(extra.daysAgo ?? 300 - countryIndex);
    builder.story({
      key: storyKey,
      parent,
      locales,
      createdAt: created,
      publishedAt,
      name,
      content,
      published: extra.published ?? true,
      ...(extra.slug !== undefined ? { slug: extra.slug } : {}),
      ...(extra.startPage ? { startPage: true } : {}),
      ...(extra.translateSlug ? { translateSlug: true } : {}),
      ...(extra.tags ? { tags: extra.tags } : {}),
    });
  };

  return {
    builder,
    brand,
    config,
    profile,
    site,
    code,
    countryKey: `shop/${code}`,
    key,
    locales,
    created,
    asset,
    productNumbers: (name, count) => rng(`products|${name}`).shuffle(site.productNumbers).slice(0, count),
    serviceEmail: `service@${profile.mailDomain}`,
    navigationSlug,
    folders: {
      stories: navigationSlug('stories', 'stories'),
      campaigns: navigationSlug('campaigns', 'campaigns'),
      productLines: config.routing.productLineSegment,
      contact: navigationSlug('contact', 'contact'),
      shipping: 'shipping-methods',
      payment: 'payment-methods',
      settings: 'settings',
      data: 'data',
    },
    page,
    seo: (title, description) => ({
      meta_title: `${title} | ${config.displayName}`,
      meta_description: description,
    }),
  };
}

/** The story key of a product line's page, which campaigns and the home link to. */
export const lineKey = (shop: CountryShop, line: ProductLineProfile): string =>
  shop.key(`product-lines/${seoSlug(line.name)}`);
