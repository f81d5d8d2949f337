/**
 * What the store-api emulator's test files share: a throwaway state file, a shopper session on a
 * brand's channel, the answer shapes they read, and the steps several suites take (finding
 * buyable products, filling a cart, registering a guest). Each test file starts its own emulator
 * on port 0 (`emulatorOfFile`), so files stay independent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { localAccessKey } from '../../src/config/backends';
import type { BrandName } from '../../src/config/schema';
import { generateCatalog, type SeedCatalog } from '../seed/catalog';
import { type RunningCommerceEmulator, startCommerceEmulator } from './server';
import { StoreApiSession } from './testing';

export interface Product {
  id: string;
  name: string;
  productNumber: string;
  parentId?: string;
  childCount: number;
  stock: number;
  isCloseout: boolean;
  calculatedPrice: { unitPrice: number; totalPrice: number; calculatedTaxes: { tax: number; taxRate: number }[] };
  cover?: { media: { url: string; thumbnails: { width: number; url: string }[] } };
  options?: { id: string; group: { name: string } }[];
  properties?: { id: string; groupId: string }[];
  translated: { name: string };
}

export interface Cart {
  token: string;
  price: {
    totalPrice: number;
    positionPrice: number;
    netPrice: number;
    calculatedTaxes: { tax: number; taxRate: number; price: number }[];
  };
  lineItems: {
    id: string;
    type: string;
    quantity: number;
    label: string;
    referencedId: string;
    price: { unitPrice: number; totalPrice: number };
  }[];
  errors: Record<string, { messageKey: string; level: number; message: string }>;
  deliveries: { shippingCosts: { totalPrice: number } }[];
}

export interface ErrorBody {
  errors: { status: string; code: string; title: string; detail: string; source?: { pointer: string } }[];
}

export interface TemporaryState {
  dir: string;
  /** The emulator's state file inside `dir` (not created until the emulator writes). */
  stateFile: string;
  remove(): void;
}

/** A fresh directory for one test file's emulator state; `remove()` it in afterAll. */
export function temporaryState(prefix: string): TemporaryState {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return {
    dir,
    stateFile: path.join(dir, 'state.json'),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The emulator of one test file: the whole demo catalogue on port 0 with a state file of its own,
 * started before the file's tests and closed (its state removed) after them. Read `emulator`,
 * `catalog` and `stateFile` inside tests, once they run.
 */
export function emulatorOfFile(prefix: string) {
  let started: { catalog: SeedCatalog; emulator: RunningCommerceEmulator; state: TemporaryState } | undefined;
  const running = () => {
    if (!started) throw new Error("The test file's emulator is read before its beforeAll ran.");
    return started;
  };
  beforeAll(async () => {
    const state = temporaryState(prefix);
    const catalog = generateCatalog();
    started = {
      catalog,
      state,
      emulator: await startCommerceEmulator({ catalog, stateFile: state.stateFile, port: 0 }),
    };
  });
  afterAll(async () => {
    await started?.emulator.close();
    started?.state.remove();
  });
  return {
    get catalog() {
      return running().catalog;
    },
    get emulator() {
      return running().emulator;
    },
    get stateFile() {
      return running().state.stateFile;
    },
    store: storeSessions(() => running().emulator),
  };
}

/**
 * Opens shopper sessions (no context token yet) on the store-api of a brand's country channel
 * of the emulator `current()` answers, read at each call: a suite may restart its emulator.
 */
export const storeSessions =
  (current: () => { url: string }) =>
  (brand: BrandName, country: string, headers: Record<string, string> = {}) =>
    new StoreApiSession(`${current().url}/store-api`, localAccessKey(brand, country), headers);

/** Variants (or simple products) of a channel that can be bought, with enough stock. */
export async function buyable(
  shopper: StoreApiSession,
  count: number,
  minStock = 1,
  variantsOnly = false,
): Promise<Product[]> {
  const answer = await shopper.call<{ elements: Product[] }>('POST', '/product', {
    filter: [
      { type: 'equals', field: 'childCount', value: 0 },
      { type: 'range', field: 'stock', parameters: { gte: minStock } },
      ...(variantsOnly
        ? [{ type: 'not', operator: 'and', queries: [{ type: 'equals', field: 'parentId', value: null }] }]
        : []),
    ],
    sort: [{ field: 'productNumber', order: 'ASC' }],
    limit: count,
  });
  expect(answer.body.elements.length).toBe(count);
  return answer.body.elements;
}

export const addProduct = (shopper: StoreApiSession, product: Product, quantity = 1) =>
  shopper.call<Cart>('POST', '/checkout/cart/line-item', {
    items: [{ id: product.id, referencedId: product.id, type: 'product', quantity }],
  });

/** Registers the session's shopper as a guest in the channel's shipping country. */
export async function registerGuest(shopper: StoreApiSession, email: string) {
  const context = await shopper.call<{ shippingLocation: { country: { id: string } } }>('GET', '/context');
  const before = shopper.token;
  const answer = await shopper.call<{ id: string; guest: boolean; email: string }>('POST', '/account/register', {
    guest: true,
    email,
    firstName: 'Sam',
    lastName: 'Rider',
    acceptedDataProtection: true,
    storefrontUrl: 'http://localhost:9000',
    billingAddress: {
      street: 'High Street 1',
      zipcode: 'NG1 1AA',
      city: 'Nottingham',
      countryId: context.body.shippingLocation.country.id,
    },
  });
  expect(answer.status).toBe(200);
  expect(answer.token).not.toBe(before);
  return answer.body;
}
