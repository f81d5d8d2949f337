import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, bikeListingFilters, bikeNavigation } from '../shared/navigation';

/** Brand G of the spec: the German everyday and e-bike brand, 90 products per listing page. */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'winora',
  displayName: 'Winora',
  tagline: 'taglineBikes',
  siteUrl: 'https://www.winora.com',
  countries: countries('winora', 'https://shop.winora.com', [
    ['de', ['de']],
    ['at', ['de']],
    ['ch', ['de', 'fr', 'it']],
    ['cz', ['cs']],
    ['es', ['es']],
    ['fr', ['fr']],
    ['it', ['it']],
    ['nl', ['nl']],
    ['pl', ['pl']],
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
    geometryTable: false,
    sizeFinder: true,
    keyFeaturesAccordion: true,
    ordering: true,
    bikeComparison: true,
    quantitySelection: true,
    internationalPrice: false,
    shippingLogic: 'shippingMethod',
    cityBeforePostalCode: false,
  },
  catalog: {
    categoryPageSize: 90,
    breadcrumbDepth: 2,
    cycleToWorkCountries: [],
    listingFilters: bikeListingFilters,
    ascendingAttributes,
  },
  reviews: {
    enabled: true,
    minimumCount: 0,
    appKey: 'WnR4aK8wQ2pZ7vX5mT9bY3hL6dJ1sGc',
    secretEnv: 'REVIEWS_SECRET_WINORA',
  },
  contact: {
    enquiryTypes: sharedEnquiryTypes,
    extraFields: [],
    provider: webToCase('00D5J000000WiNo', 'WinoraRecaptcha'),
  },
  integrations: {
    captchaDefaultSiteKey: 'winora-recaptcha-site-key',
    consentDefaultDomainScript: 'winora-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_WINORA',
  },
  dealers: dealerSettings('dealers.winora.com'),
  navigation: bikeNavigation,
};
