/**
 * The shape every brand configuration under `brands/` must have, as a zod schema: the brand
 * files are checked against it when they load, so a typo fails the build with the path of the
 * bad field instead of producing a half-working shop.
 */
import { z } from 'zod';

export const brandNames = ['lapierre', 'raleigh', 'sparta', 'xlc', 'ghost', 'winora', 'haibike'] as const;
export type BrandName = (typeof brandNames)[number];
export const defaultBrand: BrandName = 'raleigh';

const countryCode = z.string().regex(/^[a-z]{2,3}$/, 'a country code is 2-3 lowercase letters');
const languageCode = z.string().regex(/^[a-z]{2}$/, 'a language code is 2 lowercase letters');
const hreflang = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'an hreflang is like "en-gb"');
const cssLength = z.string().regex(/^(0|-?\d*\.?\d+(rem|px|vw|vh|em|%))$/, 'a CSS length like "1.6rem"');
const cssColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour like "#1a2b3c"');
const cssDuration = z.string().regex(/^\d*\.?\d+(s|ms)$/, 'a duration like "0.3s"');
const cssEasing = z.string().regex(/^cubic-bezier\(/, 'an easing like "cubic-bezier(0.2, 0, 0, 1)"');
const envName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name');

/** Colour roles: components use these, never literal colours. */
export const colorRoles = z.strictObject({
  surface: cssColor,
  surfaceRaised: cssColor,
  text: cssColor,
  textMuted: cssColor,
  primary: cssColor,
  onPrimary: cssColor,
  accent: cssColor,
  onAccent: cssColor,
  link: cssColor,
  border: cssColor,
  focus: cssColor,
  headerSurface: cssColor,
  headerText: cssColor,
  footerSurface: cssColor,
  footerText: cssColor,
  success: cssColor,
  fail: cssColor,
  warning: cssColor,
  info: cssColor,
});
export type ColorRoles = z.infer<typeof colorRoles>;

const scale = <K extends string>(keys: readonly [K, ...K[]], value: z.ZodType<string>) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, value])) as Record<K, z.ZodType<string>>);

/** Everything of a theme but its colours; shared by the light and the dark scheme. */
export const designTokens = z.strictObject({
  font: z.strictObject({
    body: z.string().min(1),
    heading: z.string().min(1),
    weights: z.strictObject({
      light: z.number().int().min(100).max(900),
      regular: z.number().int().min(100).max(900),
      medium: z.number().int().min(100).max(900),
      bold: z.number().int().min(100).max(900),
    }),
    headingTransform: z.enum(['none', 'uppercase']),
    /** The headings' typeface, self-hosted from a Fontsource package; absent: the stack alone. */
    headingFace: z
      .strictObject({
        family: z.string().min(1),
        source: z.string().regex(/^@fontsource\/[a-z0-9-]+$/),
        weight: z.number().int().min(100).max(900),
      })
      .optional(),
  }),
  radius: z.strictObject({ control: cssLength, card: cssLength, badge: cssLength }),
  breakpoints: z.strictObject({
    sm: z.number().int(),
    md: z.number().int(),
    lg: z.number().int(),
    xl: z.number().int(),
    xxl: z.number().int(),
    stickySmall: z.number().int().optional(),
  }),
  iconSize: scale(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'], cssLength),
  textSize: scale(['xs', 'sm', 'md', 'lg', 'xl', 'xxl'], cssLength),
  headingSize: scale(['h1', 'h2', 'h3', 'h4'], cssLength),
  layoutWidth: scale(['narrow', 'text', 'content', 'wide', 'widest'], cssLength),
  easing: scale(['out', 'in', 'inOut'], cssEasing),
  motion: scale(['message', 'image', 'menu'], cssDuration),
  header: z.strictObject({ stickyNavHeight: cssLength }),
  rating: z.strictObject({ starSpacing: cssLength }),
});
export type DesignTokens = z.infer<typeof designTokens>;

export const themeTokens = z.strictObject({
  tokens: designTokens,
  light: colorRoles,
  dark: colorRoles,
});
export type ThemeTokens = z.infer<typeof themeTokens>;

/** A key of the UI messages (brands/shared/messages.ts), translated per language. */
const messageKey = z.string().regex(/^[a-z][a-zA-Z0-9]*$/, 'a message key like "eBikes"');

const navigationLink = z.strictObject({
  label: messageKey,
  /** What the link leads to; its path comes from the routing library. */
  kind: z.enum(['page', 'productLines']),
  /** Page slug below the locale prefix, e.g. 'store-locator'. */
  slug: z
    .string()
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'a slug path like "e-bikes/city"')
    .optional(),
});

const navigationGroup = z.strictObject({
  label: messageKey,
  links: z.array(navigationLink).min(1),
});

const enquiryType = z.strictObject({
  /** Value posted to the customer-relationship provider. */
  value: z.string().min(1),
  /** Countries the type is offered in; all when absent. */
  countries: z.array(countryCode).optional(),
});

/** Fields the contact form posts, visible and hidden (spec section 3). */
export const contactFieldNames = [
  'type',
  'subject',
  'description',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
  'frameNumber',
  'dealerName',
  'brandName',
  'languageName',
  'webSource',
] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/** A web-to-case field: a standard case field name or a 15-character custom field id ('00N...'). */
const providerFieldId = z.string().regex(/^([a-z][a-zA-Z_]*|00N[A-Za-z0-9]{12})$/, 'a case field name or "00N..." id');

/** The customer-relationship provider's web-to-case form of the brand (Salesforce). */
const webToCaseProvider = z.strictObject({
  /** Live web-to-case address of the organisation. */
  endpoint: z.url(),
  /** The 15-character organisation id ('00D...'). */
  orgId: z.string().regex(/^00D[A-Za-z0-9]{12}$/, 'a 15-character org id starting with 00D'),
  /** Name under which the captcha key pair is registered with the provider. */
  captchaKeyName: z.string().min(1),
  /** Provider id of every posted field. */
  fieldIds: z.strictObject(
    Object.fromEntries(contactFieldNames.map((name) => [name, providerFieldId])) as {
      [Name in ContactFieldName]: typeof providerFieldId;
    },
  ),
  /** Countries whose provider ids differ from `fieldIds`. */
  countryFieldIds: z.record(countryCode, z.partialRecord(z.enum(contactFieldNames), providerFieldId)).optional(),
});

const country = z.strictObject({
  code: countryCode,
  /** Languages of the country; the first is the default. */
  languages: z.array(languageCode).min(1),
  commerce: z.strictObject({
    /** Live store-api base address (without /store-api). */
    url: z.url().optional(),
    /** Environment variable holding the live access key of the sales channel. */
    accessKeyEnv: envName.optional(),
  }),
  /** Captcha site key; the brand's default when absent. */
  captchaSiteKey: z.string().min(1).optional(),
  /** Consent SDK domain script id; the brand's default when absent. */
  consentDomainScript: z.string().min(1).optional(),
  /** Error-reporting DSN; nothing is loaded when absent. */
  sentryDsn: z.url().optional(),
  /** Hides the review widget in this country. */
  hideReviews: z.boolean().optional(),
});
export type CountryConfig = z.infer<typeof country>;
/** A country as every part of the site reads it; the commerce settings only the build reads. */
export type CountrySettings = Omit<CountryConfig, 'commerce'>;

export const brandConfig = z
  .strictObject({
    name: z.enum(brandNames),
    displayName: z.string().min(1),
    /** Message key of the brand's one-line promise, shown on the home page. */
    tagline: messageKey,
    /** Production origin, used for canonical and hreflang links. */
    siteUrl: z.url(),
    /** Countries in order; the first is the default country. */
    countries: z.array(country).min(1),
    /** x-default hreflang of the brand. */
    defaultHreflang: hreflang,
    /**
     * A brand whose site is a marketing and catalogue site (xlc): its markets are the build's
     * locales, in order (the first is the default), each a country-language pair of `countries`;
     * its pages come from the content's `marketing/{market}/` tree instead of `shop/{country}/`.
     * The brand's other countries are led to a market by `localeAliases`.
     */
    marketingSite: z
      .strictObject({ markets: z.array(z.strictObject({ country: countryCode, language: languageCode })).min(1) })
      .optional(),
    /**
     * Other path prefixes that lead to one of the brand's locales, e.g. '/uk/en/' for GB: the
     * host answers them with a 301 to the same path under that locale.
     */
    localeAliases: z
      .array(
        z.strictObject({
          prefix: z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*\/$/, 'a path prefix like "/uk/en/"'),
          country: countryCode,
          language: languageCode,
        }),
      )
      .optional(),
    routing: z.strictObject({
      localeSeparator: z.enum(['-', '/']),
      segmentation: z.boolean(),
      productSegment: z.string().regex(/^[a-z0-9-]+$/),
      listingSegment: z.string().regex(/^[a-z0-9-]+$/),
      productLineSegment: z.string().regex(/^[a-z0-9-]+$/),
      skuInSlug: z.boolean(),
      parentUrlStructure: z.enum(['name', 'name-identifier']),
      childSlugAttribute: z.string().min(1),
      hashSlugParts: z.boolean(),
    }),
    flags: z.strictObject({
      hero: z.boolean(),
      reviewsGallery: z.boolean(),
      geometryTable: z.boolean(),
      sizeFinder: z.boolean(),
      keyFeaturesAccordion: z.boolean(),
      quantitySelection: z.boolean(),
      /**
       * Visitors order here: basket, checkout, order confirmation, mini-basket and add to basket.
       * Off for a catalogue site, which says where to buy instead (the dealer locator).
       */
      ordering: z.boolean(),
      /** The bike comparison: its page, its panel and the product page toggle (tiles offer it on bikes only). */
      bikeComparison: z.boolean(),
      /** Show prices in the international (INT) sales channel. */
      internationalPrice: z.boolean(),
      shippingLogic: z.enum(['shippingMethod', 'shippingMethodAlternate']),
      /** UK-style addresses: city before postal code. */
      cityBeforePostalCode: z.boolean(),
    }),
    catalog: z.strictObject({
      categoryPageSize: z.number().int().positive(),
      breadcrumbDepth: z.union([z.literal(2), z.literal(3)]),
      /** Countries where the cycle-to-work calculator is offered. */
      cycleToWorkCountries: z.array(countryCode),
      installmentPriceRange: z.strictObject({ min: z.number(), max: z.number() }).optional(),
      /** Attribute codes offered as listing filters, in order. */
      listingFilters: z.array(z.string().min(1)).min(1),
      /** Attribute codes whose options sort ascending by value. */
      ascendingAttributes: z.array(z.string().min(1)),
      /**
       * Attribute codes of the product page's technical data table, in order, for a brand whose
       * products are not bikes; absent: the bike specification of spec section 3.
       */
      specificationAttributes: z.array(z.string().min(1)).min(1).optional(),
      /** Brand id in the partner systems, e.g. '139/11'. */
      partnerBrandId: z.string().optional(),
    }),
    /** The review provider (Yotpo-shaped API): widget on product pages, stars on tiles. */
    reviews: z.strictObject({
      enabled: z.boolean(),
      /** 1: the widget only on products with a review; 0: also "no reviews yet". */
      minimumCount: z.union([z.literal(0), z.literal(1)]),
      /** The provider's public app key of the brand's account. */
      appKey: z.string().regex(/^[A-Za-z0-9]{20,64}$/, 'a provider app key'),
      /** Environment variable holding the account's secret (build-time summaries, live mode). */
      secretEnv: envName,
      /**
       * The account sets cookies (functional category): its list and gallery load only once the
       * visitor allowed functional cookies. The build-time summaries set none.
       */
      setsCookies: z.boolean().optional(),
    }),
    contact: z.strictObject({
      enquiryTypes: z.array(enquiryType).min(1),
      extraFields: z.array(z.enum(['frameNumber', 'dealerName'])),
      provider: webToCaseProvider,
    }),
    integrations: z.strictObject({
      /** Tag-manager container; the data layer still works without it. */
      gtmId: z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/)
        .optional(),
      captchaDefaultSiteKey: z.string().min(1),
      consentDefaultDomainScript: z.string().min(1),
      /** Environment variable that can supply the error-reporting DSN for every country. */
      sentryDsnEnv: envName.optional(),
    }),
    dealers: z.strictObject({
      /** Live address of the partner's dealer API (the embedded stand-in in local mode). */
      apiUrl: z.url(),
      /** Live map tiles of the store locator: an XYZ template, its attribution and deepest zoom. */
      tiles: z.strictObject({
        url: z.string().regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'an https tile template with {z}, {x} and {y}'),
        attribution: z.string().min(1),
        maxZoom: z.number().int().min(1).max(22),
      }),
    }),
    /** Mega menu until it comes from content. */
    navigation: z.array(navigationGroup).min(1),
    theme: themeTokens,
  })
  .superRefine((brand, ctx) => {
    const codes = new Set<string>();
    brand.countries.forEach((entry, index) => {
      if (codes.has(entry.code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['countries', index, 'code'],
          message: `duplicate country "${entry.code}"`,
        });
      }
      codes.add(entry.code);
    });
    brand.marketingSite?.markets.forEach((market, index) => {
      const known = brand.countries.find((entry) => entry.code === market.country);
      if (!known?.languages.includes(market.language)) {
        ctx.addIssue({
          code: 'custom',
          path: ['marketingSite', 'markets', index],
          message: `market "${market.country}-${market.language}" is no country and language of the brand`,
        });
      }
    });
    brand.catalog.cycleToWorkCountries.forEach((code, index) => {
      if (!codes.has(code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['catalog', 'cycleToWorkCountries', index],
          message: `unknown country "${code}"`,
        });
      }
    });
    const range = brand.catalog.installmentPriceRange;
    if (range && range.min >= range.max) {
      ctx.addIssue({ code: 'custom', path: ['catalog', 'installmentPriceRange'], message: 'min must be below max' });
    }
  });

export type BrandConfig = z.infer<typeof brandConfig>;
/** A brand file: the configuration with theme overrides over the shared defaults. */
export type BrandDefinition = Omit<BrandConfig, 'theme'> & { theme: ThemeOverrides };

export interface ThemeOverrides {
  tokens?: DeepPartial<DesignTokens>;
  light?: Partial<ColorRoles>;
  dark?: Partial<ColorRoles>;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };
