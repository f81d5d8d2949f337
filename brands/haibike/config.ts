import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, bikeListingFilters, bikeNavigation } from '../shared/navigation';

/**
 * Brand B of the spec: the German e-MTB brand. "English added in most" countries: English is
 * offered next to the national language in every country whose language is not English
 * (12 of 14); GB and IE are English already.
 */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'haibike',
  displayName: 'Haibike',
  tagline: 'taglineMountain',
  siteUrl: 'https://www.haibike.com',
  countries: countries('haibike', 'https://shop.haibike.com', [
    ['de', ['de', 'en']],
    ['at', ['de', 'en']],
    ['ch', ['de', 'fr', 'en']],
    ['cz', ['cs', 'en']],
    ['es', ['es', 'en']],
    ['fr', ['fr', 'en']],
    ['be', ['nl', 'fr', 'en']],
    ['it', ['it', 'en']],
    ['pl', ['pl', 'en']],
    ['fi', ['fi', 'en']],
    ['se', ['sv', 'en']],
    ['gb', ['en']],
    ['ie', ['en']],
    ['nl', ['nl', 'en']],
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
    childSlugAttribute: 'attrFrameShape',
    hashSlugParts: false,
  },
  flags: {
    hero: true,
    reviewsGallery: false,
    geometryTable: true,
    sizeFinder: false,
    keyFeaturesAccordion: true,
    ordering: true,
    bikeComparison: true,
    quantitySelection: true,
    internationalPrice: false,
    shippingLogic: 'shippingMethod',
    cityBeforePostalCode: false,
  },
  catalog: {
    categoryPageSize: 30,
    breadcrumbDepth: 2,
    cycleToWorkCountries: ['gb'],
    listingFilters: bikeListingFilters,
    ascendingAttributes,
  },
  reviews: {
    enabled: true,
    minimumCount: 0,
    appKey: 'HbK6eW3qP9zX2vN7mT5bL8cY4dG1jFs',
    secretEnv: 'REVIEWS_SECRET_HAIBIKE',
    setsCookies: true,
  },
  contact: {
    enquiryTypes: sharedEnquiryTypes,
    extraFields: [],
    provider: webToCase('00D5J000000HaIb', 'HaibikeRecaptcha'),
  },
  integrations: {
    captchaDefaultSiteKey: 'haibike-recaptcha-site-key',
    consentDefaultDomainScript: 'haibike-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_HAIBIKE',
  },
  dealers: dealerSettings('dealers.haibike.com'),
  navigation: bikeNavigation,
};
