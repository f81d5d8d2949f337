/**
 * Typed factories of page content types for the page tests, beside the block factories they
 * build on (`../blocks/test-factories`). Every field is overridable.
 */
import type {
  CampaignListingContent,
  ContactMethodListingContent,
  ContentTypeBlock,
  PageContent,
  PaymentMethodListingContent,
  ProductLineListingContent,
  PublicationListingContent,
  SearchPageContent,
  ShippingMethodListingContent,
  SplashPageContent,
  StoreLocatorPageContent,
} from '../../../services/storyblok/model';
import { asset, hero, richTextBlock, storyLink, uid } from '../blocks/test-factories';
import type { ListedEntryData, StoryData } from './story';

const seo = { meta_title: '', meta_description: '' };

export const homePage = (overrides: Partial<PageContent> = {}): PageContent => ({
  _uid: uid('home'),
  component: 'page',
  ...seo,
  title: 'Home',
  page_kind: 'home',
  body: [hero({ title: 'Ride further' }), richTextBlock()],
  ...overrides,
});

export const contentPage = (overrides: Partial<PageContent> = {}): PageContent => ({
  _uid: uid('page'),
  component: 'page',
  ...seo,
  title: 'About us',
  page_kind: 'page',
  body: [richTextBlock()],
  ...overrides,
});

export const publicationListing = (overrides: Partial<PublicationListingContent> = {}): PublicationListingContent => ({
  _uid: uid('publications'),
  component: 'publication_listing',
  ...seo,
  title: 'Stories',
  intro: 'Rides, care and know-how.',
  body: [],
  ...overrides,
});

export const campaignListing = (overrides: Partial<CampaignListingContent> = {}): CampaignListingContent => ({
  _uid: uid('campaigns'),
  component: 'campaign_listing',
  ...seo,
  title: 'Campaigns',
  intro: 'What is on right now.',
  body: [],
  ...overrides,
});

export const productLineListing = (overrides: Partial<ProductLineListingContent> = {}): ProductLineListingContent => ({
  _uid: uid('lines'),
  component: 'product_line_listing',
  ...seo,
  title: 'Product lines',
  intro: 'Find the bike for your ride.',
  items: [],
  ...overrides,
});

export const contactMethodListing = (
  overrides: Partial<ContactMethodListingContent> = {},
): ContactMethodListingContent => ({
  _uid: uid('contact'),
  component: 'contact_method_listing',
  ...seo,
  title: 'Contact',
  intro: 'We are here to help.',
  items: [],
  body: [],
  ...overrides,
});

export const shippingMethodListing = (
  overrides: Partial<ShippingMethodListingContent> = {},
): ShippingMethodListingContent => ({
  _uid: uid('shipping'),
  component: 'shipping_method_listing',
  ...seo,
  title: 'Delivery',
  intro: 'How your order reaches you.',
  items: [],
  body: [],
  ...overrides,
});

export const paymentMethodListing = (
  overrides: Partial<PaymentMethodListingContent> = {},
): PaymentMethodListingContent => ({
  _uid: uid('payment'),
  component: 'payment_method_listing',
  ...seo,
  title: 'Payment',
  intro: 'Pay the way you like.',
  items: [],
  ...overrides,
});

export const splashPage = (overrides: Partial<SplashPageContent> = {}): SplashPageContent => ({
  _uid: uid('splash'),
  component: 'splash_page',
  ...seo,
  title: 'Welcome to Raleigh',
  text: 'Choose your country and language.',
  background: asset({ alt: 'A rider at dawn' }),
  link: storyLink('shop/gb/'),
  link_label: 'Enter the site',
  ...overrides,
});

export const storeLocatorPage = (overrides: Partial<StoreLocatorPageContent> = {}): StoreLocatorPageContent => ({
  _uid: uid('locator'),
  component: 'store_locator_page',
  ...seo,
  title: 'Find a dealer',
  intro: 'Find a dealer near you for a test ride.',
  filters: ['collect_in_store', 'test_center', 'bike_types'],
  collect_in_store_label: 'Collect in store',
  test_center_label: 'Test centre',
  bike_types_label: 'Bike types',
  ...overrides,
});

export const searchPage = (overrides: Partial<SearchPageContent> = {}): SearchPageContent => ({
  _uid: uid('search'),
  component: 'search_page',
  ...seo,
  title: 'Search',
  intro: 'Search for bikes, parts and stories.',
  placeholder: 'What are you looking for?',
  no_results: 'No results. Try a different word.',
  ...overrides,
});

/** The page-query data of a story, as the templates receive it. */
export function storyData(content: ContentTypeBlock, overrides: { id?: string; first_published_at?: string } = {}) {
  return {
    storyblokEntry: {
      id: overrides.id ?? `storyblokentry-${uid('node')}-default`,
      content: JSON.stringify(content),
      ...overrides,
    },
  } satisfies StoryData;
}

/** A story of a listing's folder, as the listing templates query it. */
export function listedEntry(
  content: ContentTypeBlock,
  fullSlug: string,
  overrides: Partial<ListedEntryData> = {},
): ListedEntryData {
  return {
    id: `storyblokentry-${uid('node')}-default`,
    full_slug: fullSlug,
    first_published_at: '2025-01-01T00:00:00.000Z',
    content: JSON.stringify(content),
    ...overrides,
  };
}
