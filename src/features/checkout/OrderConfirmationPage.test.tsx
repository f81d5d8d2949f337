// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../emulators/shopware';
import { localAccessKey } from '../../config/backends';
import { orderAddress, orderSummary } from '../../testing/checkout-factories';
import { renderWithPage } from '../../testing/render';
import { createCartStore } from '../cart/cart-store';
import { useSessionStore } from '../../services/session/session-store';
import { createCheckoutSession } from './checkout-session';
import { checkoutMessages } from './messages';
import { OrderConfirmationPage, OrderView } from './OrderConfirmationPage';
import { fill } from '../../lib/i18n/fill';

const en = checkoutMessages.en!;
let emulator: RunningCommerceEmulator;
let endpoints: Record<string, { baseUrl: string; accessKey: string }>;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog: generateCatalog({ brands: ['raleigh'] }), port: 0 });
  endpoints = { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } };
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
});

const stores = () => {
  const cart = createCartStore({ endpoints });
  return { cart, session: createCheckoutSession({ endpoints, cart }) };
};

describe('order view', () => {
  it('shows number, date, methods, payment state, items, totals and UK-style addresses', () => {
    renderWithPage(
      <OrderView
        order={orderSummary({
          shippingAddress: orderAddress({
            city: 'Dublin',
            zipcode: 'D02 X285',
            countryCode: 'ie',
            countryName: 'Ireland',
          }),
        })}
      />,
    );
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts(en.orderNumber)).toBe('10042');
    expect(facts(en.orderDate)).toBe('1 May 2025');
    expect(facts(en.paymentMethod)).toBe('PayPal');
    expect(facts(en.shippingMethod)).toBe('Home delivery');
    expect(facts(en.paymentState)).toBe(en.paymentStatePaid);
    expect(screen.getByText('We are sending a confirmation to ada@example.com.')).toBeTruthy();
    const addresses = [...document.querySelectorAll('address')].map((node) => node.innerHTML.split('<br>'));
    expect(addresses).toEqual([
      ['Ada Lovelace', '10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'],
      ['Ada Lovelace', '10 Downing Street', 'Dublin', 'D02 X285', 'Ireland'],
    ]);
    const items = screen.getByRole('region', { name: en.orderedItems });
    expect(within(items).getByText('Motus Tour')).toBeTruthy();
    expect(within(items).getAllByText('£2,010.00')).toHaveLength(3);
    expect(within(items).getByText(en.free)).toBeTruthy();
  });

  it('tells a bank transfer shopper where to pay, with the order number as reference, until it is paid', () => {
    const account = {
      holder: 'Raleigh UK Ltd',
      bank: 'Barclays Bank UK PLC',
      iban: 'GB33BUKB20201555555555',
      bic: 'BUKBGB22',
    };
    const { unmount } = renderWithPage(
      <OrderView
        order={orderSummary({ paymentMethod: 'Bank transfer', paymentState: 'open', bankTransfer: account })}
      />,
    );
    const transfer = screen.getByRole('region', { name: en.bankTransferTitle });
    expect(within(transfer).getByText(fill(en.bankTransferText, { amount: '£2,010.00' }))).toBeTruthy();
    const value = (term: string) =>
      within(transfer).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value(en.accountHolder)).toBe('Raleigh UK Ltd');
    expect(value(en.bankName)).toBe('Barclays Bank UK PLC');
    expect(value(en.iban)).toBe('GB33 BUKB 2020 1555 5555 55');
    expect(value(en.bic)).toBe('BUKBGB22');
    expect(value(en.paymentReference)).toBe('10042');
    unmount();
    // Paid, or paid otherwise: no transfer details.
    renderWithPage(<OrderView order={orderSummary({ paymentState: 'paid', bankTransfer: account })} />);
    expect(screen.queryByRole('region', { name: en.bankTransferTitle })).toBeNull();
    cleanup();
    renderWithPage(<OrderView order={orderSummary({ paymentState: 'open' })} />);
    expect(screen.queryByRole('region', { name: en.bankTransferTitle })).toBeNull();
  });

  it('writes a French address with the postcode before the city', () => {
    const paris = orderAddress({ street: 'Rue de Rivoli 1', zipcode: '75001', city: 'Paris', countryCode: 'fr' });
    renderWithPage(
      <OrderView
        order={orderSummary({ currency: 'EUR', billingAddress: paris, shippingAddress: paris })}
        cityBeforePostalCode={false}
      />,
      {
        brand: 'lapierre',
        country: 'fr',
        language: 'fr',
      },
    );
    expect(document.querySelector('address')?.innerHTML.split('<br>')).toEqual([
      'Ada Lovelace',
      'Rue de Rivoli 1',
      '75001 Paris',
      'France',
    ]);
  });
});

describe('order confirmation page', () => {
  it('says clearly when the query names no order', async () => {
    renderWithPage(<OrderConfirmationPage search="" {...stores()} />);
    expect(await screen.findByText(en.orderNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.continueShopping }).getAttribute('href')).toBe('/gb/en/');
  });

  it('says clearly when the order is not the session’s', async () => {
    renderWithPage(<OrderConfirmationPage search="?orderId=0123456789abcdef0123456789abcdef" {...stores()} />);
    expect(await screen.findByText(en.orderNotFound)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en.thankYou })).toBeNull();
  });

  it('shows a fail banner with a retry when the order cannot be read', async () => {
    emulator.faults.rate5xx = 1;
    renderWithPage(<OrderConfirmationPage search="?orderId=0123456789abcdef0123456789abcdef" {...stores()} />);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(en.orderFailedToLoad),
    );
    emulator.faults.rate5xx = 0;
    screen.getByRole('button', { name: en.retry }).click();
    await waitFor(() => expect(screen.getByText(en.orderNotFound)).toBeTruthy());
  });
});
