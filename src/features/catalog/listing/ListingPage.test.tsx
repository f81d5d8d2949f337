// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageFrame, renderWithPage, type RenderWithPageOptions } from '../../../testing/render';
import { listingHistoryKey, useListingHistory } from '../listing-history';
import { CatalogSettingsProvider, type CatalogSettings } from '../settings';
import { catalogSettings, category, productCard } from '../test-factories';
import { hydratedAttribute } from '../../../components/hydrate-on-view';
import { ListingPage, type ListingPageProps } from './ListingPage';

const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));

vi.mock('gatsby', async () => ({
  navigate,
  Link: (await import('../../../testing/in-page-link')).InPageLink,
}));

const black = { code: 'BLACK-MATT', name: 'Matt black', colorHexCode: '#111111', url: null };
const blue = { code: 'DEEP-BLUE', name: 'Deep blue', colorHexCode: '#123456', url: null };

const cards = [
  productCard({
    id: 'alpha',
    name: 'Alpha',
    price: { amount: 1500, currency: 'EUR' },
    createdAt: '2025-03-01T00:00:00.000Z',
    sales: 10,
    colors: [black],
    facets: { attrFrameShape: ['DIAMOND'], attrFrameSize: ['S', 'M'], attrMarketingColor: ['BLACK-MATT'] },
  }),
  productCard({
    id: 'bravo',
    name: 'Bravo',
    price: { amount: 900, currency: 'EUR' },
    createdAt: '2025-05-01T00:00:00.000Z',
    sales: 50,
    stockStatus: 'outOfStock',
    colors: [blue],
    facets: { attrFrameShape: ['LOW-STEP'], attrFrameSize: ['M'], attrMarketingColor: ['DEEP-BLUE'] },
  }),
  productCard({
    id: 'charlie',
    name: 'Charlie',
    price: { amount: 2500, currency: 'EUR' },
    createdAt: '2025-01-01T00:00:00.000Z',
    sales: 5,
    colors: [blue],
    facets: { attrFrameShape: ['DIAMOND'], attrFrameSize: ['L'], attrMarketingColor: ['DEEP-BLUE'] },
  }),
  productCard({
    id: 'delta',
    name: 'Delta',
    price: { amount: 1200, currency: 'EUR' },
    createdAt: '2025-04-01T00:00:00.000Z',
    sales: 20,
    colors: [black],
    facets: { attrFrameShape: ['LOW-STEP'], attrFrameSize: ['S'], attrMarketingColor: ['BLACK-MATT'] },
  }),
];

const path = '/gb/en/bikes/e-bikes/city/';

function renderListing(
  props: Partial<ListingPageProps> = {},
  settings: CatalogSettings = catalogSettings(),
  options: RenderWithPageOptions = {},
) {
  return renderWithPage(
    <CatalogSettingsProvider value={settings}>
      <ListingPage category={category()} cards={cards} {...props} />
    </CatalogSettingsProvider>,
    options,
  );
}

/** Opens the filter disclosure (jsdom applies no media query, so the small-screen layout applies). */
function filters(): HTMLElement {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
  return screen.getByRole('complementary', { name: 'Filters' });
}

const group = (name: string) => within(filters()).getByRole('group', { name });

const names = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const replaced = (query: string) => [`${path}${query}`, { replace: true, state: { preserveScroll: true } }];

/**
 * The listing's server HTML (the default listing) hydrated in the document as the browser does,
 * with the page's address query; the console errors React reports meanwhile.
 */
async function hydrateListing(search: string) {
  const ui = (
    <PageFrame>
      <CatalogSettingsProvider value={catalogSettings()}>
        <ListingPage category={category()} cards={cards} search={search} />
      </CatalogSettingsProvider>
    </PageFrame>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const errors: unknown[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  const root = await act(async () => hydrateRoot(container, ui));
  spy.mockRestore();
  return { container, root, errors };
}

beforeEach(() => {
  navigate.mockClear();
  window.sessionStorage.clear();
  useListingHistory.getState().reset();
});
afterEach(cleanup);

describe('ListingPage', () => {
  it('shows the category with its products in recommended order: orderable first, then best sellers', () => {
    renderListing();
    expect(screen.getByRole('heading', { level: 1, name: 'City e-bikes' })).toBeTruthy();
    expect(screen.getByText('Electric bikes for the city.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 products');
    expect(names()).toEqual(['Delta', 'Alpha', 'Charlie', 'Bravo']);
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('href')).toBe('/gb/en/p/alpha/');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('filters without a reload and puts the filters into the URL, replacing the history entry', () => {
    renderListing();
    const shapes = group('Frame shape');
    fireEvent.click(within(shapes).getByRole('checkbox', { name: 'DIAMOND (2)' }));
    expect(names()).toEqual(['Alpha', 'Charlie']);
    expect(screen.getByRole('status').textContent).toBe('2 products');
    expect(navigate).toHaveBeenLastCalledWith(...replaced('?attrFrameShape=DIAMOND'));

    // Counts of another group follow the selection; AND across groups.
    const sizes = group('Frame size');
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['S (1)', 'M (1)', 'L (1)']);
    fireEvent.click(within(sizes).getByRole('checkbox', { name: 'M (1)' }));
    expect(names()).toEqual(['Alpha']);
    expect(navigate).toHaveBeenLastCalledWith(...replaced('?attrFrameShape=DIAMOND&attrFrameSize=M'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(names()).toHaveLength(4);
    expect(navigate).toHaveBeenLastCalledWith(...replaced(''));
  });

  it('names colour options from the swatches and disables options without results', () => {
    renderListing({ search: '?attrFrameShape=LOW-STEP' });
    const colours = group('Colour');
    const boxes = within(colours).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['Deep blue (1)', 'Matt black (1)']);
    const sizeL = within(group('Frame size')).getByRole('checkbox', {
      name: 'L (0)',
    }) as HTMLInputElement;
    expect(sizeL.disabled).toBe(true);
  });

  it('uses the catalogue labels of facet definitions when the page data has them', () => {
    renderListing({
      facetDefinitions: [
        {
          key: 'attrFrameShape',
          label: 'Frame type',
          displayType: 'text',
          options: [
            { code: 'LOW-STEP', name: 'Low step', colorHexCode: null },
            { code: 'DIAMOND', name: 'Diamond', colorHexCode: null },
          ],
        },
      ],
    });
    const shapes = group('Frame type');
    expect(
      within(shapes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Low step (2)', 'Diamond (2)']);
    fireEvent.click(within(shapes).getByRole('checkbox', { name: 'Low step (2)' }));
    expect(names()).toEqual(['Delta', 'Bravo']);
  });

  it('shows the listing of a shared link right after mount (filters, sort and page from the query)', () => {
    renderListing({ search: '?sort=p&attrMarketingColor=BLACK-MATT' });
    expect(names()).toEqual(['Delta', 'Alpha']);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('p');
    expect(
      (within(group('Colour')).getByRole('checkbox', { name: 'Matt black (2)' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['l', 'Newest first', ['Bravo', 'Delta', 'Alpha', 'Charlie'], '?sort=l'],
    ['p', 'Price: low to high', ['Bravo', 'Delta', 'Alpha', 'Charlie'], '?sort=p'],
    ['-p', 'Price: high to low', ['Charlie', 'Alpha', 'Delta', 'Bravo'], '?sort=-p'],
    ['r', 'Recommended', ['Delta', 'Alpha', 'Charlie', 'Bravo'], ''],
  ])('sorts by %s (%s) and keeps the sort letter in the URL', (sort, label, order, query) => {
    renderListing({ search: sort === 'r' ? '?sort=l' : '' });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(select).getByRole('option', { name: label })).toBeTruthy();
    fireEvent.change(select, { target: { value: sort } });
    expect(names()).toEqual(order);
    expect(navigate).toHaveBeenLastCalledWith(...replaced(query));
  });

  it('paginates with the brand page size; page links are real links with aria-current', () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      productCard({ id: `bike-${String(index + 1).padStart(2, '0')}`, sales: 100 - index }),
    );
    renderListing({ cards: many }, catalogSettings({ catalog: { categoryPageSize: 10 } }));
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Bike bike-01');
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(pagination).getByRole('link', { name: 'Page 1' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(`${path}?page=3`);
    expect(within(pagination).queryByRole('link', { name: 'Previous page' })).toBeNull();

    fireEvent.click(within(pagination).getByRole('link', { name: 'Page 2' }));
    expect(names()).toHaveLength(10);
    expect(names()[0]).toBe('Bike bike-11');
    expect(navigate).toHaveBeenLastCalledWith(`${path}?page=2`, { replace: false, state: { preserveScroll: true } });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Products' }));
    expect(within(pagination).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(pagination).getByRole('link', { name: 'Next page' }));
    expect(names()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('25 products');
  });

  it('adds no history entry and keeps focus when the current page is clicked', () => {
    const many = Array.from({ length: 25 }, (_, index) => productCard({ id: `bike-${index}` }));
    renderListing({ cards: many, search: '?sort=p&page=2' }, catalogSettings({ catalog: { categoryPageSize: 10 } }));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(pagination).getByRole('link', { name: 'Page 2' });
    expect(current.getAttribute('aria-current')).toBe('page');
    current.focus();
    fireEvent.click(current);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(current);

    fireEvent.click(within(pagination).getByRole('link', { name: 'Page 3' }));
    expect(navigate).toHaveBeenLastCalledWith(`${path}?sort=p&page=3`, {
      replace: false,
      state: { preserveScroll: true },
    });
  });

  it('shows the last page for a page number past it, and puts that page into the address', () => {
    const many = Array.from({ length: 25 }, (_, index) => productCard({ id: `bike-${index}` }));
    renderListing({ cards: many, search: '?sort=p&page=9' }, catalogSettings({ catalog: { categoryPageSize: 10 } }));
    expect(names()).toHaveLength(5);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenLastCalledWith(`${path}?sort=p&page=3`, {
      replace: true,
      state: { preserveScroll: true },
    });
  });

  it('uses the brand page size from the settings (no pagination when everything fits)', () => {
    renderListing({}, catalogSettings({ catalog: { categoryPageSize: 90 } }));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it.each([
    [2, ['Home', 'E-bikes', 'City e-bikes']],
    [3, ['Home', 'Bikes', 'E-bikes', 'City e-bikes']],
  ] as const)('shows breadcrumbs at depth %i, the last one current', (depth, crumbs) => {
    renderListing({}, catalogSettings({ catalog: { breadcrumbDepth: depth } }));
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(crumbs);
    expect(links[0]?.getAttribute('href')).toBe('/gb/en/');
    expect(links.at(-1)?.getAttribute('aria-current')).toBe('page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('links the subcategories as category labels', () => {
    renderListing({
      category: category({
        children: [
          { name: 'Trekking', path: '/gb/en/bikes/e-bikes/trekking/' },
          { name: 'Cargo', path: '/gb/en/bikes/e-bikes/cargo/' },
        ],
      }),
    });
    const nav = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Trekking', '/gb/en/bikes/e-bikes/trekking/'],
      ['Cargo', '/gb/en/bikes/e-bikes/cargo/'],
    ]);
  });

  it('records the listing as left in the persisted listing history; breadcrumbs and products set the flag', () => {
    renderListing({ search: '?sort=p' });
    const stored = () => JSON.parse(window.sessionStorage.getItem(listingHistoryKey) ?? 'null') as unknown;
    expect(stored()).toEqual({
      state: {
        lastListingPage: { path, query: '?sort=p', name: 'City e-bikes', localePrefix: '/gb/en/' },
        breadcrumbClicked: false,
      },
      version: 1,
    });
    fireEvent.click(within(group('Frame shape')).getByRole('checkbox', { name: 'DIAMOND (2)' }));
    expect(useListingHistory.getState().lastListingPage?.query).toBe('?sort=p&attrFrameShape=DIAMOND');

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'E-bikes' }),
    );
    expect(useListingHistory.getState().breadcrumbClicked).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Alpha' }));
    expect(useListingHistory.getState().breadcrumbClicked).toBe(false);
  });

  it('has labelled landmarks and controls: filters disclosure, fieldsets, sort select, result status', () => {
    renderListing();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Frame shape',
      'Frame size',
      'Colour',
    ]);
    expect(screen.getByRole('region', { name: 'Products' })).toBeTruthy();
    expect(screen.getAllByRole('list', { name: 'Available colours' })).toHaveLength(4);
    fireEvent.click(within(group('Colour')).getByRole('checkbox', { name: 'Deep blue (2)' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
  });

  it('says so when no product matches and when the category is empty', () => {
    renderListing({ cards: [] });
    expect(screen.getByText('There are no products in this category yet.')).toBeTruthy();
    cleanup();
    renderListing({ search: '?attrFrameShape=DIAMOND&attrMarketingColor=BLACK-MATT&attrFrameSize=L' });
    expect(screen.getByText('No products match your selection.')).toBeTruthy();
  });

  it('renders the default listing on the server and hydrates without mismatch, then applies the query', async () => {
    const ui = (
      <PageFrame>
        <CatalogSettingsProvider value={catalogSettings()}>
          <ListingPage category={category()} cards={cards} search="?sort=p" />
        </CatalogSettingsProvider>
      </PageFrame>
    );
    const html = renderToString(ui);
    expect(html.indexOf('Delta')).toBeLessThan(html.indexOf('Bravo'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, ui));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
      'Bravo',
      'Delta',
      'Alpha',
      'Charlie',
    ]);
    expect(navigate).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('hydrates the filters with the page when the address selects some, and applies them', async () => {
    const { container, root, errors } = await hydrateListing('?sort=p&attrMarketingColor=BLACK-MATT');
    expect(errors).toEqual([]);
    expect([...container.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(['Delta', 'Alpha']);
    fireEvent.click(within(container).getByRole('button', { name: 'Filters (1)' }));
    const black = within(container).getByRole('checkbox', { name: 'Matt black (2)' }) as HTMLInputElement;
    expect(black.checked).toBe(true);
    act(() => root.unmount());
    container.remove();
  });

  it('keeps the filters as the server drew them until the visitor reaches into them', async () => {
    const { container, root, errors } = await hydrateListing('');
    const filtersRegion = container.querySelector('[data-hydrate-on-view="listing-filters"]')!;
    const heading = () => [...container.querySelectorAll('h3')].map((each) => each.textContent);
    // Sorting meanwhile leaves the waiting filters alone.
    act(() => {
      fireEvent.change(within(container).getByRole('combobox', { name: 'Sort by' }), { target: { value: 'p' } });
    });
    expect(heading()).toEqual(['Bravo', 'Delta', 'Alpha', 'Charlie']);
    expect(filtersRegion.hasAttribute(hydratedAttribute)).toBe(false);

    // The first tap (on a phone, on the disclosure) opens them, and the click it ends with counts.
    const toggle = within(container).getByRole('button', { name: 'Filters' });
    await act(async () => {
      toggle.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      toggle.click();
    });
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(filtersRegion.hasAttribute(hydratedAttribute)).toBe(true);
    fireEvent.click(within(container).getByRole('checkbox', { name: 'DIAMOND (2)' }));
    await waitFor(() => expect(heading()).toEqual(['Alpha', 'Charlie']));
    expect(filtersRegion.hasAttribute(hydratedAttribute)).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith(...replaced('?sort=p&attrFrameShape=DIAMOND'));
    expect(errors).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('speaks the page language and formats prices with the page locale', () => {
    renderListing({}, catalogSettings(), { brand: 'sparta', country: 'nl', language: 'nl' });
    expect(screen.getByRole('combobox', { name: 'Sorteren op' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('4 producten');
    expect(screen.getByText('€ 1.500,00')).toBeTruthy();
  });
});
