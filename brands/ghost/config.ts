import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, bikeListingFilters, bikeNavigation } from '../shared/navigation';

/** Brand A of the spec: German mountain-bike brand, the widest layout (92vw). */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'ghost',
  displayName: 'Ghost',
  tagline: 'taglineMountain',
  siteUrl: 'https://www.ghost-bikes.com',
  countries: countries('ghost', 'https://shop.ghost-bikes.com', [
    ['de', ['de', 'en']],
    ['fi', ['fi']],
    ['it', ['it']],
    ['at', ['de']],
    ['se', ['sv']],
    ['ch', ['de', 'it']],
    ['es', ['es']],
    ['int', ['en']],
    ['gb', ['en']],
    ['ie', ['en']],
    ['fr', ['fr']],
  ]),
  defaultHreflang: 'de-de',
  routing: {
    localeSeparator: '-',
    segmentation: true,
    productSegment: 'p',
    listingSegment: 'c',
    productLineSegment: 'product-lines',
    skuInSlug: false,
    parentUrlStructure: 'name',
    childSlugAttribute: 'attrMarketingColor',
    hashSlugParts: false,
  },
  flags: {
    hero: true,
    reviewsGallery: false,
    geometryTable: true,
    sizeFinder: false,
    keyFeaturesAccordion: false,
    ordering: true,
    bikeComparison: true,
    quantitySelection: true,
    internationalPrice: false,
    shippingLogic: 'shippingMethod',
    cityBeforePostalCode: false,
  },
  catalog: {
    categoryPageSize: 20,
    breadcrumbDepth: 2,
    cycleToWorkCountries: ['gb'],
    listingFilters: bikeListingFilters,
    ascendingAttributes,
  },
  reviews: {
    enabled: true,
    minimumCount: 0,
    appKey: 'GhS2tW9kQ5pX8vN3mZ7bL4cY6dH1jFe',
    secretEnv: 'REVIEWS_SECRET_GHOST',
  },
  contact: {
    enquiryTypes: sharedEnquiryTypes,
    extraFields: [],
    provider: webToCase('00D5J000000GhOs', 'GhostRecaptcha'),
  },
  integrations: {
    captchaDefaultSiteKey: 'ghost-recaptcha-site-key',
    consentDefaultDomainScript: 'ghost-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_GHOST',
  },
  dealers: dealerSettings('dealers.ghost-bikes.com'),
  navigation: bikeNavigation,
};
