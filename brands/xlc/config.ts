import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, partsNavigation } from '../shared/navigation';

/** Brand C of the spec: the parts and accessories brand, with sku-based product slugs. */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'xlc',
  displayName: 'XLC',
  tagline: 'taglineParts',
  siteUrl: 'https://www.xlc-parts.com',
  countries: countries('xlc', 'https://shop.xlc-parts.com', [
    ['gb', ['en']],
    ['be', ['nl', 'fr']],
    ['de', ['de']],
    ['es', ['es']],
    ['fr', ['fr']],
    ['ie', ['en']],
    ['it', ['it']],
    ['lu', ['fr', 'de']],
    ['nl', ['nl']],
    ['ch', ['de', 'fr']],
    ['int', ['en']],
  ]),
  defaultHreflang: 'en-gb',
  // The marketing and catalogue site (ADR 0009): five markets, the international one the default.
  marketingSite: {
    markets: [
      { country: 'int', language: 'en' },
      { country: 'de', language: 'de' },
      { country: 'es', language: 'es' },
      { country: 'fr', language: 'fr' },
      { country: 'nl', language: 'nl' },
    ],
  },
  // The other catalogue countries are served by the market of their language (English and
  // Italian by the international market): their prefixes lead there.
  localeAliases: [
    { prefix: '/gb-en/', country: 'int', language: 'en' },
    { prefix: '/ie-en/', country: 'int', language: 'en' },
    { prefix: '/it-it/', country: 'int', language: 'en' },
    { prefix: '/be-nl/', country: 'nl', language: 'nl' },
    { prefix: '/be-fr/', country: 'fr', language: 'fr' },
    { prefix: '/lu-fr/', country: 'fr', language: 'fr' },
    { prefix: '/lu-de/', country: 'de', language: 'de' },
    { prefix: '/ch-de/', country: 'de', language: 'de' },
    { prefix: '/ch-fr/', country: 'fr', language: 'fr' },
  ],
  routing: {
    localeSeparator: '-',
    segmentation: false,
    productSegment: 'p',
    listingSegment: 'c',
    productLineSegment: 'product-lines',
    skuInSlug: true,
    parentUrlStructure: 'name-identifier',
    childSlugAttribute: 'attrMarketingColor',
    hashSlugParts: false,
  },
  flags: {
    hero: false,
    reviewsGallery: false,
    geometryTable: false,
    sizeFinder: false,
    keyFeaturesAccordion: false,
    ordering: false,
    bikeComparison: false,
    quantitySelection: true,
    internationalPrice: true,
    shippingLogic: 'shippingMethod',
    cityBeforePostalCode: false,
  },
  catalog: {
    categoryPageSize: 90,
    breadcrumbDepth: 3,
    cycleToWorkCountries: [],
    listingFilters: ['attrMarketingColor', 'attrSize', 'attrWheelSize', 'attrFrameMaterial'],
    ascendingAttributes,
    // Parts and accessories: the table lists what a part is made of and fits.
    specificationAttributes: [
      'attrProductLine',
      'attrFrameMaterial',
      'attrWheelSize',
      'attrSize',
      'attrMarketingColor',
    ],
  },
  reviews: {
    enabled: false,
    minimumCount: 0,
    appKey: 'XlC9mK3wQ7pZ2vN8bT5xY4hL6dJ1sGr',
    secretEnv: 'REVIEWS_SECRET_XLC',
  },
  contact: {
    enquiryTypes: sharedEnquiryTypes,
    extraFields: [],
    provider: webToCase('00D5J000000XlCp', 'XlcRecaptcha'),
  },
  integrations: {
    captchaDefaultSiteKey: 'xlc-recaptcha-site-key',
    consentDefaultDomainScript: 'xlc-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_XLC',
  },
  dealers: dealerSettings('dealers.xlc-parts.com'),
  navigation: partsNavigation,
};
