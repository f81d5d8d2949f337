// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PageFrame, renderWithPage, type RenderWithPageOptions } from '../../../testing/render';
import { listingHistoryKey, useListingHistory } from '../listing-history';
import { type CatalogSettings, CatalogSettingsProvider } from '../settings';
import { catalogSettings, configurableBike, imageSource } from '../test-factories';
import type * as GalleryModule from './Gallery';
import { ProductDetailPage, type ProductDetailPageProps } from './ProductDetailPage';
import type * as VariantSelectorModule from './VariantSelector';

const { navigate, renders, counted } = vi.hoisted(() => {
  const renders = { gallery: 0, configurator: 0 };
  return {
    navigate: vi.fn(),
    renders,
    /** A pass-through of `component` that counts its renders under `part`. */
    counted: async <P extends object>(component: ComponentType<P>, part: keyof typeof renders) => {
      const { createElement } = await import('react');
      return (props: P) => {
        renders[part] += 1;
        return createElement(component, props);
      };
    },
  };
});

// The buy box's parts the live offer does not change, counted.
vi.mock('./Gallery', async (importOriginal) => {
  const actual = await importOriginal<typeof GalleryModule>();
  return { ...actual, Gallery: await counted(actual.Gallery, 'gallery') };
});
vi.mock('./VariantSelector', async (importOriginal) => {
  const actual = await importOriginal<typeof VariantSelectorModule>();
  return { ...actual, VariantSelector: await counted(actual.VariantSelector, 'configurator') };
});

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    navigate,
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to }, children),
  };
});

const path = '/gb/en/p/motus-tour/diamond/';

function renderProduct(
  props: Partial<ProductDetailPageProps> = {},
  settings: CatalogSettings = catalogSettings(),
  options: RenderWithPageOptions = {},
) {
  return renderWithPage(
    <CatalogSettingsProvider value={settings}>
      <ProductDetailPage detail={configurableBike()} variantId="black-matt-diamond-m" path={path} {...props} />
    </CatalogSettingsProvider>,
    options,
  );
}

const radio = (group: string, name: string | RegExp) =>
  within(screen.getByRole('group', { name: new RegExp(`^${group}`) })).getByRole('radio', { name }) as HTMLInputElement;
const checkedIn = (group: string) =>
  (within(screen.getByRole('group', { name: new RegExp(`^${group}`) })).getAllByRole('radio') as HTMLInputElement[])
    .filter((input) => input.checked)
    .map((input) => input.closest('label')?.textContent);
const mainImage = () => within(screen.getByRole('region', { name: 'Product images' })).getAllByRole('img')[0];
const replacedWith = (query: string, variantId: string) => [
  `${path}${query}`,
  { replace: true, state: { preserveScroll: true, variantId } },
];

beforeEach(() => {
  navigate.mockClear();
  window.sessionStorage.clear();
  useListingHistory.getState().reset();
});
afterEach(cleanup);

describe('ProductDetailPage', () => {
  it('shows the configurator in the order of the page data, which the build sorted', () => {
    const bike = configurableBike();
    const [colours, shapes, sizes] = bike.variantGroups;
    // Reversed, as no sort would give them: the page does not sort again while it hydrates.
    const reversed = { ...sizes!, options: [...sizes!.options].reverse() };
    renderProduct({ detail: { ...bike, variantGroups: [colours!, shapes!, reversed] } });
    const shown = within(screen.getByRole('group', { name: /^Frame size/ })).getAllByRole('radio');
    expect(shown.map((input) => input.closest('label')?.textContent)).toEqual(['L', 'M', 'S']);
  });

  it('shows the page variant: name, configurator with sizes in the order of the page data, price, stock, gallery', () => {
    renderProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Motus Tour' })).toBeTruthy();
    expect(checkedIn('Colour')).toEqual(['Matt black']);
    expect(checkedIn('Frame shape')).toEqual(['Diamond']);
    expect(checkedIn('Frame size')).toEqual(['M']);
    const sizes = within(screen.getByRole('group', { name: /^Frame size/ })).getAllByRole('radio');
    expect(sizes.map((input) => input.closest('label')?.textContent)).toEqual(['S', 'M', 'L']);
    // The required battery is bought with the bike: the price is the total the basket charges.
    expect(screen.getByText('€3,498.00')).toBeTruthy();
    expect(screen.getByText('Bike €2,999.00 + battery €499.00')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('In stock');
    expect(screen.getByText(/BLACK-MATT-DIAMOND-M/)).toBeTruthy();
    expect(mainImage()?.getAttribute('alt')).toBe('Motus in matt black');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('changes the shown variant and the colour / frame shape query without a reload', () => {
    renderProduct();
    fireEvent.click(radio('Colour', 'Deep blue'));
    expect(checkedIn('Colour')).toEqual(['Deep blue']);
    expect(checkedIn('Frame size')).toEqual(['M']);
    expect(navigate).toHaveBeenLastCalledWith(
      ...replacedWith('?color=DEEP-BLUE&frameShape=DIAMOND', 'deep-blue-diamond-m'),
    );
    expect(screen.getByText(/BLUE-DIAMOND-M/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Only a few left');
    expect(mainImage()?.getAttribute('alt')).toBe('Motus in deep blue');
    // The reduction of the blue variant: price, struck list price, lowest price of 30 days.
    expect(screen.getByText('€3,698.00')).toBeTruthy();
    expect(screen.getByText('€3,998.00').closest('s')).toBeTruthy();
    expect(screen.getByText('Lowest price in the last 30 days: €3,598.00')).toBeTruthy();
    expect(screen.getByText('Bike €3,199.00 + battery €499.00')).toBeTruthy();
    // Blue exists in diamond M only: the other shape and sizes are marked.
    expect(radio('Frame shape', /Low step \(not available in this combination\)/)).toBeTruthy();
    expect(radio('Frame size', /^S \(not available/)).toBeTruthy();
  });

  it('moves to the child page of a frame shape that has its own path, other attributes in the query', () => {
    const bike = configurableBike();
    const withPaths = {
      ...bike,
      variants: bike.variants.map((variant) => ({
        ...variant,
        url: `/gb/en/p/motus-tour/${variant.shape === 'Low step' ? 'low-step' : 'diamond'}/?color=${variant.colorCode}`,
      })),
    };
    renderProduct({ detail: withPaths });
    fireEvent.click(radio('Frame shape', 'Low step'));
    expect(navigate).toHaveBeenLastCalledWith('/gb/en/p/motus-tour/low-step/?color=BLACK-MATT', {
      replace: true,
      state: { preserveScroll: true, variantId: 'black-matt-low-step-m' },
    });
    // A colour change stays on the page's own path.
    cleanup();
    renderProduct({ detail: withPaths });
    fireEvent.click(radio('Colour', 'Deep blue'));
    expect(navigate).toHaveBeenLastCalledWith(
      ...replacedWith('?color=DEEP-BLUE&frameShape=DIAMOND', 'deep-blue-diamond-m'),
    );
  });

  it('keeps what it can when a frame shape forces another size', () => {
    renderProduct({ variantId: 'black-matt-diamond-s' });
    expect(checkedIn('Frame size')).toEqual(['S']);
    fireEvent.click(radio('Frame shape', /^Low step \(not available/));
    expect(checkedIn('Colour')).toEqual(['Matt black']);
    expect(checkedIn('Frame shape')).toEqual(['Low step']);
    expect(checkedIn('Frame size')).toEqual(['M']);
    expect(navigate).toHaveBeenLastCalledWith(
      ...replacedWith('?color=BLACK-MATT&frameShape=LOW-STEP', 'black-matt-low-step-m'),
    );
  });

  it('keeps the chosen size when the address it moved to names only colour and frame shape', () => {
    const view = renderProduct({ variantId: 'black-matt-diamond-m', search: '' });
    fireEvent.click(radio('Frame size', 'L'));
    expect(screen.getByText(/BLACK-MATT-DIAMOND-L/)).toBeTruthy();
    // Gatsby then renders the page again with the new address and its history state.
    const [to, { state }] = navigate.mock.lastCall as [string, { state: unknown }];
    expect(to).toBe(`${path}?color=BLACK-MATT&frameShape=DIAMOND`);
    view.rerender(
      <CatalogSettingsProvider value={catalogSettings()}>
        <ProductDetailPage
          detail={configurableBike()}
          variantId="black-matt-diamond-m"
          path={path}
          search="?color=BLACK-MATT&frameShape=DIAMOND"
          linkState={state}
        />
      </CatalogSettingsProvider>,
    );
    expect(checkedIn('Frame size')).toEqual(['L']);
    expect(screen.getByText(/BLACK-MATT-DIAMOND-L/)).toBeTruthy();
    // A child page opened with that state (after a move to another shape's path) shows that size too.
    cleanup();
    renderProduct({ search: '?color=BLACK-MATT', linkState: { variantId: 'black-matt-diamond-s' } });
    expect(checkedIn('Frame size')).toEqual(['S']);
    // A state from elsewhere that names no variant of this product is ignored.
    cleanup();
    renderProduct({ linkState: { variantId: 'another-bike' } });
    expect(checkedIn('Frame size')).toEqual(['M']);
  });

  it('shows the variant of a shared link after mount (colour and frame shape codes)', () => {
    renderProduct({ search: '?color=DEEP-BLUE' });
    expect(checkedIn('Colour')).toEqual(['Deep blue']);
    cleanup();
    renderProduct({ variantId: 'black-matt-diamond-s', search: '?frameShape=LOW-STEP' });
    expect(checkedIn('Frame shape')).toEqual(['Low step']);
    expect(checkedIn('Frame size')).toEqual(['M']);
    cleanup();
    renderProduct({ search: '?color=UNKNOWN' });
    expect(checkedIn('Colour')).toEqual(['Matt black']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers the battery bundle and keeps the chosen battery in the query', () => {
    renderProduct();
    expect(screen.getByText('This bike comes with one of these batteries.')).toBeTruthy();
    expect(radio('Battery', 'PowerPack 500 Wh €499.00').checked).toBe(true);
    expect(radio('Extra battery', 'PowerPack 400 Wh +€449.00')).toBeTruthy();
    fireEvent.click(radio('Battery', 'PowerPack 625 Wh €599.00'));
    expect(screen.getByText('€3,598.00')).toBeTruthy();
    expect(screen.getByText('Bike €2,999.00 + battery €599.00')).toBeTruthy();
    expect(navigate).toHaveBeenLastCalledWith(
      ...replacedWith(
        '?color=BLACK-MATT&frameShape=DIAMOND&battery=BAT-625&batteryType=required',
        'black-matt-diamond-m',
      ),
    );
    expect(radio('Extra battery', 'No extra battery').checked).toBe(true);
    fireEvent.click(radio('Extra battery', /PowerPack 400 Wh/));
    expect(screen.getByText('€4,047.00')).toBeTruthy();
    expect(screen.getByText('Bike €2,999.00 + battery €599.00 + extra battery €449.00')).toBeTruthy();
    expect(navigate).toHaveBeenLastCalledWith(
      ...replacedWith(
        '?color=BLACK-MATT&frameShape=DIAMOND&battery=BAT-EXTRA&batteryType=optional',
        'black-matt-diamond-m',
      ),
    );
    // Changing the variant keeps the battery.
    fireEvent.click(radio('Colour', 'Deep blue'));
    expect(navigate).toHaveBeenLastCalledWith(
      ...replacedWith(
        '?color=DEEP-BLUE&frameShape=DIAMOND&battery=BAT-EXTRA&batteryType=optional',
        'deep-blue-diamond-m',
      ),
    );
    cleanup();
    renderProduct({ search: '?battery=BAT-625&batteryType=required' });
    expect(radio('Battery', /PowerPack 625 Wh/).checked).toBe(true);
  });

  it('hides prices in the international channel unless the brand enables them', () => {
    renderProduct({ storeLocatorPath: '/int/en/find-a-dealer/' }, catalogSettings(), { page: { country: 'int' } });
    expect(screen.queryByText(/€/)).toBeNull();
    expect(radio('Battery', 'PowerPack 500 Wh').checked).toBe(true);
    // No price, no order: the page says where to buy instead.
    expect(screen.queryByRole('button', { name: 'Add to basket' })).toBeNull();
    expect(screen.getByText('This product is sold through our dealers in your region.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/int/en/find-a-dealer/');
    cleanup();
    renderProduct({}, catalogSettings({ flags: { internationalPrice: true } }), { page: { country: 'int' } });
    expect(screen.getByText('€3,498.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeTruthy();
  });

  it("shows the product's lifestyle picture only with the hero flag", () => {
    const bike = configurableBike();
    const detail = {
      ...bike,
      customFields: { ...bike.customFields, hero: imageSource('hero-1'), heroAlt: 'The Motus on a canal path' },
    };
    renderProduct({ detail });
    expect(screen.queryByRole('img', { name: 'The Motus on a canal path' })).toBeNull();
    cleanup();
    renderProduct({ detail }, catalogSettings({ flags: { hero: true } }));
    const hero = screen.getByRole('img', { name: 'The Motus on a canal path' });
    expect(hero.closest('figure')).not.toBeNull();
    expect(hero.getAttribute('loading')).toBe('lazy');
    cleanup();
    // Without a picture in the catalogue the flag shows nothing.
    renderProduct({}, catalogSettings({ flags: { hero: true } }));
    expect(document.querySelector('figure img')).toBeNull();
  });

  it('offers the Cycle to Work calculator on the product pages of the countries the brand names', async () => {
    renderProduct({}, catalogSettings({ catalog: { cycleToWorkCountries: ['gb'] } }), { page: { country: 'gb' } });
    // Its own chunk: it appears once that has loaded, with the shown price.
    expect(await screen.findByText('Save up to 47 % with Cycle to Work')).toBeTruthy();
    // The chunk is loaded now, so where the calculator belonged it would render at once.
    cleanup();
    renderProduct({}, catalogSettings({ catalog: { cycleToWorkCountries: ['gb'] } }), { page: { country: 'ie' } });
    expect(screen.queryByText(/with Cycle to Work/)).toBeNull();
    cleanup();
    renderProduct({}, catalogSettings(), { page: { country: 'gb' } });
    expect(screen.queryByText(/with Cycle to Work/)).toBeNull();
  });

  it("offers 'notify me' for a variant out of stock where the content's notifyMe flag is on", async () => {
    const soldOut = configurableBike({
      variants: configurableBike().variants.map((entry) =>
        entry.id === 'black-matt-diamond-m' ? { ...entry, stockStatus: 'outOfStock' as const } : entry,
      ),
    });
    const title = { name: 'Tell me when it is back' };
    renderProduct({ detail: soldOut }, catalogSettings(), { page: { allFeatures: ['notifyMe'] } });
    // Its own chunk: it appears once that has loaded.
    expect(await screen.findByRole('heading', title)).toBeTruthy();
    // Loaded now: where it belonged it would render at once.
    cleanup();
    renderProduct({ detail: soldOut }, catalogSettings(), { page: { allFeatures: ['bikeComparison'] } });
    expect(screen.queryByRole('heading', title)).toBeNull();
    cleanup();
    renderProduct({}, catalogSettings(), { page: { allFeatures: ['notifyMe'] } });
    expect(screen.queryByRole('heading', title)).toBeNull();
  });

  it('shows the geometry only with the geometryTable flag', async () => {
    renderProduct();
    expect(screen.queryByRole('heading', { name: 'Geometry' })).toBeNull();
    cleanup();
    renderProduct({}, catalogSettings({ flags: { geometryTable: true } }));
    // Its own chunk: it appears once that has loaded.
    expect(await screen.findByRole('heading', { level: 2, name: 'Geometry' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Geometry table of the Motus' })).toBeTruthy();
  });

  it('lists the geometry per frame size beside the drawing, sizes in size order, the shown one marked', async () => {
    const bike = configurableBike();
    const sizes = bike.variantGroups[2]!.options;
    const id = (name: string) => sizes.find((size) => size.name === name)!.id;
    const geometryData = {
      unit: 'mm',
      rows: [
        { label: 'A', measure: 'seatTube', values: { [id('S')]: 440, [id('M')]: 480, [id('L')]: 520 } },
        { label: 'C', measure: 'wheelbase', values: { [id('S')]: 1101, [id('M')]: 1115, [id('L')]: 1129 } },
      ],
    };
    const detail = { ...bike, customFields: { ...bike.customFields, geometryData } };
    const settings = catalogSettings({ flags: { geometryTable: true } });
    const view = renderProduct({ detail }, settings);
    const table = within(
      await screen.findByRole('region', { name: 'Measurements per frame size in mm; the letters match the drawing.' }),
    ).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Frame size', 'S', 'M', 'L'],
      ['ASeat tube length', '440', '480', '520'],
      ['CWheelbase', '1,101', '1,115', '1,129'],
    ]);
    // Named by its note (under the table, so a phone shows it whole while the table scrolls).
    expect(table.getAttribute('aria-labelledby')).toBe(
      screen.getByText('Measurements per frame size in mm; the letters match the drawing.').id,
    );
    // The page shows size M: its column is marked, and follows the choice once Gatsby renders
    // the page again with the address and history state the choice navigated to.
    expect(within(table).getByRole('columnheader', { name: 'M' }).className).toContain('chosen');
    fireEvent.click(radio('Frame size', 'L'));
    const [to, { state }] = navigate.mock.lastCall as [string, { state: unknown }];
    view.rerender(
      <CatalogSettingsProvider value={settings}>
        <ProductDetailPage
          detail={detail}
          variantId="black-matt-diamond-m"
          path={path}
          search={to.slice(path.length)}
          linkState={state}
        />
      </CatalogSettingsProvider>,
    );
    expect(within(table).getByRole('columnheader', { name: 'L' }).className).toContain('chosen');
    expect(within(table).getByRole('columnheader', { name: 'M' }).className).not.toContain('chosen');
  });

  it('shows key features as a list, or as an accordion with the keyFeaturesAccordion flag', () => {
    renderProduct();
    const section = screen.getByRole('region', { name: 'Key features' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Long range', 'Belt drive']);
    expect(section.querySelector('details')).toBeNull();
    cleanup();
    renderProduct({}, catalogSettings({ flags: { keyFeaturesAccordion: true } }));
    const accordion = screen.getByRole('region', { name: 'Key features' });
    const items = accordion.querySelectorAll('details');
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('summary')?.textContent).toBe('Long range');
    expect(within(accordion).getByText('Up to 150 km on one charge.')).toBeTruthy();
  });

  it('suggests a size with the sizeFinder flag and lets the visitor choose it', async () => {
    renderProduct();
    expect(screen.queryByRole('region', { name: 'Find your size' })).toBeNull();
    cleanup();
    renderProduct({}, catalogSettings({ flags: { sizeFinder: true } }));
    // Its own chunk: it appears once that has loaded.
    const finder = await screen.findByRole('region', { name: 'Find your size' });
    const height = within(finder).getByRole('spinbutton', { name: 'Your height (cm)' });
    fireEvent.change(height, { target: { value: '300' } });
    fireEvent.click(within(finder).getByRole('button', { name: 'Suggest a size' }));
    expect(within(finder).getByRole('status').textContent).toBe('Please enter a height between 120 and 220 cm.');
    fireEvent.change(height, { target: { value: '175' } });
    fireEvent.click(within(finder).getByRole('button', { name: 'Suggest a size' }));
    // The size rules load on the first answer; a generous wait, since a busy machine is slow.
    const answer = (text: string) =>
      within(finder).findByText(text, { selector: '[role=status]' }, { timeout: 15_000 });
    await answer('We suggest size M.');
    expect(within(finder).queryByRole('button', { name: /Choose size/ })).toBeNull();
    fireEvent.change(height, { target: { value: '158' } });
    fireEvent.click(within(finder).getByRole('button', { name: 'Suggest a size' }));
    await answer('We suggest size S.');
    fireEvent.click(within(finder).getByRole('button', { name: 'Choose size S' }));
    expect(checkedIn('Frame size')).toEqual(['S']);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('renders the page variant on the server and hydrates without mismatch, then applies the query', async () => {
    // The build's server render waits for the size finder's chunk (a streaming render); the
    // string render of this test cannot, so the chunk is loaded first, as the build has it.
    renderProduct({}, catalogSettings({ flags: { sizeFinder: true } }));
    await screen.findByRole('region', { name: 'Find your size' });
    cleanup();
    window.sessionStorage.setItem(
      listingHistoryKey,
      JSON.stringify({
        state: {
          lastListingPage: { path: '/gb/en/bikes/', query: '', name: 'Bikes', localePrefix: '/gb/en/' },
          breadcrumbClicked: false,
        },
        version: 1,
      }),
    );
    const ui = (
      <PageFrame>
        <CatalogSettingsProvider value={catalogSettings({ flags: { sizeFinder: true } })}>
          <ProductDetailPage
            detail={configurableBike()}
            variantId="black-matt-diamond-m"
            path={path}
            search="?color=DEEP-BLUE"
          />
        </CatalogSettingsProvider>
      </PageFrame>
    );
    const html = renderToString(ui);
    expect(html).toContain('BLACK-MATT-DIAMOND-M');
    expect(html).not.toContain('Back to Bikes');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, ui));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toContain('DEEP-BLUE-DIAMOND-M');
    // The configurator, which waits for the visitor's reach, opened for the address's choice.
    expect(checkedIn('Colour')).toEqual(['Deep blue']);
    expect(container.textContent).toContain('Back to Bikes');
    expect(navigate).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('renders only the stock status again while the live offer is asked for and answered', async () => {
    renders.gallery = 0;
    renders.configurator = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProduct();
    const status = screen.getByRole('status');
    // The read fails here (no backend): asked (busy), then settled with the built offer.
    await waitFor(() => expect(status.getAttribute('aria-busy')).toBe('false'));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(renders).toEqual({ gallery: 1, configurator: 1 });
    // A choice in the configurator renders it (and the gallery of the new variant) again.
    act(() => fireEvent.click(radio('Colour', 'Deep blue')));
    expect(renders.configurator).toBe(2);
    expect(renders.gallery).toBe(2);
  });

  it('keeps the configurator as drawn when the address names the variant shown', async () => {
    renders.configurator = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderProduct({ search: '?color=BLACK-MATT&frameShape=DIAMOND' });
    await waitFor(() => expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('false'));
    warn.mockRestore();
    expect(checkedIn('Colour')).toEqual(['Matt black']);
    // The address's choice is the page's: the choice keeps its object, and the configurator's
    // region (which opens when the choice changes) is not drawn again.
    expect(renders.configurator).toBe(1);
  });

  it('has a captioned specification table, described sections and a gallery with named thumbnail buttons', () => {
    renderProduct();
    const table = screen.getByRole('table', { name: 'Technical specification' });
    expect(within(table).getByRole('rowheader', { name: 'Rear derailleur' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Hydraulic disc' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Description' }).textContent).toContain('Made for long tours.');
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const thumbs = within(gallery).getAllByRole('button');
    expect(thumbs.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 2',
      'Show image 2 of 2',
    ]);
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(thumbs[1]!);
    expect(mainImage()?.getAttribute('alt')).toBe('Motus in matt black, side view');
    expect(thumbs[1]?.getAttribute('aria-current')).toBe('true');
    const main = mainImage()!;
    expect(main.getAttribute('width')).toBe('2400');
    expect(main.getAttribute('height')).toBe('1600');
    expect(main.getAttribute('srcset')).toContain('https://cdn.test/img-black-side/800.jpg 800w');
  });

  it('has a downloads section (its own chunk) only when the product has documents', async () => {
    renderProduct();
    expect(screen.queryByRole('heading', { name: 'Downloads' })).toBeNull();
    cleanup();
    const manual = {
      title: 'Assembly instructions',
      url: 'https://cdn.test/m/a.pdf',
      fileSize: 18_600,
      extension: 'pdf',
    };
    renderProduct({ detail: { ...configurableBike(), downloads: [manual] } });
    const section = await screen.findByRole('region', { name: 'Downloads' });
    expect(within(section).getByRole('link', { name: 'Assembly instructions' }).getAttribute('href')).toBe(manual.url);
    expect(within(section).getByRole('listitem').textContent).toBe('Assembly instructions (PDF, 18 KB)');
  });
});

describe('BackToListing on the product page', () => {
  const store = (state: unknown, version = 1) =>
    window.sessionStorage.setItem(listingHistoryKey, JSON.stringify({ state, version }));
  const visit = { path: '/gb/en/bikes/e-bikes/city/', query: '?sort=p', name: 'City e-bikes', localePrefix: '/gb/en/' };

  it('links back to the listing as it was left, from the persisted history', () => {
    store({ lastListingPage: visit, breadcrumbClicked: false });
    renderProduct();
    expect(screen.getByRole('link', { name: 'Back to City e-bikes' }).getAttribute('href')).toBe(
      '/gb/en/bikes/e-bikes/city/?sort=p',
    );
  });

  it('has no back link without history, after a breadcrumb click, or for another locale', () => {
    renderProduct();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
    cleanup();
    store({ lastListingPage: visit, breadcrumbClicked: true });
    renderProduct();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
    cleanup();
    store({ lastListingPage: { ...visit, localePrefix: '/ie/en/' }, breadcrumbClicked: false });
    renderProduct();
    expect(screen.queryByRole('link', { name: /Back to/ })).toBeNull();
  });

  it('migrates the older entry that held the bare listing link', () => {
    store({ lastListingPage: '/gb/en/bikes/?attrFrameSize=M' }, 0);
    renderProduct();
    expect(screen.getByRole('link', { name: 'Back to the results' }).getAttribute('href')).toBe(
      '/gb/en/bikes/?attrFrameSize=M',
    );
  });
});
