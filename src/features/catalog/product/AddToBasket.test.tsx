// @vitest-environment jsdom
/** Add to basket: disabled with a reason, pending, success with the basket link, failure with a retry. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../../emulators/shopware';
import { localAccessKey } from '../../../config/backends';
import { renderWithPage } from '../../../testing/render';
import { type CartStore, createCartStore } from '../../cart/cart-store';
import { useSessionStore } from '../../../services/session/session-store';
import { AddToBasket } from './AddToBasket';

const catalog = generateCatalog({ brands: ['raleigh'] });
const products = catalog.brands[0]!.products;
const bike = products.find(
  (product) => product.parentId !== null && product.active && !product.isCloseout && product.stock > 5,
)!;
const battery = products.find(
  (product) =>
    product.active &&
    product.productNumber.length > 0 &&
    product.parentId === null &&
    product.stock > 5 &&
    product.id !== bike.parentId,
)!;
const noBattery = { required: null, optional: null };
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
  emulator.faults.rate5xx = 0;
  store = createCartStore({
    endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
  });
});

const settled = () => waitFor(() => expect(store.getState().carts.gb).toMatchObject({ status: 'ready', pending: 0 }));

describe('add to basket', () => {
  it('is disabled with the reason while the variant cannot be ordered', () => {
    const { rerender } = renderWithPage(
      <AddToBasket
        variantId={bike.id}
        productName="Motus"
        stockStatus="outOfStock"
        battery={noBattery}
        store={store}
      />,
    );
    const button = screen.getByRole('button', { name: 'Add to basket' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText('This variant is out of stock and cannot be ordered right now.').id).toBe(
      button.getAttribute('aria-describedby'),
    );
    rerender(
      <AddToBasket variantId={bike.id} productName="Motus" stockStatus="inactive" battery={noBattery} store={store} />,
    );
    expect(screen.getByText('This variant is no longer sold.')).toBeTruthy();
  });

  it('reads no cart when mounted; adds the variant with the chosen battery, shows progress, then success with the basket link', async () => {
    renderWithPage(
      <AddToBasket
        variantId={bike.id}
        productName="Motus"
        stockStatus="inStock"
        battery={{ required: battery.productNumber, optional: null }}
        resolveProductNumbers={async (numbers) => Object.fromEntries(numbers.map((number) => [number, battery.id]))}
        store={store}
      />,
    );
    // Mounted, it has selected the page's country and read no cart: no store-api session yet.
    expect(store.getState().country).toBe('gb');
    expect(store.getState().carts.gb).toMatchObject({ status: 'idle', pending: 0, basket: null });
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('button', { name: 'Adding to basket …' })).toBeTruthy();
    const message = await screen.findByText('Motus is now in your basket.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/gb/en/basket/');
    const lines = store
      .getState()
      .carts.gb!.basket!.lineItems.map((line) => line.referencedId)
      .sort();
    expect(lines).toEqual([bike.id, battery.id].sort());
    // The first add opened the session, which the next page's mini-basket reads.
    expect(useSessionStore.getState().getContextToken('gb')).toBeTruthy();
  });

  it('shows the fail banner when the add fails, keeps the basket, and a retry succeeds once the backend is back', async () => {
    await act(async () => {
      await store.getState().init('gb');
      await store.getState().add({ productId: battery.id, quantity: 1 });
    });
    renderWithPage(
      <AddToBasket variantId={bike.id} productName="Motus" stockStatus="inStock" battery={noBattery} store={store} />,
    );
    await settled();
    emulator.faults.rate5xx = 1;
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We could not add this product to your basket.');
    expect(store.getState().carts.gb!.basket!.lineItems.map((line) => line.referencedId)).toEqual([battery.id]);
    emulator.faults.rate5xx = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Motus is now in your basket.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().carts.gb!.basket!.lineItems).toHaveLength(2);
  });
});
