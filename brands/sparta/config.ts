import type { BrandDefinition } from '../../src/config/schema';
import { countries } from '../shared/countries';
import { webToCase } from '../shared/contact';
import { dealerSettings } from '../shared/dealers';
import { sharedEnquiryTypes } from '../shared/enquiry-types';
import { ascendingAttributes, bikeListingFilters, bikeNavigation } from '../shared/navigation';

/** Brand E of the spec: the Dutch brand; frame number and dealer name on the contact form. */
export const config: Omit<BrandDefinition, 'theme'> = {
  name: 'sparta',
  displayName: 'Sparta',
  tagline: 'taglineBikes',
  siteUrl: 'https://www.sparta.nl',
  countries: countries('sparta', 'https://shop.sparta.nl', [
    ['nl', ['nl']],
    ['dk', ['da']],
    ['be', ['nl', 'fr']],
  ]),
  defaultHreflang: 'nl-nl',
  routing: {
    localeSeparator: '-',
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
    reviewsGallery: false,
    geometryTable: false,
    sizeFinder: true,
    keyFeaturesAccordion: true,
    ordering: true,
    bikeComparison: true,
    quantitySelection: false,
    internationalPrice: false,
    shippingLogic: 'shippingMethodAlternate',
    cityBeforePostalCode: false,
  },
  catalog: {
    categoryPageSize: 40,
    breadcrumbDepth: 2,
    cycleToWorkCountries: [],
    listingFilters: bikeListingFilters,
    ascendingAttributes,
  },
  reviews: {
    enabled: true,
    minimumCount: 0,
    appKey: 'SpT5rN8kW2qX7vB3mZ9cL4hY6dG1jFa',
    secretEnv: 'REVIEWS_SECRET_SPARTA',
  },
  contact: {
    enquiryTypes: sharedEnquiryTypes,
    extraFields: ['frameNumber', 'dealerName'],
    // Belgian dealers are kept in a field of their own in sparta's org.
    provider: webToCase('00D5J000000SpAr', 'SpartaRecaptcha', {
      countryFieldIds: { be: { dealerName: '00N5J00000A1fDb' } },
    }),
  },
  integrations: {
    captchaDefaultSiteKey: 'sparta-recaptcha-site-key',
    consentDefaultDomainScript: 'sparta-consent-domain',
    sentryDsnEnv: 'SENTRY_DSN_SPARTA',
  },
  dealers: dealerSettings('dealers.sparta.nl'),
  navigation: bikeNavigation,
};
