import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, bikeListingFilters, bikeNavigation } from '../shared/navigation';

/** Brand D of the spec: the British heritage brand, GB and IE only, '/' locale separator. */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'raleigh',
  displayName: 'Raleigh',
  tagline: 'taglineHeritage',
  siteUrl: 'https://www.raleigh.co.uk',
  countries: countries('raleigh', 'https://shop.raleigh.co.uk', [
    ['gb', ['en']],
    ['ie', ['en']],
  ]),
  defaultHreflang: 'en-gb',
  // 'UK' is what many visitors type for Great Britain.
  localeAliases: [{ prefix: '/uk/en/', country: 'gb', language: 'en' }],
  routing: {
    localeSeparator: '/',
    segmentation: false,
    productSegment: 'p',
    listingSegment: 'c',
    productLineSegment: 'product-lines',
    skuInSlug: false,
    parentUrlStructure: 'name',
    childSlugAttribute: 'attrFrameShape',
    hashSlugParts: false,
  },
  flags: {
    hero: true,
    reviewsGallery: true,
    geometryTable: false,
    sizeFinder: true,
    keyFeaturesAccordion: false,
    ordering: true,
    bikeComparison: true,
    quantitySelection: false,
    internationalPrice: false,
    shippingLogic: 'shippingMethod',
    cityBeforePostalCode: true,
  },
  catalog: {
    categoryPageSize: 20,
    breadcrumbDepth: 2,
    cycleToWorkCountries: ['gb'],
    listingFilters: bikeListingFilters,
    ascendingAttributes,
    partnerBrandId: '139/11',
  },
  reviews: {
    enabled: true,
    minimumCount: 1,
    appKey: 'RaL3ghW8pK2nQ7vZ5xT9mB4cY6dJ1sHf',
    secretEnv: 'REVIEWS_SECRET_RALEIGH',
  },
  contact: {
    enquiryTypes: sharedEnquiryTypes,
    extraFields: [],
    provider: webToCase('00D5J000000RaLe', 'RaleighRecaptcha'),
  },
  integrations: {
    captchaDefaultSiteKey: 'raleigh-recaptcha-site-key',
    consentDefaultDomainScript: 'raleigh-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_RALEIGH',
  },
  dealers: dealerSettings('dealers.raleigh.co.uk'),
  navigation: bikeNavigation,
};
