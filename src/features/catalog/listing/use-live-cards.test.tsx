// @vitest-environment jsdom
/**
 * Tiles after load against the embedded store-api: the shop changed after the build (the
 * e-bike costs £100 more and sold out), and each tile must then show what a build made now
 * would show, its required battery included.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateCatalog } from '../../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../../emulators/shopware';
import { localAccessKey } from '../../../config/backends';
import { loadBrandConfig } from '../../../config/load';
import {
  type ProductCard,
  batteryOffers,
  productCriteria,
  productCustomFieldNames,
  toProductCard,
} from '../../../lib/product';
import { mapProduct } from '../../../services/shopware/product-map';
import { createStoreClient } from '../../../services/shopware/store-client';
import { PageFrame, renderWithPage } from '../../../testing/render';
import { useRequestStore } from '../../requests';
import {
  type ReadTileProducts,
  TileOffersRequest,
  tileProductsFrom,
  useLiveCard,
  useLiveCards,
} from './use-live-cards';

const brand = loadBrandConfig('raleigh');
const catalog = generateCatalog({ brands: ['raleigh'] });
const products = catalog.brands[0]!.products;
const pounds = catalog.currencies.find((currency) => currency.isoCode === 'GBP')!.id;
const requiredField = productCustomFieldNames.requiredBattery;
// An e-bike: a parent with variants whose bundle requires a battery.
const bike = products.find(
  (product) =>
    product.parentId === null &&
    product.active &&
    typeof product.customFields[requiredField] === 'string' &&
    product.customFields[requiredField] !== '' &&
    products.some((variant) => variant.parentId === product.id && variant.stock > 3),
)!;

// The same shop some time after the build.
const later = structuredClone(catalog);
// Variants may share their parent's price objects: each is raised once.
const poundPrices = new Set<{ gross: number }>();
for (const product of later.brands[0]!.products) {
  if (product.id !== bike.id && product.parentId !== bike.id) continue;
  product.stock = 0;
  for (const price of product.currencyPrices) if (price.currencyId === pounds) poundPrices.add(price);
}
for (const price of poundPrices) price.gross += 100;

let atBuild: RunningCommerceEmulator;
let now: RunningCommerceEmulator;

beforeAll(async () => {
  [atBuild, now] = await Promise.all([
    startCommerceEmulator({ catalog, port: 0 }),
    startCommerceEmulator({ catalog: later, port: 0 }),
  ]);
});
afterAll(async () => {
  await Promise.all([atBuild?.close(), now?.close()]);
});
afterEach(cleanup);
// Each test asks afresh: a product list answer is otherwise reused for a minute.
beforeEach(() => useRequestStore.setState({ requests: {} }));

// The British channel answers for every page country; the page's country decides what is shown.
const clientOf = (emulator: RunningCommerceEmulator) =>
  createStoreClient({
    country: 'gb',
    endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
  });

/** The tile the build makes from a store-api: the bike with its batteries' prices from the same channel. */
async function tileFrom(emulator: RunningCommerceEmulator, priceVisible = true): Promise<ProductCard> {
  const client = clientOf(emulator);
  const context = { locale: { country: 'gb', language: 'en' }, brand, currency: 'GBP' };
  const [raw] = (await client.productsByIds([bike.id], productCriteria('detail'))).elements;
  const product = mapProduct(raw!, context);
  const batteryIds = Object.values(await client.productIdsByNumbers(product.batteries.map((battery) => battery.sku)));
  const facts = new Map(
    (await client.productsByIds(batteryIds, productCriteria('list'))).elements
      .map((battery) => mapProduct(battery, context))
      .map((battery) => [battery.sku, { name: battery.name, price: battery.price }]),
  );
  return toProductCard(product, {
    priceVisible,
    batteries: batteryOffers(product.batteries, (sku) => facts.get(sku), priceVisible),
  });
}

const readFrom = (emulator: RunningCommerceEmulator): ReadTileProducts =>
  tileProductsFrom(async () => clientOf(emulator));

const line = (card: ProductCard) =>
  [card.stockStatus, card.price?.amount ?? 'no price', card.price?.currency ?? 'no currency', card.priceRange].join(
    ' ',
  );

function Tiles({ cards, read }: { cards: ProductCard[]; read: ReadTileProducts }) {
  const shown = useLiveCards(cards, read);
  return (
    <ul>
      {shown.map((card) => (
        <li key={card.id}>{line(card)}</li>
      ))}
    </ul>
  );
}

describe('useLiveCards', () => {
  it('shows the current price with the cheapest required battery and the current stock', async () => {
    const built = await tileFrom(atBuild);
    const current = await tileFrom(now);
    expect(built.requiredBatteries?.length).toBeGreaterThan(0);
    expect(built.stockStatus).not.toBe('outOfStock');
    expect(current).toMatchObject({ stockStatus: 'outOfStock' });
    expect(current.price!.amount).toBeCloseTo(built.price!.amount + 100, 2);

    renderWithPage(<Tiles cards={[built]} read={readFrom(now)} />, { country: 'gb' });
    expect(screen.getByRole('listitem').textContent).toBe(line(built));
    expect(await screen.findByText(line(current))).toBeTruthy();
  });

  it('keeps the built tiles themselves when the answer repeats them', async () => {
    const built = await tileFrom(atBuild);
    const read = vi.fn(readFrom(atBuild));
    let shown: readonly ProductCard[] = [];
    function Shown() {
      shown = useLiveCards([built], read);
      return null;
    }
    renderWithPage(<Shown />, { country: 'gb' });
    await waitFor(() =>
      expect(Object.values(useRequestStore.getState().requests).map((request) => request.status)).toEqual(['success']),
    );
    expect(read).toHaveBeenCalledTimes(1);
    expect(shown[0]).toBe(built);
  });

  it('changes only the stock where prices are hidden', async () => {
    const built = await tileFrom(atBuild, false);
    expect(built.price).toBeNull();
    // The international channel's answers carry prices; its pages never show them.
    renderWithPage(<Tiles cards={[built]} read={readFrom(now)} />, { brand: 'ghost', country: 'int' });
    expect(await screen.findByText('outOfStock no price no currency false')).toBeTruthy();
  });

  it('keeps the built tiles when the store-api cannot answer, the request marked failed', async () => {
    const built = await tileFrom(atBuild);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    now.faults.rate5xx = 1;
    try {
      renderWithPage(<Tiles cards={[built]} read={readFrom(now)} />, { country: 'gb' });
      await waitFor(() =>
        expect(Object.values(useRequestStore.getState().requests).map((request) => request.status)).toEqual(['failed']),
      );
      expect(screen.getByRole('listitem').textContent).toBe(line(built));
    } finally {
      now.faults.rate5xx = 0;
      warn.mockRestore();
    }
  });

  it('reuses a fresh answer when the tiles are shown again', async () => {
    const built = await tileFrom(atBuild);
    const read = vi.fn(readFrom(now));
    const first = renderWithPage(<Tiles cards={[built]} read={read} />, { country: 'gb' });
    expect(await screen.findByText(/^outOfStock /)).toBeTruthy();
    first.unmount();
    renderWithPage(<Tiles cards={[built]} read={read} />, { country: 'gb' });
    expect(screen.getByRole('listitem').textContent).toMatch(/^outOfStock /);
    expect(read).toHaveBeenCalledTimes(1);
  });
});

/** A listing's way: one request for the tiles, and each tile taking its own offer. */
function Tile({ card }: { card: ProductCard }) {
  return <p>{line(useLiveCard(card))}</p>;
}

describe('useLiveCard', () => {
  it('takes the tile’s offer from the tiles’ one request', async () => {
    const built = await tileFrom(atBuild);
    const read = vi.fn(readFrom(now));
    renderWithPage(
      <>
        <TileOffersRequest cards={[built]} read={read} />
        <Tile card={built} />
      </>,
      { country: 'gb' },
    );
    expect(screen.getByText(line(built))).toBeTruthy();
    expect(await screen.findByText(/^outOfStock /)).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('draws a tile once when the answer repeats it', async () => {
    const built = await tileFrom(atBuild);
    const drawn: ProductCard[] = [];
    function CountedTile({ card }: { card: ProductCard }) {
      drawn.push(useLiveCard(card));
      return null;
    }
    renderWithPage(
      <>
        <TileOffersRequest cards={[built]} read={readFrom(atBuild)} />
        <CountedTile card={built} />
      </>,
      { country: 'gb' },
    );
    await waitFor(() =>
      expect(Object.values(useRequestStore.getState().requests).map((request) => request.status)).toEqual(['success']),
    );
    // Its first render and the one after mount; the answer selects nothing new.
    expect(drawn.length).toBeLessThanOrEqual(2);
    expect(drawn.every((card) => card === built)).toBe(true);
  });

  it('hydrates a tile after the answer came as the server drew it, then shows the current offer', async () => {
    const built = await tileFrom(atBuild);
    const current = await tileFrom(now);
    renderWithPage(<TileOffersRequest cards={[built]} read={readFrom(now)} />, { country: 'gb' });
    await waitFor(() =>
      expect(Object.values(useRequestStore.getState().requests).map((request) => request.status)).toEqual(['success']),
    );

    // A tile further down a listing: its server HTML is hydrated only now.
    const ui = (
      <PageFrame country="gb">
        <Tile card={built} />
      </PageFrame>
    );
    const container = document.createElement('div');
    // jsdom has a document, so the tile takes the browser's layout effect, which React's server
    // renderer warns about; the build's server has no document and takes a plain effect.
    const layoutEffectWarning = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = renderToString(ui);
    layoutEffectWarning.mockRestore();
    expect(container.textContent).toBe(line(built));
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const root = await act(async () => hydrateRoot(container, ui));
      expect(errors).not.toHaveBeenCalled();
      expect(container.textContent).toBe(line(current));
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
