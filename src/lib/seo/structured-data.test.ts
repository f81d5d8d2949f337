import { describe, expect, it } from 'vitest';
import { checkRichResults } from '../../testing/rich-results';
import {
  type SiteFacts,
  articleLd,
  breadcrumbListLd,
  faqPageLd,
  localBusinessLd,
  organizationLd,
  productLd,
  serializeJsonLd,
  webSiteLd,
} from './structured-data';

const site: SiteFacts = { siteUrl: 'https://www.example.com', name: 'Raleigh' };
const htmlOf = (objects: readonly (object | null)[]) =>
  objects.map((object) => `<script type="application/ld+json">${serializeJsonLd(object)}</script>`).join('');

async function expectRichResults(objects: readonly (object | null)[], types: string[]) {
  const report = await checkRichResults(`<html><head>${htmlOf(objects)}</head></html>`);
  expect(report).toEqual({ types, unknownTypes: [], failures: [], unreadable: [] });
}

const gbp = (amount: number) => ({ amount, currency: 'GBP' });

describe('productLd', () => {
  const product = productLd(site, {
    name: 'Motus Tour',
    sku: 'MT-1',
    ean: '4005',
    description: 'The touring e-bike.',
    brand: 'Raleigh',
    images: ['https://media.example/motus.jpg'],
    path: '/gb/en/motus-tour/diamond/',
    variants: [
      { sku: 'MT-1-S', path: '/gb/en/motus-tour/diamond/?size=s', price: gbp(2499), stockStatus: 'inStock' },
      { sku: 'MT-1-L', path: null, price: gbp(2599.5), stockStatus: 'lowStock' },
      { sku: 'MT-1-XL', path: null, price: gbp(2599.5), stockStatus: 'outOfStock' },
    ],
  });

  it('gives every variant an offer with its price, the channel’s currency and availability', () => {
    expect(product?.offers).toEqual([
      expect.objectContaining({
        sku: 'MT-1-S',
        url: 'https://www.example.com/gb/en/motus-tour/diamond/?size=s',
        price: '2499.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        sku: 'MT-1-L',
        url: 'https://www.example.com/gb/en/motus-tour/diamond/',
        price: '2599.50',
        availability: 'https://schema.org/LimitedAvailability',
      }),
      expect.objectContaining({ sku: 'MT-1-XL', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('meets Google’s product requirements', async () => {
    await expectRichResults([product], ['Product']);
  });

  it('carries the rating of a reviewed product, rounded as the page shows it, and meets Google’s requirements', async () => {
    const rated = productLd(site, {
      name: 'Motus Tour',
      sku: 'MT-1',
      images: ['https://media.example/motus.jpg'],
      path: '/gb/en/motus-tour/diamond/',
      variants: [{ sku: 'MT-1-S', path: null, price: gbp(2499), stockStatus: 'inStock' }],
      rating: { average: 4.26, count: 23 },
    });
    expect(rated?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 23,
      bestRating: 5,
      worstRating: 1,
    });
    await expectRichResults([rated], ['Product']);
  });

  it('names no rating for a product without reviews', () => {
    const unrated = productLd(site, {
      name: 'Motus Tour',
      sku: 'MT-1',
      images: [],
      path: '/gb/en/motus-tour/diamond/',
      variants: [{ sku: 'MT-1-S', path: null, price: gbp(2499), stockStatus: 'inStock' }],
      rating: { average: 0, count: 0 },
    });
    expect(unrated).not.toHaveProperty('aggregateRating');
  });

  it('is left out where the channel shows no prices', () => {
    expect(
      productLd(site, {
        name: 'Motus Tour',
        sku: 'MT-1',
        images: [],
        path: '/int-en/o/motus-tour/',
        variants: [{ sku: 'MT-1-S', path: null, price: null, stockStatus: 'inStock' }],
      }),
    ).toBeNull();
  });
});

describe('breadcrumbListLd', () => {
  it('numbers the trail from 1 with absolute items and meets Google’s requirements', async () => {
    const trail = breadcrumbListLd(site, [
      { name: 'Home', path: '/gb/en/' },
      { name: 'E-bikes', path: '/gb/en/e-bikes/' },
      { name: 'City', path: '/gb/en/e-bikes/city/' },
    ]);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/gb/en/' },
      { '@type': 'ListItem', position: 2, name: 'E-bikes', item: 'https://www.example.com/gb/en/e-bikes/' },
      { '@type': 'ListItem', position: 3, name: 'City', item: 'https://www.example.com/gb/en/e-bikes/city/' },
    ]);
    await expectRichResults([trail], ['BreadcrumbList']);
  });

  it('fails the check with a single crumb (Google wants two)', async () => {
    const report = await checkRichResults(htmlOf([breadcrumbListLd(site, [{ name: 'Home', path: '/gb/en/' }])]));
    expect(report.failures).toEqual([expect.stringContaining('at least two list items')]);
  });
});

describe('faqPageLd', () => {
  it('keeps answered questions only and meets Google’s requirements', async () => {
    const faq = faqPageLd([
      { question: 'How long is the warranty?', answer: 'Five years on the frame.' },
      { question: 'Unanswered?', answer: ' ' },
    ]);
    expect(faq?.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How long is the warranty?',
        acceptedAnswer: { '@type': 'Answer', text: 'Five years on the frame.' },
      },
    ]);
    await expectRichResults([faq], ['FAQPage']);
  });

  it('is null without questions', () => {
    expect(faqPageLd([])).toBeNull();
  });
});

describe('articleLd', () => {
  it('names headline, image, dates and author and meets Google’s requirements', async () => {
    const article = articleLd(site, {
      headline: 'Winter riding',
      path: '/gb/en/news/winter-riding/',
      description: 'Keep going.',
      images: ['https://a.example/f/1/2400x1600/abc/winter.jpg/m/1200x630/filters:quality(70)'],
      author: 'Sam Rider',
      datePublished: '2025-01-10T09:00:00.000Z',
      dateModified: '2025-02-01T09:00:00.000Z',
      language: 'en',
    });
    expect(article).toMatchObject({
      headline: 'Winter riding',
      author: { '@type': 'Person', name: 'Sam Rider' },
      datePublished: '2025-01-10T09:00:00.000Z',
      dateModified: '2025-02-01T09:00:00.000Z',
      mainEntityOfPage: 'https://www.example.com/gb/en/news/winter-riding/',
    });
    await expectRichResults([article], ['Article']);
  });

  it('shortens a headline past Google’s 110 characters and names the brand without an author', () => {
    const article = articleLd(site, { headline: 'x'.repeat(130), path: '/gb/en/a/', images: [], language: 'en' });
    expect(String(article.headline)).toHaveLength(110);
    expect(article.author).toEqual({ '@type': 'Organization', name: 'Raleigh', url: 'https://www.example.com/' });
  });
});

describe('localBusinessLd', () => {
  it('gives a dealer its address and position and meets Google’s requirements', async () => {
    const dealer = localBusinessLd(site, {
      name: 'Cycle Centre',
      path: '/gb/en/d123/cycle-centre-leeds/',
      streetAddress: '1 Wheel Street',
      postalCode: 'LS1 1AA',
      city: 'Leeds',
      country: 'gb',
      latitude: 53.8,
      longitude: -1.55,
    });
    expect(dealer).toHaveProperty('address', {
      '@type': 'PostalAddress',
      streetAddress: '1 Wheel Street',
      postalCode: 'LS1 1AA',
      addressLocality: 'Leeds',
      addressCountry: 'GB',
    });
    expect(dealer).toHaveProperty('geo', { '@type': 'GeoCoordinates', latitude: 53.8, longitude: -1.55 });
    await expectRichResults([dealer], ['LocalBusiness']);
  });
});

describe('the home page’s organisation and site search', () => {
  it('points the search at the locale’s search page with the term in q', async () => {
    const webSite = webSiteLd(site, { homePath: '/gb/en/', searchPath: '/gb/en/search/', language: 'en' });
    expect(webSite.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.com/gb/en/search/?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    await expectRichResults([organizationLd(site), webSite], ['Organization', 'WebSite']);
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so no text can close the script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    );
  });
});
