/**
 * Build-time catalogue reads from the store-api of one sales channel in one language: the
 * category tree, every top-level product (paged, with the detail associations and the fields
 * the plan reads) and the media its custom fields name; and the channel's payment and shipping
 * methods. Made by the one client factory (client.ts), so request and answer types are the
 * official ones.
 *
 * With a keep (a store of earlier builds' answers), a rebuild asks first for each product's
 * stamp, a small answer of what marks a change, and fetches the detail only of products whose
 * stamp differs from the kept one (see `ProductKeep`).
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { CommerceEndpoint } from '../../config/backends';
import type { ShopwareCurrency } from '../../lib/page-context';
import {
  byIds,
  productCriteria,
  productCustomFieldNames,
  productDetailIncludes,
  type StoreCriteria,
  topLevelOnly,
} from '../../lib/product';
import { buildReadPolicy, type SourcingRetryPolicy, withBuildRetries } from './build-retry';
import { createStoreApiClient } from './client';

export interface ChannelCatalog {
  /** The channel's language id of the asked language and its currency (prices are in it). */
  channel: { languageId: string; currency: ShopwareCurrency };
  categories: Schemas['Category'][];
  products: Schemas['Product'][];
  media: Schemas['Media'][];
  /** How many products' details were fetched, and how many came from the keep unchanged. */
  sourced: { fetched: number; kept: number };
}

const pageSize = 100;
const mediaFields = [productCustomFieldNames.hero, productCustomFieldNames.geometry, productCustomFieldNames.modelLogo];

/** A product's detail answer as an earlier build fetched it, with its stamp then. */
export interface KeptProduct {
  stamp: string;
  /** Epoch ms of the fetch. */
  fetchedAt: number;
  product: Schemas['Product'];
}

/**
 * Where a build keeps the products it fetched (gatsby-node gives Gatsby's cache). Shopware moves
 * a product's `updatedAt` when the product or a variant is saved, but not when an order takes
 * stock or when a record the product embeds (manufacturer, property option, media) is edited:
 * the stamp adds stock and prices, and `maxAgeMs` bounds how long an unchanged stamp is trusted.
 */
export interface ProductKeep {
  get(key: string): Promise<KeptProduct | undefined>;
  set(key: string, kept: KeptProduct): Promise<void>;
  maxAgeMs: number;
  now?: () => number;
}

/** Build-time reads: retried under the spec's policy (build-retry.ts), warnings to the build's log. */
export interface SourcingOptions {
  policy?: SourcingRetryPolicy;
  keep?: ProductKeep;
}

/** What marks a change of a top-level product: its and its variants' edit time, stock and price. */
const stampCriteria = (page: number): StoreCriteria => ({
  filter: [topLevelOnly()],
  page,
  limit: pageSize,
  associations: { children: {} },
  includes: {
    product: ['id', 'updatedAt', 'active', 'availableStock', 'stock', 'calculatedPrice', 'children'],
    calculated_price: ['totalPrice', 'listPrice', 'regulationPrice'],
  },
});

/** A digest of the detail request, so that a build asking for other fields does not reuse old answers. */
async function criteriaDigest(criteria: StoreCriteria): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(criteria)));
  return Buffer.from(bytes).toString('hex').slice(0, 16);
}

const defaultPolicy = buildReadPolicy((message) => console.warn(message));

/**
 * A client whose `read` runs one store-api operation under the retry policy; the factory's
 * transport retry is off, so a dropped connection is retried once per attempt, not twice, and
 * there is no time limit (the policy decides when to give up).
 */
function buildTimeClient(endpoint: CommerceEndpoint, policy: SourcingRetryPolicy) {
  const client = createStoreApiClient(endpoint, { timeoutMs: null });
  const read: typeof client.invoke = (operation, ...params) => {
    const [method = '', path = ''] = operation.split(' ').slice(1);
    return withBuildRetries(
      `${method.toUpperCase()} ${endpoint.baseUrl}${path}`,
      () => client.invoke(operation, ...params),
      policy,
    );
  };
  return { client, read };
}

type Read = ReturnType<typeof buildTimeClient>['read'];

/** Every product of a paged criteria, page by page until a page is not full. */
async function readAllPages(read: Read, criteria: (page: number) => StoreCriteria): Promise<Schemas['Product'][]> {
  const found: Schemas['Product'][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read('readProduct post /product', { body: criteria(page) });
    found.push(...answer.data.elements);
    if (answer.data.elements.length < pageSize) return found;
  }
}

/**
 * The top-level products by stamp: a kept answer whose stamp is unchanged (and not older than
 * the keep allows), else the detail fetched by id and kept. In the stamps' order, as the paged
 * read has them. `keyPrefix` names the channel, language and detail request.
 */
async function readKept(
  read: Read,
  byId: (ids: string[]) => StoreCriteria,
  keep: ProductKeep,
  keyPrefix: string,
): Promise<Pick<ChannelCatalog, 'products' | 'sourced'>> {
  const now = (keep.now ?? Date.now)();
  const stamps = (await readAllPages(read, stampCriteria)).map((product) => ({
    key: `${keyPrefix} ${product.id}`,
    id: product.id,
    stamp: JSON.stringify(product),
  }));
  const kept = await Promise.all(
    stamps.map(async ({ key, stamp }) => {
      const entry = await keep.get(key);
      return entry && entry.stamp === stamp && now - entry.fetchedAt <= keep.maxAgeMs ? entry.product : null;
    }),
  );
  const changed = stamps.filter((_, index) => kept[index] === null);
  const fetched = new Map<string, Schemas['Product']>();
  for (let start = 0; start < changed.length; start += pageSize) {
    const ids = changed.slice(start, start + pageSize).map((entry) => entry.id);
    const answer = await read('readProduct post /product', { body: byId(ids) });
    for (const product of answer.data.elements) fetched.set(product.id, product);
  }
  await Promise.all(
    changed.map(({ key, id, stamp }) => {
      const product = fetched.get(id);
      return product ? keep.set(key, { stamp, fetchedAt: now, product }) : undefined;
    }),
  );
  return {
    products: stamps
      .map(({ id }, index) => kept[index] ?? fetched.get(id))
      .filter((product): product is Schemas['Product'] => product !== undefined),
    sourced: { fetched: fetched.size, kept: kept.filter((product) => product !== null).length },
  };
}

export async function fetchChannelCatalog(
  endpoint: CommerceEndpoint,
  language: string,
  { policy = defaultPolicy, keep }: SourcingOptions = {},
): Promise<ChannelCatalog> {
  const { client, read } = buildTimeClient(endpoint, policy);
  const languages = await read('readLanguages post /language', {
    body: { associations: { locale: {} } },
  });
  const match = languages.data.elements.find((entry) => entry.locale?.code?.split('-')[0]?.toLowerCase() === language);
  if (!match) throw new Error(`The sales channel at ${endpoint.baseUrl} has no language "${language}".`);
  client.defaultHeaders.apply({ 'sw-language-id': match.id });
  const context = await read('readContext get /context', {});
  const currency = context.data.currency;
  if (!currency?.isoCode) throw new Error(`The sales channel at ${endpoint.baseUrl} names no currency.`);

  const categories = await read('readCategoryList post /category', { body: { limit: 1000 } });
  const detail = (options: Parameters<typeof productCriteria>[1]) => ({
    ...productCriteria('detail', options),
    includes: productDetailIncludes,
  });
  const byPage = (page: number) => detail({ filter: [topLevelOnly()], page, limit: pageSize });
  const byId = (ids: string[]) => detail({ filter: [byIds(ids)], limit: ids.length });
  const { products, sourced } = keep
    ? await readKept(read, byId, keep, `${endpoint.accessKey} ${match.id} ${await criteriaDigest(byPage(1))}`)
    : await readAllPages(read, byPage).then((all) => ({ products: all, sourced: { fetched: all.length, kept: 0 } }));
  const ids = [
    ...new Set(
      products.flatMap((product) =>
        mediaFields.map((field) => product.customFields?.[field]).filter((id): id is string => typeof id === 'string'),
      ),
    ),
  ];
  const media = ids.length ? (await read('readMedia post /media', { body: { ids } })).data : [];
  return {
    channel: {
      languageId: match.id,
      currency: {
        id: currency.id,
        name: currency.translated?.name ?? currency.name ?? currency.isoCode,
        iso: currency.isoCode,
        symbol: currency.symbol,
      },
    },
    categories: categories.data.elements ?? [],
    products,
    media,
    sourced,
  };
}

export interface ChannelMethods {
  payment: Schemas['PaymentMethod'][];
  shipping: Schemas['ShippingMethod'][];
}

/** The payment and shipping methods the channel's checkout offers (`onlyAvailable`, as checkout asks). */
export async function fetchChannelMethods(
  endpoint: CommerceEndpoint,
  { policy = defaultPolicy }: SourcingOptions = {},
): Promise<ChannelMethods> {
  const { read } = buildTimeClient(endpoint, policy);
  const [payment, shipping] = await Promise.all([
    read('readPaymentMethod post /payment-method', { body: { onlyAvailable: true } }),
    read('readShippingMethod post /shipping-method', { query: { onlyAvailable: true }, body: {} }),
  ]);
  return { payment: payment.data.elements ?? [], shipping: shipping.data.elements ?? [] };
}
