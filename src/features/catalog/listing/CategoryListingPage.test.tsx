// @vitest-environment jsdom
/**
 * A category page whose page data carries its first page only (issue 20): the cards file the
 * build writes, served as a static host serves it, is asked for when the visitor needs it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCategoryListings, listingCardsDir } from '../../../gatsby/catalog/listings';
import type { FacetDefinition, ProductCard } from '../../../lib/product';
import { renderWithPage } from '../../../testing/render';
import { serveTemporarySite, type TemporarySite } from '../../../testing/static-site';
import { useListingHistory } from '../listing-history';
import type { CategoryListing } from '../page-data';
import { CatalogSettingsProvider } from '../settings';
import { catalogSettings, category, productCard } from '../test-factories';
import { CategoryListingPage } from './ListingPage';
import { useCategoryCards } from './use-category-cards';

const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));

vi.mock('gatsby', async () => ({
  navigate,
  Link: (await import('../../../testing/in-page-link')).InPageLink,
}));

const pageSize = 10;
/** 25 bikes, best sellers first by number; every fifth in size L, the others in M. */
const cards = Array.from({ length: 25 }, (_, index) =>
  productCard({
    id: `bike-${String(index + 1).padStart(2, '0')}`,
    sales: 100 - index,
    facets: { attrFrameSize: [index % 5 === 0 ? 'L' : 'M'] },
  }),
);
const definitions: FacetDefinition[] = [
  {
    key: 'attrFrameSize',
    label: 'Frame size',
    displayType: 'text',
    options: ['M', 'L'].map((code) => ({ code, name: code, colorHexCode: null })),
  },
];

let site: TemporarySite;
let listing: CategoryListing;

beforeAll(async () => {
  let built: CategoryListing | undefined;
  site = await serveTemporarySite('listing-cards', (dir) => {
    const cardTexts = cards.map((card) => JSON.stringify(card));
    built = buildCategoryListings(
      dir,
      new Map([['city', { cardTexts, facets: JSON.stringify(definitions), language: 'en' }]]),
      pageSize,
    ).get('city');
  });
  // jsdom's fetch takes whole addresses only; the browser resolves the page's own.
  listing = { ...built!, cardsUrl: `${site.origin}${built!.cardsUrl}` };
});
afterAll(() => site.close());

const fetches = vi.spyOn(globalThis, 'fetch');
/**
 * The addresses of the cards files asked for. The tiles also ask the store-api for their live
 * offers, whenever a new set of tiles shows (`useLiveCards`); when those calls go out depends on
 * the machine's load, and they are not what these tests are about.
 */
const cardRequests = () =>
  fetches.mock.calls
    .map(([input]) => String(input instanceof Request ? input.url : input))
    .filter((url) => new URL(url).pathname.startsWith(`/${listingCardsDir}/`));
beforeEach(() => {
  navigate.mockClear();
  fetches.mockClear();
  window.sessionStorage.clear();
  useListingHistory.getState().reset();
});
afterEach(cleanup);

function renderCategory(search = '', shown: CategoryListing = listing) {
  return renderWithPage(
    <CatalogSettingsProvider value={catalogSettings({ catalog: { categoryPageSize: pageSize } })}>
      <CategoryListingPage category={category({ facets: definitions })} listing={shown} search={search} />
    </CatalogSettingsProvider>,
  );
}

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const status = () => screen.getByRole('status').textContent;
/** Waits for the cards file: a local server answers in milliseconds, a busy machine may take seconds. */
const loaded = (expected: string) => waitFor(() => expect(status()).toBe(expected), { timeout: 10_000 });

describe('CategoryListingPage with a built first page', () => {
  it('shows the built first page, total and counts of every card, and asks for nothing', () => {
    renderCategory();
    expect(listing.firstPage).toHaveLength(pageSize);
    expect(names()).toEqual(cards.slice(0, pageSize).map((card) => card.name));
    expect(status()).toBe('25 products');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/gb/en/bikes/e-bikes/city/?page=3',
    );
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const sizes = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', {
      name: 'Frame size',
    });
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['M (20)', 'L (5)']);
    expect(cardRequests()).toEqual([]);
  });

  it('loads every card for another page, showing the built one as busy meanwhile', async () => {
    renderCategory();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 3' }),
    );
    expect(status()).toBe('Loading the products…');
    expect(screen.getByRole('region', { name: 'Products' }).getAttribute('aria-busy')).toBe('true');
    await loaded('25 products');
    expect(names()).toEqual(cards.slice(20).map((card) => card.name));
    expect(screen.getByRole('region', { name: 'Products' }).hasAttribute('aria-busy')).toBe(false);
    expect(cardRequests()).toEqual([listing.cardsUrl]);
  });

  it('keeps the first page’s cards as built, so tiles still waiting to hydrate keep their props', async () => {
    let shown: readonly ProductCard[] | null = null;
    function Probe() {
      const { cards: loaded, request } = useCategoryCards(listing);
      shown = loaded;
      return (
        <button type="button" onClick={request}>
          load
        </button>
      );
    }
    renderWithPage(<Probe />);
    fireEvent.click(screen.getByRole('button', { name: 'load' }));
    await waitFor(() => expect(shown).not.toBeNull(), { timeout: 10_000 });
    expect(shown).toHaveLength(cards.length);
    for (const card of listing.firstPage) expect(shown!.find((entry) => entry.id === card.id)).toBe(card);
  });

  it('marks a chosen filter at once, while every card loads, then lists every card it selects', async () => {
    renderCategory();
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const sizes = () =>
      within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('group', { name: 'Frame size' });
    fireEvent.click(within(sizes()).getByRole('checkbox', { name: 'L (5)' }));
    expect((within(sizes()).getByRole('checkbox', { name: 'L (5)' }) as HTMLInputElement).checked).toBe(true);
    expect(status()).toBe('Loading the products…');
    await loaded('5 products');
    expect(names()).toEqual(['bike-01', 'bike-06', 'bike-11', 'bike-16', 'bike-21'].map((id) => `Bike ${id}`));
    // Counted from every card now: M with L chosen adds the other 20.
    expect((within(sizes()).getByRole('checkbox', { name: 'M (20)' }) as HTMLInputElement).checked).toBe(false);
  });

  it('applies a shared link’s filter to every card, not to the first page only', async () => {
    renderCategory('?attrFrameSize=L');
    await loaded('5 products');
    expect(names()).toEqual(['bike-01', 'bike-06', 'bike-11', 'bike-16', 'bike-21'].map((id) => `Bike ${id}`));
  });

  it('asks for the cards when the visitor reaches for the sort, before choosing', async () => {
    renderCategory();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.pointerDown(select);
    expect(cardRequests()).toEqual([listing.cardsUrl]);
    // Reaching again asks nothing more; the built listing stays as it is.
    fireEvent.focusIn(select);
    expect(status()).toBe('25 products');
    fireEvent.change(select, { target: { value: '-p' } });
    await loaded('25 products');
    await waitFor(() => expect(names()[0]).toBe('Bike bike-01'), { timeout: 10_000 });
    expect(cardRequests()).toEqual([listing.cardsUrl]);
  });

  it('says when the cards could not be loaded, and loads them on retry', async () => {
    // A host that fails its first answer (a deploy under way, a dropped connection), then serves the site.
    let answers = 0;
    const flaky = http.createServer((request, response) => {
      answers += 1;
      if (answers === 1) {
        response.writeHead(503).end();
        return;
      }
      void fetch(`${site.origin}${request.url ?? '/'}`)
        .then((answer) => answer.text())
        .then((text) => response.writeHead(200, { 'content-type': 'application/json' }).end(text));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}`;
    const failing = { ...listing, cardsUrl: `${origin}${new URL(listing.cardsUrl!).pathname}` };
    try {
      renderCategory('?sort=p', failing);
      await loaded('The products could not be loaded.');
      expect(names()).toEqual(cards.slice(0, pageSize).map((card) => card.name));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      });
      await loaded('25 products');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(answers).toBe(2);
    } finally {
      flaky.close();
    }
  });

  it('shows a listing whose first page holds every card as built, and sorts only when asked', () => {
    // Equal sales: sorting again would put Alpha first by name, the build's order stands.
    const zeta = productCard({ id: 'zeta', name: 'Zeta', sales: 5, price: { amount: 900, currency: 'EUR' } });
    const alpha = productCard({ id: 'alpha', name: 'Alpha', sales: 5, price: { amount: 1000, currency: 'EUR' } });
    renderCategory('', { firstPage: [zeta, alpha], total: 2, facets: [], cardsUrl: null });
    expect(names()).toEqual(['Zeta', 'Alpha']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: '-p' } });
    expect(names()).toEqual(['Alpha', 'Zeta']);
    expect(cardRequests()).toEqual([]);
  });
});
