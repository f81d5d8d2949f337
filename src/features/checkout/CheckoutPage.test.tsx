// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { localAccessKey } from '../../config/backends';
import type { InstallmentRange } from '../../lib/cart';
import type { LegalLink } from '../../lib/page-context';
import { renderWithPage } from '../../testing/render';
import { type CartStore, createCartStore } from '../cart/cart-store';
import { useSessionStore } from '../../services/session/session-store';
import { CheckoutPage } from './CheckoutPage';
import { createCheckoutSession } from './checkout-session';
import { checkoutMessages } from './messages';
import { fill } from '../../lib/i18n/fill';

const fr = checkoutMessages.fr!;
const legalLinks: LegalLink[] = [
  { kind: 'terms', title: 'Conditions générales de vente', path: '/fr/fr/conditions-generales-de-vente/' },
  { kind: 'withdrawal', title: 'Droit de rétractation', path: '/fr/fr/droit-de-retractation/' },
];
const catalog = generateCatalog({ brands: ['lapierre'] });
const bike = catalog.brands[0]!.products.find(
  (product) =>
    product.parentId !== null &&
    product.active &&
    !product.isCloseout &&
    product.price.gross >= 150 &&
    product.price.gross <= 6000,
)!;
let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;
let cart: CartStore;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
  endpoints = { fr: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('lapierre', 'fr') } };
});
afterAll(async () => {
  await emulator?.close();
});
beforeEach(async () => {
  useSessionStore.getState().reset();
  cart = createCartStore({ endpoints });
  await cart.getState().init('fr');
  await cart.getState().add({ productId: bike.id, quantity: 1 });
});
afterEach(() => {
  cleanup();
  emulator.faults.rate5xx = 0;
});

function renderCheckout(range: InstallmentRange | null = { min: 150, max: 6000 }) {
  const session = createCheckoutSession({ endpoints, installmentRange: range, cart });
  const redirect = vi.fn<(url: string) => void>();
  renderWithPage(<CheckoutPage search="" session={session} cart={cart} redirect={redirect} />, {
    brand: 'lapierre',
    country: 'fr',
    language: 'fr',
    page: { legalLinks },
  });
  return { session, redirect };
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = (label: string, value: string) => {
  const control = field(label);
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
};

async function enterDetails() {
  await screen.findByText(fill(fr.quantityOf, { quantity: 1 }));
  type(fr.firstName, 'Jeanne');
  type(fr.lastName, 'Longo');
  type(fr.email, 'jeanne@example.com');
  type(fr.street, 'Place Bellecour');
  type(fr.houseNumber, '1');
  type(fr.postalCode, '69002');
  type(fr.city, 'Lyon');
  fireEvent.click(screen.getByRole('button', { name: fr.submit }));
}

const paymentRadios = () => within(screen.getByRole('group', { name: fr.paymentMethod })).getAllByRole('radio');

describe('checkout page', () => {
  it('blocks an invalid submit, registers the guest and moves focus to the delivery step', async () => {
    renderCheckout();
    await screen.findByText(fill(fr.quantityOf, { quantity: 1 }));
    fireEvent.click(screen.getByRole('button', { name: fr.submit }));
    expect(await screen.findByText(fr.checkFields)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: fr.stepShipping })).toBeNull();

    await enterDetails();
    const delivery = await screen.findByRole('heading', { name: fr.stepShipping });
    await waitFor(() => expect(document.activeElement).toBe(delivery));
    expect(screen.getByText('Jeanne Longo, jeanne@example.com')).toBeTruthy();
  });

  it('saves a delivery choice in the context and re-reads the totals', async () => {
    const { session } = renderCheckout();
    await enterDetails();
    const shipping = within(await screen.findByRole('group', { name: fr.shippingMethod })).getAllByRole('radio');
    const pickup = shipping[1]!;
    expect(pickup).toHaveProperty('checked', false);
    fireEvent.click(pickup);
    await waitFor(() => expect(pickup).toHaveProperty('checked', true));
    await waitFor(() =>
      expect(session.getState().context?.shippingMethodId).toBe(session.getState().shippingMethods[1]!.id),
    );
    await waitFor(() =>
      expect(cart.getState().carts.fr?.basket?.shippingMethod?.id).toBe(pickup.getAttribute('value')),
    );
  });

  it('offers Klarna only inside the installment range', async () => {
    renderCheckout();
    await enterDetails();
    await screen.findByRole('group', { name: fr.paymentMethod });
    expect(paymentRadios()).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Klarna/ })).toBeTruthy();
    cleanup();

    renderCheckout({ min: 150, max: bike.price.gross - 1 });
    await enterDetails();
    await screen.findByRole('group', { name: fr.paymentMethod });
    expect(paymentRadios()).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /Klarna/ })).toBeNull();
  });

  it('shows a fail banner when the order fails, keeps everything, and the retry places it', async () => {
    const { redirect } = renderCheckout();
    await enterDetails();
    await screen.findByRole('group', { name: fr.paymentMethod });
    fireEvent.click(paymentRadios()[0]!);
    const orderButton = await screen.findByRole('button', { name: /Commander et payer/ });
    await waitFor(() => expect(orderButton).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('checkbox'));

    emulator.faults.rate5xx = 1;
    fireEvent.click(orderButton);
    expect(await screen.findByText(fr.orderFailed)).toBeTruthy();
    expect(screen.getByText('Jeanne Longo, jeanne@example.com')).toBeTruthy();
    expect(screen.getByText(fill(fr.quantityOf, { quantity: 1 }))).toBeTruthy();
    expect(paymentRadios()[0]).toHaveProperty('checked', true);
    expect(redirect).not.toHaveBeenCalled();

    emulator.faults.rate5xx = 0;
    fireEvent.click(screen.getByRole('button', { name: /Commander et payer/ }));
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(redirect.mock.calls[0]![0]).toMatch(/\/order-confirmation\/\?orderId=[0-9a-f]{32}$/);
  });

  it('refuses to order until the terms are accepted, with the withdrawal notice and both pages linked', async () => {
    const { session, redirect } = renderCheckout();
    await enterDetails();
    await screen.findByRole('group', { name: fr.paymentMethod });
    fireEvent.click(paymentRadios()[0]!);
    const orderButton = await screen.findByRole('button', { name: /Commander et payer/ });
    await waitFor(() => expect(orderButton).toHaveProperty('disabled', false));
    expect(screen.getByText(fr.withdrawalNotice)).toBeTruthy();
    const terms = screen.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ });
    expect(screen.getByRole('link', { name: fr.termsLink }).getAttribute('href')).toBe(legalLinks[0]!.path);
    expect(screen.getByRole('link', { name: fr.withdrawalLink }).getAttribute('href')).toBe(legalLinks[1]!.path);

    fireEvent.click(orderButton);
    expect((await screen.findByRole('alert')).textContent).toBe(fr.acceptTermsRequired);
    expect(document.activeElement).toBe(terms);
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(session.getState().order).toBeNull();
    expect(session.getState().pending).toBeNull();
    expect(redirect).not.toHaveBeenCalled();

    fireEvent.click(terms);
    expect(screen.queryByText(fr.acceptTermsRequired)).toBeNull();
    fireEvent.click(orderButton);
    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
  });

  it('names the details step once: the step heading is the group’s name, no second heading', async () => {
    renderCheckout();
    await screen.findByText(fill(fr.quantityOf, { quantity: 1 }));
    expect(screen.getByRole('group', { name: fr.stepDetails })).toBeTruthy();
    expect(screen.queryByText(fr.customerDetails)).toBeNull();
  });

  it('keeps the typed values when the registration fails, and the retry goes on', async () => {
    const { session } = renderCheckout();
    await screen.findByText(fill(fr.quantityOf, { quantity: 1 }));
    await waitFor(() => expect(session.getState().context).not.toBeNull());
    emulator.faults.rate5xx = 1;
    await enterDetails();
    expect(await screen.findByText(fr.saveFailed)).toBeTruthy();
    expect(field(fr.firstName)).toHaveProperty('value', 'Jeanne');
    expect(field(fr.postalCode)).toHaveProperty('value', '69002');
    emulator.faults.rate5xx = 0;
    fireEvent.click(screen.getByRole('button', { name: fr.submit }));
    expect(await screen.findByRole('heading', { name: fr.stepShipping })).toBeTruthy();
  });

  it('sends an empty basket back to the basket page', async () => {
    await cart.getState().remove(cart.getState().carts.fr!.basket!.lineItems[0]!.id);
    renderCheckout();
    expect(await screen.findByText(fr.emptyBasket)).toBeTruthy();
    expect(screen.getByRole('link', { name: fr.backToBasket }).getAttribute('href')).toBe('/fr/fr/basket/');
    expect(screen.queryByLabelText(/Prénom/)).toBeNull();
  });
});
