// @vitest-environment jsdom
/** Header mini-basket: nothing count-related in the static HTML, the count with its name after mount. */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { localAccessKey } from '../../config/backends';
import { PageFrame, renderWithPage } from '../../testing/render';
import { useSessionStore } from '../../services/session/session-store';
import { type CartStore, createCartStore } from './cart-store';
import { MiniBasket } from './MiniBasket';

const catalog = generateCatalog({ brands: ['raleigh'] });
const bike = catalog.brands[0]!.products.find(
  (product) => product.parentId !== null && product.active && !product.isCloseout && product.stock > 5,
)!;
let emulator: RunningCommerceEmulator;
let store: CartStore;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(cleanup);
beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.getState().reset();
  store = createCartStore({
    endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
  });
});

describe('mini-basket', () => {
  it('renders only the plain basket link on the server', () => {
    const html = renderToString(
      <PageFrame>
        <MiniBasket store={store} />
      </PageFrame>,
    );
    expect(html).toContain('aria-label="Basket"');
    expect(html).not.toMatch(/item/);
  });

  it('shows the count and names it once the cart is read, and follows changes', async () => {
    await act(async () => {
      await store.getState().init('gb');
      await store.getState().add({ productId: bike.id, quantity: 2 });
    });
    renderWithPage(<MiniBasket store={store} />);
    const link = await screen.findByRole('link', { name: 'Basket, 2 items' });
    expect(link.getAttribute('href')).toBe('/gb/en/basket/');
    expect(link.textContent).toBe('2');
    await act(async () => {
      await store.getState().add({ productId: bike.id, quantity: 1 });
    });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Basket, 3 items' })).toBeTruthy());
  });
});
