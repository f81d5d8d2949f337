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
