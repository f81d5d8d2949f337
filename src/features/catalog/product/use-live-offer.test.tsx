// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCatalog } from '../../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../../emulators/shopware';
import { localAccessKey } from '../../../config/backends';
import { createStoreClient } from '../../../services/shopware/store-client';
import { type LiveOffer, type Offer, useLiveOffer } from './use-live-offer';

const catalog = generateCatalog({ brands: ['raleigh'] });
const variant = catalog.brands[0]!.products.find((product) => product.parentId !== null && product.stock > 3)!;
let emulator: RunningCommerceEmulator;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
});

afterAll(async () => {
  await emulator?.close();
});

afterEach(() => {
  cleanup();
  emulator.faults.latencyMs = 0;
});

const stale: Offer = {
  prices: {
    price: { amount: 1, currency: 'GBP' },
    listPrice: null,
    taxPrice: null,
    regulationPrice: null,
    priceRange: false,
  },
  stockStatus: 'outOfStock',
};

/** A store-api client of the country against the emulator, which serves only the British channel here. */
const clientOf = (country: string) =>
  createStoreClient({
    country,
    endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
  });

const readFromGb = (productId: string, signal: AbortSignal) => clientOf('gb').product(productId, signal);

/** The reads the page made, each with its signal and its settling. */
const reads: { signal: AbortSignal; settled: Promise<unknown> }[] = [];

function Offer({ country, id }: { country: string; id: string | undefined }) {
  const read = React.useCallback(
    (productId: string, signal: AbortSignal) => {
      const settled = Promise.resolve().then(() => clientOf(country).product(productId, signal));
      reads.push({ signal, settled: settled.catch(() => null) });
      return settled;
    },
    [country],
  );
  const offer = useLiveOffer(id, stale, { country, priceVisible: true, read });
  return (
    <>
      <p>
        {offer.stockStatus} {offer.prices.price?.amount} {offer.prices.price?.currency}
      </p>
      <p>checking: {String(offer.checking)}</p>
    </>
  );
}

describe('useLiveOffer', () => {
  it('replaces the built stock and price with the store-api’s current ones after load', async () => {
    render(<Offer country="gb" id={variant.id} />);
    expect(screen.getByText('outOfStock 1 GBP')).toBeTruthy();
    // Asked once the page runs (render's effects have run): the built values may still change.
    expect(screen.getByText('checking: true')).toBeTruthy();
    const live = await screen.findByText(/^(inStock|lowStock) \d/);
    expect(screen.getByText('checking: false')).toBeTruthy();
    // The British channel's pound price, in the currency the page was built with.
    const pounds = variant.currencyPrices.find(
      (price) => price.currencyId === catalog.currencies.find((c) => c.isoCode === 'GBP')!.id,
    )!;
    expect(live.textContent?.split(' ').slice(1)).toEqual([String(pounds.gross), 'GBP']);
  });

  it('keeps the built offer itself when the answer repeats it', async () => {
    let seen: LiveOffer | undefined;
    function Probe({ built }: { built: Offer }) {
      seen = useLiveOffer(variant.id, built, { country: 'gb', priceVisible: true, read: readFromGb });
      return <p>checking: {String(seen.checking)}</p>;
    }
    render(<Probe built={stale} />);
    await screen.findByText('checking: false');
    const current: Offer = structuredClone({ prices: seen!.prices, stockStatus: seen!.stockStatus });
    expect(current.prices.price?.amount).not.toBe(stale.prices.price?.amount);
    cleanup();
    render(<Probe built={current} />);
    await screen.findByText('checking: false');
    expect(seen!.prices).toBe(current.prices);
    expect(seen!.stockStatus).toBe(current.stockStatus);
  });

  it('keeps the built values when the store-api cannot answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<Offer country="ie" id={variant.id} />);
    await screen.findByText('checking: false');
    expect(warn).toHaveBeenCalled();
    expect(screen.getByText('outOfStock 1 GBP')).toBeTruthy();
    warn.mockRestore();
  });

  it('cancels its read when the page is left before the answer, and reports nothing of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reads.length = 0;
    // The store-api answers slowly: the page is left while the request is on its way.
    emulator.faults.latencyMs = 10_000;
    const { unmount } = render(<Offer country="gb" id={variant.id} />);
    expect(screen.getByText('checking: true')).toBeTruthy();
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(reads[0]!.signal.aborted).toBe(false);
    unmount();
    expect(reads[0]!.signal.aborted).toBe(true);
    expect(await reads[0]!.settled).toBeNull();
    emulator.faults.latencyMs = 0;
    // A country the store-api does not serve fails at once; left already, that is not reported either.
    render(<Offer country="ie" id={variant.id} />).unmount();
    await Promise.all(reads.map((entry) => entry.settled));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('has nothing to ask without a variant: the built values are final', () => {
    render(<Offer country="gb" id={undefined} />);
    expect(screen.getByText('outOfStock 1 GBP')).toBeTruthy();
    expect(screen.getByText('checking: false')).toBeTruthy();
  });

  it('is neither checking nor checked in the built HTML', () => {
    const html = renderToString(<Offer country="gb" id={variant.id} />);
    expect(html).toContain('checking: <!-- -->undefined');
  });
});
