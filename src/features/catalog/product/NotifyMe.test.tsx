// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../../../emulators/seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from '../../../../emulators/shopware';
import { localAccessKey } from '../../../config/backends';
import { createShopApi } from '../../../services/shopware/shop-api';
import { renderWithPage } from '../../../testing/render';
import { notifyMeMessages } from './notify-me-messages';
import NotifyMe from './NotifyMe';

const catalog = generateCatalog({ brands: ['raleigh'] });
const variants = catalog.brands[0]!.products.filter((product) => product.parentId !== null);
const soldOut = variants.find((product) => product.stock === 0)!;
const inStock = variants.find((product) => product.stock > 5)!;
const texts = notifyMeMessages.en!;
let emulator: RunningCommerceEmulator;

beforeAll(async () => {
  emulator = await startCommerceEmulator({ catalog, port: 0 });
});
afterAll(async () => {
  await emulator?.close();
});
afterEach(cleanup);

/** The wish sent to the commerce emulator's British channel, as the page's session would. */
const send = (wish: Parameters<ReturnType<typeof createShopApi>['requestNotifyMe']>[0]) =>
  createShopApi({
    country: 'gb',
    endpoints: { gb: { baseUrl: `${emulator.url}/store-api`, accessKey: localAccessKey('raleigh', 'gb') } },
  }).requestNotifyMe(wish);

function fillIn(email: string, consent: boolean) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${texts.email}`)), { target: { value: email } });
  if (consent) fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: texts.submit }));
}

describe('NotifyMe', () => {
  it('asks for a valid address and the consent before it sends anything', async () => {
    renderWithPage(<NotifyMe variantId={soldOut.id} productName="Motus" send={send} />);
    fillIn('not-an-address', false);
    expect(await screen.findByText(texts.emailInvalid)).toBeTruthy();
    expect(screen.getByText(texts.consentRequired)).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });

  it('registers the wish with the consent text shown, then knows a repeat', async () => {
    renderWithPage(<NotifyMe variantId={soldOut.id} productName="Motus" send={send} />);
    fillIn(' kim@example.com ', true);
    const registered = texts.registered.replace('{email}', 'kim@example.com').replace('{name}', 'Motus');
    expect(await screen.findByText(registered)).toBeTruthy();
    const held = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
      notifyMeRequests: { productId: string; email: string; consentText: string }[];
    };
    expect(held.notifyMeRequests).toContainEqual(
      expect.objectContaining({
        productId: soldOut.id,
        email: 'kim@example.com',
        consentText: texts.consent.replace('{brand}', 'Raleigh'),
      }),
    );
    cleanup();
    renderWithPage(<NotifyMe variantId={soldOut.id} productName="Motus" send={send} />);
    fillIn('KIM@example.com', true);
    expect(
      await screen.findByText(texts.known.replace('{email}', 'KIM@example.com').replace('{name}', 'Motus')),
    ).toBeTruthy();
  });

  it('says the request failed and keeps the form for another try', async () => {
    renderWithPage(<NotifyMe variantId={inStock.id} productName="Motus" send={send} />);
    fillIn('lee@example.com', true);
    expect(await screen.findByText(texts.failed)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: texts.submit })).toBeTruthy());
    expect((screen.getByLabelText(new RegExp(`^${texts.email}`)) as HTMLInputElement).value).toBe('lee@example.com');
  });
});
