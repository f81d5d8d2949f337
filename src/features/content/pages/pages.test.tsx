// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { ContentDataProvider } from '../blocks/content-data';
import { loadBlocks } from '../blocks/registry';
import { card } from '../../../lib/product/fixtures';
import {
  asset,
  campaign,
  categoryPage,
  contactMethod,
  courier,
  doc,
  emptyAsset,
  faq,
  faqItem,
  hero,
  paymentMethod,
  productLine,
  productTeaser,
  publication,
  relatedStory,
  returnMethod,
  shippingMethod,
  storyLink,
  teaserGrid,
} from '../blocks/test-factories';
import { CampaignListingPage } from './CampaignListingPage';
import { CampaignPage } from './CampaignPage';
import { CategoryPage } from './CategoryPage';
import { ContactMethodListingPage } from './ContactMethodListingPage';
import { ContactMethodPage } from './ContactMethodPage';
import { ContentPage } from './ContentPage';
import { HomePage } from './HomePage';
import { PaymentMethodListingPage } from './PaymentMethodListingPage';
import { PaymentMethodPage } from './PaymentMethodPage';
import { ProductLineListingPage } from './ProductLineListingPage';
import { ProductLinePage } from './ProductLinePage';
import { PublicationListingPage } from './PublicationListingPage';
import { PublicationPage } from './PublicationPage';
import { SearchPage } from './SearchPage';
import { ShippingMethodListingPage } from './ShippingMethodListingPage';
import { ShippingMethodPage } from './ShippingMethodPage';
import { SplashPage } from './SplashPage';
import { StoreLocatorPage } from './StoreLocatorPage';
import { parseListedStories } from './story';
import {
  campaignListing,
  contactMethodListing,
  contentPage,
  homePage,
  listedEntry,
  paymentMethodListing,
  productLineListing,
  publicationListing,
  searchPage,
  shippingMethodListing,
  splashPage,
  storeLocatorPage,
} from './test-factories';

const navigate = vi.hoisted(() => vi.fn(() => Promise.resolve()));

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    navigate,
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to }, children),
  };
});

// As after the first page: every block's code has arrived, so pages render whole at once.
beforeAll(() => loadBlocks());
beforeEach(() => navigate.mockClear());
afterEach(cleanup);

/** Exactly one `<h1>`, with this text. */
function expectPageTitle(name: string) {
  const titles = screen.getAllByRole('heading', { level: 1 });
  expect(titles.map((title) => title.textContent)).toEqual([name]);
}

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('HomePage', () => {
  it('lets the leading hero own the page title', () => {
    renderWithPage(<HomePage content={homePage({ title: 'Home', body: [hero({ title: 'Ride further' })] })} />);
    expectPageTitle('Ride further');
    expect(screen.queryByText('Home')).toBeNull();
  });

  it('shows the page title when the body has no hero, or a hero without a title', () => {
    const { unmount } = renderWithPage(<HomePage content={homePage({ title: 'Welcome', body: [teaserGrid()] })} />);
    expectPageTitle('Welcome');
    unmount();
    renderWithPage(<HomePage content={homePage({ title: 'Welcome', body: [hero({ title: '' })] })} />);
    expectPageTitle('Welcome');
  });
});

describe('ContentPage', () => {
  it('shows the title and the body blocks', () => {
    renderWithPage(<ContentPage content={contentPage({ title: 'About us' })} />);
    expectPageTitle('About us');
    expect(screen.getByText('Some words about bikes.')).toBeTruthy();
  });
});

describe('PublicationListingPage', () => {
  const publications = parseListedStories(
    [
      listedEntry(publication({ title: 'Winter commuting', date: '2024-11-02 09:00' }), 'shop/gb/stories/winter'),
      listedEntry(publication({ title: 'Chain care', date: '2025-03-01 10:00' }), 'shop/gb/stories/chain-care'),
    ],
    'publication',
  );

  it('lists the publications newest first, each linking to its page with its date', () => {
    renderWithPage(<PublicationListingPage content={publicationListing()} publications={publications} />);
    expectPageTitle('Stories');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual(['Chain care', 'Winter commuting']);
    expect(linkTo('Chain care')).toBe('/gb/en/stories/chain-care/');
    expect(screen.getByText('1 March 2025').getAttribute('datetime')).toBe('2025-03-01T10:00:00.000Z');
  });

  it('says so when the folder holds no publication yet, and still shows its blocks', () => {
    renderWithPage(
      <PublicationListingPage
        content={publicationListing({ body: [faq({ title: 'Questions', items: [relatedStory(faqItem())] })] })}
        publications={[]}
      />,
    );
    expect(screen.getByText('There is nothing here yet. Please check back soon.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Questions' })).toBeTruthy();
  });
});

describe('PublicationPage', () => {
  it('shows title, category, author, the date in the page language and the body', () => {
    renderWithPage(
      <PublicationPage
        content={publication({
          title: 'Kettenpflege',
          category: 'Tutorials',
          author: 'Werkstatt-Team',
          date: '2025-03-01 10:00',
          hero_image: asset({ alt: 'Eine Kette' }),
          body: doc('So reinigst du die Kette.'),
        })}
      />,
      { brand: 'haibike', country: 'de', language: 'de' },
    );
    expectPageTitle('Kettenpflege');
    expect(screen.getByText('1. März 2025').tagName).toBe('TIME');
    expect(screen.getByText('Von Werkstatt-Team')).toBeTruthy();
    expect(screen.getByText('Tutorials')).toBeTruthy();
    expect(screen.getByText('So reinigst du die Kette.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Eine Kette' }).getAttribute('loading')).toBe('eager');
  });

  it('falls back to the first publication date and shows no image for an empty asset', () => {
    renderWithPage(
      <PublicationPage
        content={publication({ date: '', hero_image: emptyAsset() })}
        firstPublishedAt="2025-01-15T08:00:00.000Z"
      />,
    );
    expect(screen.getByText('15 January 2025')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('CampaignListingPage', () => {
  it('lists the campaigns with their periods, linking to their pages', () => {
    const campaigns = parseListedStories(
      [
        listedEntry(
          campaign({ title: 'Test ride weeks', starts_at: '2025-04-01 00:00', ends_at: '2025-05-15 00:00' }),
          'shop/gb/campaigns/test-ride-weeks',
        ),
      ],
      'campaign',
    );
    renderWithPage(<CampaignListingPage content={campaignListing()} campaigns={campaigns} />);
    expectPageTitle('Campaigns');
    expect(linkTo('Test ride weeks')).toBe('/gb/en/campaigns/test-ride-weeks/');
    expect(screen.getByText('1 April 2025').parentElement?.textContent).toBe('1 April 2025 – 15 May 2025');
  });
});

describe('CampaignPage', () => {
  it('shows period, text, call to action, products and resolved product lines', () => {
    const line = relatedStory(productLine({ name: 'Motus' }), { full_slug: 'shop/gb/product-lines/motus' });
    renderWithPage(
      <ContentDataProvider
        value={{
          products: { 'RB-1': card({ id: 'rb-1', sku: 'RB-1', name: 'Motus Tour', url: '/gb/en/p/motus/tour/' }) },
          teaserProducts: {},
          // The catalogue's tile is the catalog feature's; this page only places it.
          ProductTile: ({ card: shown }) => <a href={shown.url ?? ''}>{shown.name}</a>,
        }}
      >
        <CampaignPage
          content={campaign({
            title: 'Test ride weeks',
            starts_at: '2025-04-01 00:00',
            ends_at: '',
            text: doc('Book a test ride.'),
            link: storyLink('shop/gb/store-locator'),
            link_label: 'Find a dealer',
            product_teasers: [productTeaser({ title: 'On offer', product_numbers: ['RB-1'] })],
            product_lines: ['uuid-unresolved', line],
          })}
        />
      </ContentDataProvider>,
    );
    expectPageTitle('Test ride weeks');
    expect(screen.getByText('Campaign period')).toBeTruthy();
    expect(screen.getByText('1 April 2025').parentElement?.textContent).toBe('From 1 April 2025');
    expect(screen.getByText('Book a test ride.')).toBeTruthy();
    expect(linkTo('Find a dealer')).toBe('/gb/en/store-locator/');
    expect(linkTo('Motus Tour')).toBe('/gb/en/p/motus/tour/');
    const lines = screen.getByRole('heading', { level: 2, name: 'Product lines' }).parentElement!;
    expect(
      within(lines)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gb/en/product-lines/motus/']);
  });
});

describe('ProductLineListingPage and ProductLinePage', () => {
  it('lists the resolved lines as links to their pages', () => {
    const motus = relatedStory(productLine({ name: 'Motus', subtitle: 'The all-rounder' }), {
      full_slug: 'shop/gb/product-lines/motus',
    });
    renderWithPage(<ProductLineListingPage content={productLineListing({ items: [motus, 'uuid-unresolved'] })} />);
    expectPageTitle('Product lines');
    expect(linkTo('Motus')).toBe('/gb/en/product-lines/motus/');
    expect(screen.getByText('The all-rounder')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows a line with its subtitle and description', () => {
    renderWithPage(
      <ProductLinePage
        content={productLine({ name: 'Motus', subtitle: 'The all-rounder', body: doc('Made for it.') })}
      />,
    );
    expectPageTitle('Motus');
    expect(screen.getByText('The all-rounder')).toBeTruthy();
    expect(screen.getByText('Made for it.')).toBeTruthy();
  });
});

describe('contact, shipping and payment methods', () => {
  it('lists contact methods linking to their pages, skipping unresolved ones, then the FAQ', () => {
    const phone = relatedStory(contactMethod({ title: 'Call us' }), { full_slug: 'shop/gb/contact/phone' });
    renderWithPage(
      <ContactMethodListingPage
        content={contactMethodListing({
          items: ['uuid-unresolved', phone],
          body: [faq({ title: 'FAQ', items: [relatedStory(faqItem())] })],
        })}
      />,
    );
    expectPageTitle('Contact');
    expect(screen.getByRole('heading', { level: 2, name: 'Call us' })).toBeTruthy();
    expect(linkTo('Call us')).toBe('/gb/en/contact/phone/');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeTruthy();
  });

  it('shows a contact method on its own page with its long text', () => {
    renderWithPage(<ContactMethodPage content={contactMethod({ title: 'Call us', body: doc('We call back.') })} />);
    expectPageTitle('Call us');
    expect(screen.getByText('We call back.')).toBeTruthy();
  });

  it('lists shipping methods and shows couriers and return options on a method page', () => {
    const home = shippingMethod({
      title: 'Home delivery',
      couriers: [relatedStory(courier({ name: 'Parcel Express' })), 'uuid-unresolved'],
      return_methods: [relatedStory(returnMethod({ title: 'Parcel shop' }))],
    });
    const { unmount } = renderWithPage(
      <ShippingMethodListingPage
        content={shippingMethodListing({ items: [relatedStory(home, { full_slug: 'shop/gb/shipping/home' })] })}
      />,
    );
    expectPageTitle('Delivery');
    expect(linkTo('Home delivery')).toBe('/gb/en/shipping/home/');
    expect(screen.queryByText('Parcel Express')).toBeNull();
    unmount();

    renderWithPage(<ShippingMethodPage content={home} />);
    expectPageTitle('Home delivery');
    expect(screen.getByRole('heading', { level: 2, name: 'Couriers' })).toBeTruthy();
    expect(screen.getByText('Parcel Express')).toBeTruthy();
    expect(screen.getByText('Parcel shop')).toBeTruthy();
    expect(screen.getByText('How home delivery works.')).toBeTruthy();
  });

  it('lists payment methods and shows one on its page', () => {
    const transfer = paymentMethod({ title: 'Bank transfer', body: doc('We ship as soon as the payment arrives.') });
    const { unmount } = renderWithPage(
      <PaymentMethodListingPage
        content={paymentMethodListing({ items: [relatedStory(transfer, { full_slug: 'shop/gb/payment/transfer' })] })}
      />,
    );
    expectPageTitle('Payment');
    expect(linkTo('Bank transfer')).toBe('/gb/en/payment/transfer/');
    unmount();

    renderWithPage(<PaymentMethodPage content={transfer} />);
    expectPageTitle('Bank transfer');
    expect(screen.getByText('We ship as soon as the payment arrives.')).toBeTruthy();
  });

  it('lists only the payment and shipping methods the checkout offers', () => {
    const transfer = paymentMethod({ title: 'Bank transfer', technical_name: 'payment_prepayment' });
    const card = paymentMethod({ title: 'Credit card', technical_name: 'payment_card' });
    const items = [
      relatedStory(transfer, { full_slug: 'shop/gb/payment/transfer' }),
      relatedStory(card, { full_slug: 'shop/gb/payment/card' }),
    ];
    const { unmount } = renderWithPage(
      <PaymentMethodListingPage content={paymentMethodListing({ items })} offered={['payment_prepayment']} />,
    );
    expect(linkTo('Bank transfer')).toBe('/gb/en/payment/transfer/');
    expect(screen.queryByText('Credit card')).toBeNull();
    unmount();
    const home = shippingMethod({ title: 'Home delivery', technical_name: 'homeDelivery' });
    const pickup = shippingMethod({ title: 'Pick up at your dealer', technical_name: 'dealerPickup' });
    renderWithPage(
      <ShippingMethodListingPage
        content={shippingMethodListing({
          items: [
            relatedStory(home, { full_slug: 'shop/gb/shipping/home' }),
            relatedStory(pickup, { full_slug: 'shop/gb/shipping/dealer' }),
          ],
        })}
        offered={['dealerPickup']}
      />,
    );
    expect(linkTo('Pick up at your dealer')).toBe('/gb/en/shipping/dealer/');
    expect(screen.queryByText('Home delivery')).toBeNull();
  });

  it('says so when a listing has no resolved item', () => {
    renderWithPage(<PaymentMethodListingPage content={paymentMethodListing({ items: ['uuid-unresolved'] })} />);
    expect(screen.getByText('There is nothing here yet. Please check back soon.')).toBeTruthy();
  });
});

describe('SplashPage', () => {
  it('shows the title and text over a decorative image, with one link into the site', () => {
    const { container } = renderWithPage(<SplashPage content={splashPage()} />);
    expectPageTitle('Welcome to Raleigh');
    expect(screen.getByText('Choose your country and language.')).toBeTruthy();
    expect(linkTo('Enter the site')).toBe('/gb/en/');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows no image for an empty asset', () => {
    const { container } = renderWithPage(<SplashPage content={splashPage({ background: emptyAsset() })} />);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('StoreLocatorPage', () => {
  it('offers the search, the location button and the filters the content names, with the content labels', () => {
    renderWithPage(<StoreLocatorPage content={storeLocatorPage()} />);
    expectPageTitle('Find a dealer');
    expect(screen.getByText('Find a dealer near you for a test ride.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postcode or town' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Distance' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Collect in store' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Test centre' })).toBeTruthy();
    const bikeTypes = screen.getByRole('group', { name: 'Bike types' });
    expect(within(bikeTypes).getByRole('checkbox', { name: 'City bikes' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves out the filters a brand does not offer', () => {
    renderWithPage(<StoreLocatorPage content={storeLocatorPage({ filters: ['test_center'] })} />);
    expect(screen.queryByRole('checkbox', { name: 'Collect in store' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Bike types' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Test centre' })).toBeTruthy();
  });
});

describe('SearchPage', () => {
  it('has a labelled search field', () => {
    renderWithPage(<SearchPage content={searchPage()} search="" />, { page: { canonicalPath: '/gb/en/search/' } });
    expectPageTitle('Search');
    expect(screen.getByRole('searchbox', { name: 'Search term' }).getAttribute('placeholder')).toBe(
      'What are you looking for?',
    );
  });

  it('keeps the term of ?q= in the field and shows the results it is given below the form', () => {
    renderWithPage(
      <SearchPage content={searchPage()} search="?q=chain%20oil">
        <p>3 products found</p>
      </SearchPage>,
    );
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('chain oil');
    expect(screen.getByText('3 products found')).toBeTruthy();
  });

  it('navigates to the same page with the term in ?q=', () => {
    renderWithPage(<SearchPage content={searchPage()} search="" />, { page: { canonicalPath: '/gb/en/search/' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' e-bike & more ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(navigate).toHaveBeenCalledWith('/gb/en/search/?q=e-bike%20%26%20more');
  });
});

describe('CategoryPage', () => {
  it('shows title, intro and lead image, then its blocks', () => {
    renderWithPage(
      <CategoryPage
        content={categoryPage({
          title: 'Brakes',
          intro: 'Stop well.',
          hero_image: asset({ alt: 'A disc brake' }),
          body: [
            teaserGrid({
              title: 'Rim brakes',
              items: [relatedStory(categoryPage({ title: 'Rim', intro: 'Light and simple.' }))],
            }),
          ],
        })}
      />,
    );
    expectPageTitle('Brakes');
    expect(screen.getByText('Stop well.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A disc brake' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('heading', { level: 2, name: 'Rim brakes' })).toBeTruthy();
  });
});
