// @vitest-environment jsdom
/**
 * The basket page: rendered from factories (lines, options, prices in the page locale, quantity
 * by brand flag, totals by shipping logic, free goods, empty state), and against the commerce
 * emulator (promotion messages, a failed change with the fail banner and a retry that succeeds
 * once the backend is back, nothing lost).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { localAccessKey } from '../../config/backends';
import { renderWithPage } from '../../testing/render';
import { useSessionStore } from '../../services/session/session-store';
import { type BasketCart, type BasketFlags, BasketPage, BasketView } from './BasketPage';
import { type CartStore, createCartStore } from './cart-store';
import { readLineLinks } from './line-links';
import { basket, freeProductPromotion, lineItem } from './test-factories';

afterEach(cleanup);

const quantityOn: BasketFlags = { quantitySelection: true, shippingLogic: 'shippingMethod' };

function cartOf(overrides: Partial<BasketCart> = {}): BasketCart {
  return {
    basket: basket(),
    failure: null,
    pending: 0,
    freeProducts: [],
    itemCount: 1,
    retry: vi.fn(async () => null),
    dismissFailure: vi.fn(),
    updateQuantity: vi.fn(async () => null),
    remove: vi.fn(async () => null),
    addPromotion: vi.fn(async () => null),
    ...overrides,
  };
}

describe('basket view (factories)', () => {
  it('shows lines with image, name, options by label, prices in the page locale, totals and the checkout link', () => {
    const cart = cartOf({
      basket: basket({ lineItems: [lineItem({ quantity: 2, totalPrice: 4998 })] }),
      itemCount: 2,
    });
    renderWithPage(<BasketView cart={cart} flags={quantityOn} />, { brand: 'lapierre', country: 'fr', language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Panier' })).toBeTruthy();
    expect(screen.getByText('2 articles')).toBeTruthy();
    const line = screen.getByRole('listitem');
    expect(within(line).getByRole('heading', { name: 'Motus Tour' })).toBeTruthy();
    expect(within(line).getByRole('img', { name: 'Motus Tour in blue' }).getAttribute('src')).toBe(
      'https://cdn.test/motus/400.jpg',
    );
    expect(within(line).getByText('Couleur:')).toBeTruthy();
    expect(within(line).getByText('M')).toBeTruthy();
    // French formatting: comma decimals, narrow no-break space groups, the euro sign after.
    expect(within(line).getByText(/4\s998,00\s€/)).toBeTruthy();
    expect(within(line).getByText(/2\s499,00\s€/)).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Livraison : Home delivery')).toBeTruthy();
    expect(within(summary).getByText('Offerte')).toBeTruthy();
    expect(within(summary).getByText('Dont TVA 20 %')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Passer la commande' }).getAttribute('href')).toMatch(
      /^\/fr.fr\/checkout\/$/,
    );
  });

  it('links a line’s name to its product page once the address is known, keeping the variant', () => {
    const cart = cartOf({ basket: basket({ lineItems: [lineItem()] }) });
    const { rerender } = renderWithPage(<BasketView cart={cart} flags={quantityOn} />);
    expect(within(screen.getByRole('heading', { name: 'Motus Tour' })).queryByRole('link')).toBeNull();
    rerender(<BasketView cart={cart} flags={quantityOn} links={{ 'product-1': '/gb/en/motus-tour/diamond/' }} />);
    const link = within(screen.getByRole('heading', { name: 'Motus Tour' })).getByRole('link', { name: 'Motus Tour' });
    expect(link.getAttribute('href')).toBe('/gb/en/motus-tour/diamond/');
  });

  it('changes the quantity where the brand allows it, within the line maximum', () => {
    const cart = cartOf({ basket: basket({ lineItems: [lineItem({ maxQuantity: 3 })] }) });
    renderWithPage(<BasketView cart={cart} flags={quantityOn} />);
    const select = screen.getByRole('combobox', { name: 'Quantity of Motus Tour' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '3']);
    fireEvent.change(select, { target: { value: '3' } });
    expect(cart.updateQuantity).toHaveBeenCalledWith('line-1', 3);
  });

  it('disables the quantity where the brand flag says so, and offers no change or removal for free goods', () => {
    const cart = cartOf({
      basket: basket({
        lineItems: [
          lineItem(),
          lineItem({ id: 'line-2', label: 'Folding lock', removable: false, totalPrice: 0, options: [] }),
        ],
      }),
    });
    renderWithPage(<BasketView cart={cart} flags={{ ...quantityOn, quantitySelection: false }} />);
    expect((screen.getByRole('combobox', { name: 'Quantity of Motus Tour' }) as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Quantity of Folding lock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Folding lock' })).toBeNull();
    expect(screen.getByText('Included with your promotion')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Motus Tour' }));
    expect(cart.remove).toHaveBeenCalledWith('line-1');
  });

  it('shows stock notes of the lines', () => {
    const cart = cartOf({
      basket: basket({
        lineItems: [
          lineItem({ stockProblems: [{ kind: 'insufficient', available: 1 }] }),
          lineItem({ id: 'line-2', label: 'Ultra', stockProblems: [{ kind: 'backorder' }] }),
        ],
      }),
    });
    renderWithPage(<BasketView cart={cart} flags={quantityOn} />);
    expect(screen.getByText('Only 1 left: please lower the quantity.')).toBeTruthy();
    expect(screen.getByText('Currently out of stock: ships as soon as it is back.')).toBeTruthy();
  });

  it('presents shipping by the brand logic: the method and cost, or delivery costs settled at checkout', () => {
    const withShipping = basket({ totals: { positions: 80, shippingCosts: 4.95, taxes: [], net: 70, total: 84.95 } });
    const { unmount } = renderWithPage(<BasketView cart={cartOf({ basket: withShipping })} flags={quantityOn} />);
    expect(screen.getByText('Shipping: Home delivery')).toBeTruthy();
    expect(screen.getByText('€4.95')).toBeTruthy();
    unmount();
    renderWithPage(
      <BasketView
        cart={cartOf({ basket: withShipping })}
        flags={{ ...quantityOn, shippingLogic: 'shippingMethodAlternate' }}
      />,
    );
    expect(screen.queryByText(/Home delivery/)).toBeNull();
    expect(screen.getByText('Delivery costs')).toBeTruthy();
    expect(screen.getByText(/costs follow your choice/)).toBeTruthy();
    expect(screen.getByText('€84.95')).toBeTruthy();
  });

  it('tells which free product the basket qualifies for, or that it was added', () => {
    const { unmount } = renderWithPage(
      <BasketView cart={cartOf({ freeProducts: [freeProductPromotion()] })} flags={quantityOn} />,
    );
    expect(screen.getByText('Your basket qualifies for a free Folding lock: enter the code FREELOCK.')).toBeTruthy();
    unmount();
    renderWithPage(
      <BasketView cart={cartOf({ freeProducts: [freeProductPromotion({ applied: true })] })} flags={quantityOn} />,
    );
    expect(screen.getByText('A free Folding lock has been added to your basket (Free lock).')).toBeTruthy();
  });

  it('shows an empty state with a way back into the shop', () => {
    renderWithPage(
      <BasketView cart={cartOf({ basket: basket({ lineItems: [] }), itemCount: 0 })} flags={quantityOn} />,
    );
    expect(screen.getByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/gb/en/');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).toBeNull();
  });

  it('reserves the space of a basket while it loads, and offers a retry when the first read fails', () => {
    const { unmount } = renderWithPage(<BasketView cart={cartOf({ basket: null, itemCount: 0 })} flags={quantityOn} />);
    expect(screen.getByRole('status').textContent).toContain('Loading your basket');
    unmount();
    const cart = cartOf({ basket: null, failure: { action: { kind: 'load' }, message: 'Timeout', status: null } });
    renderWithPage(<BasketView cart={cart} flags={quantityOn} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load your basket.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(cart.retry).toHaveBeenCalled();
  });
});

describe('basket page (commerce emulator)', () => {
  const catalog = generateCatalog({ brands: ['raleigh'] });
  const bike = catalog.brands[0]!.products.find(
    (product) => product.parentId !== null && product.active && !product.isCloseout && product.stock > 5,
  )!;
  // An accessory under 500: WELCOME10 applies, SPRING50 (50 off from 500) does not.
  const accessory = catalog.brands[0]!.products.find(
    (product) => product.active && !product.isCloseout && product.stock > 5 && product.price.gross < 500,
  )!;
  let emulator: RunningCommerceEmulator;
  let store: CartStore;

  beforeAll(async () => {
    emulator = await startCommerceEmulator({ catalog, port: 0 });
  });
  afterAll(async () => {
    await emulator?.close();
  });
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.getState().reset();
    emulator.faults.rate5xx = 0;
    store = createCartStore({ endpoints: endpoints() });
  });
  const endpoints = () => ({
    gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') },
  });
  const readLinks = (country: string, language: string, ids: readonly string[]) =>
    readLineLinks(country, language, ids, endpoints());

  it('links each line to its product page, read from the store-api with the line’s product id', async () => {
    await act(async () => {
      await store.getState().init('gb');
      await store.getState().add({ productId: bike.id, quantity: 1 });
    });
    const read = vi.fn(readLinks);
    renderWithPage(<BasketPage store={store} flags={quantityOn} readLinks={read} />);
    const line = await screen.findByRole('heading', { level: 3 });
    const link = await within(line).findByRole('link');
    // The variant's own child page, under the page's locale.
    expect(link.getAttribute('href')).toMatch(/^\/gb\/en\/[^?]+\/[^/?]+\/(\?.*)?$/);
    expect(read).toHaveBeenCalledWith('gb', 'en', [bike.id]);
  });

  it('applies a code, says so, and explains unknown and not eligible codes', async () => {
    await act(async () => {
      await store.getState().init('gb');
      await store.getState().add({ productId: accessory.id, quantity: 1 });
    });
    renderWithPage(<BasketPage store={store} flags={quantityOn} readLinks={readLinks} />);
    const field = await screen.findByRole('textbox', { name: 'Promotion code' });
    fireEvent.change(field, { target: { value: 'NOSUCHCODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The code NOSUCHCODE does not exist. Please check it and try again.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code WELCOME10 has been applied.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove code WELCOME10' })).toBeTruthy();
    expect(screen.getByText('Discount WELCOME10')).toBeTruthy();

    // The basket does not qualify: the code stays, with a clear message.
    fireEvent.change(field, { target: { value: 'SPRING50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The code SPRING50 cannot be used with the items in your basket.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove code WELCOME10' })).toBeNull());
  });

  it('shows a failed change in the fail banner, keeps the line, and a retry succeeds once the backend is back', async () => {
    await act(async () => {
      await store.getState().init('gb');
      await store.getState().add({ productId: bike.id, quantity: 1 });
    });
    renderWithPage(<BasketPage store={store} flags={quantityOn} readLinks={readLinks} />);
    const select = await screen.findByRole('combobox', {
      name: `Quantity of ${store.getState().carts.gb!.basket!.lineItems[0]!.label}`,
    });
    // The page's own reads (cart, stock, free goods) are done before the backend breaks.
    await waitFor(() => expect(store.getState().carts.gb).toMatchObject({ status: 'ready', pending: 0 }));
    await waitFor(() => expect(store.getState().carts.gb?.freeProducts).not.toBeNull());
    await waitFor(() => expect(store.getState().carts.gb?.stock).not.toBeNull());
    emulator.faults.rate5xx = 1;
    fireEvent.change(select, { target: { value: '2' } });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your change could not be saved. Your basket is as it was.',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect((select as HTMLSelectElement).value).toBe('1');
    emulator.faults.rate5xx = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('2'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('2 items')).toBeTruthy();
  });

  it('shows the empty basket of a new session', async () => {
    renderWithPage(<BasketPage store={store} flags={quantityOn} readLinks={readLinks} />);
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
  });

  it('shows a visitor without a session the empty basket of the page’s channel without a call, and opens none', async () => {
    // In Ireland: reads that the earlier tests left running store Great Britain's tokens.
    const irish = createCartStore({
      endpoints: { ie: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'ie') } },
    });
    // Every call fails now (and its answer still carries a new session's token): the empty
    // basket can only come without one.
    emulator.faults.rate5xx = 1;
    renderWithPage(<BasketPage store={irish} flags={quantityOn} readLinks={readLinks} />, {
      country: 'ie',
      page: { shopwareCurrency: { id: 'currency-eur', name: 'Euro', iso: 'EUR', symbol: '€' } },
    });
    expect(await screen.findByRole('heading', { name: 'Your basket is empty' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(irish.getState().carts.ie?.basket).toMatchObject({ currency: 'EUR', token: null });
    // Reads the page would start queue behind this one.
    await act(async () => {
      await irish.getState().getCart({ force: true });
    });
    expect(useSessionStore.getState().getContextToken('ie')).toBeUndefined();
  });
});
