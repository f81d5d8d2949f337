import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, bikeListingFilters, bikeNavigation } from '../shared/navigation';

/** Brand H of the spec: the French brand, 'o' / 'v' segments, installment payments. */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'lapierre',
  displayName: 'Lapierre',
  tagline: 'taglineBikes',
  siteUrl: 'https://www.lapierrebikes.com',
  countries: countries('lapierre', 'https://shop.lapierrebikes.com', [
    ['int', ['en'], { hideReviews: true }],
    ['fr', ['fr']],
    ['nl', ['nl']],
    ['de', ['de']],
    ['es', ['es']],
    ['gb', ['en']],
    ['be', ['fr', 'nl']],
    ['ie', ['en']],
    ['it', ['it']],
    ['lu', ['fr']],
    ['ch', ['fr', 'de']],
  ]),
  defaultHreflang: 'en-fr',
  routing: {
    localeSeparator: '-',
    segmentation: true,
    productSegment: 'o',
    listingSegment: 'v',
    productLineSegment: 'product-lines',
    skuInSlug: false,
    parentUrlStructure: 'name',
    childSlugAttribute: 'attrMarketingColor',
    hashSlugParts: false,
  },
  flags: {
    hero: true,
    reviewsGallery: true,
    geometryTable: true,
    sizeFinder: false,
    keyFeaturesAccordion: false,
    ordering: true,
    bikeComparison: true,
    quantitySelection: false,
    internationalPrice: false,
    shippingLogic: 'shippingMethod',
    cityBeforePostalCode: false,
  },
  catalog: {
    categoryPageSize: 20,
    breadcrumbDepth: 2,
    cycleToWorkCountries: ['gb'],
    installmentPriceRange: { min: 150, max: 6000 },
    listingFilters: bikeListingFilters,
    ascendingAttributes,
    partnerBrandId: '150/10',
  },
  reviews: {
    enabled: true,
    minimumCount: 0,
    appKey: 'LpR7kQ2vX9mTz4NcB8wYh3JdF6sGaE1u',
    secretEnv: 'REVIEWS_SECRET_LAPIERRE',
  },
  contact: {
    enquiryTypes: [
      ...sharedEnquiryTypes,
      { value: 'Recall e-bike battery' },
      { value: 'Recall fork' },
      { value: 'Press relations', countries: ['fr'] },
    ],
    extraFields: [],
    provider: webToCase('00D5J000000LaPi', 'LapierreRecaptcha'),
  },
  integrations: {
    captchaDefaultSiteKey: 'lapierre-recaptcha-site-key',
    consentDefaultDomainScript: 'lapierre-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_LAPIERRE',
  },
  dealers: dealerSettings('dealers.lapierrebikes.com'),
  navigation: bikeNavigation,
};
