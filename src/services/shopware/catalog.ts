/**
 * Build-time catalogue reads from the store-api of one sales channel in one language: the
 * category tree, every top-level product (paged, with the detail associations and the fields
 * the plan reads, its variants in a variant list of their own) and the media its custom fields
 * name; and the channel's payment and shipping methods. Made by the one client factory
 * (client.ts), so request and answer types are the official ones.
 *
 * With a keep (a store of what earlier builds made of each product), a rebuild asks first for
 * each product's stamp, a small answer of what marks a change, and fetches the detail only of
 * products whose stamp differs from the kept one (see `ProductKeep`). The first read of a channel
 * asks for no stamps: it fetches every detail anyway and makes the stamps of those answers.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { CommerceEndpoint } from '../../config/backends';
import type { ShopwareCurrency } from '../../lib/page-context';
import {
  byIds,
  childrenOf,
  productCriteria,
  productCustomFieldNames,
  productDetailAssociations,
  productDetailIncludes,
  type Product,
  type StoreCriteria,
  topLevelOnly,
  variantDetailIncludes,
} from '../../lib/product';
import { buildReadPolicy, type SourcingRetryPolicy, withBuildRetries } from './build-retry';
import { createStoreApiClient } from './client';
import { type MapProductContext, mapProduct, mediaById } from './product-map';

/** The channel's language id of the asked language and its currency (prices are in it). */
export interface ChannelFacts {
  languageId: string;
  currency: ShopwareCurrency;
}

/**
 * One channel's catalogue in one language. `P` is what the build has of each top-level product:
 * the store-api's answer, or with a keep what the keep makes of it (`ProductKeep.project`).
 */
export interface ChannelCatalog<P = Schemas['Product']> {
  channel: ChannelFacts;
  categories: Schemas['Category'][];
  products: P[];
  /** The media the fetched products' custom fields name (with a keep: those fetched this time). */
  media: Schemas['Media'][];
  /** How many products' details were fetched, and how many came from the keep unchanged. */
  sourced: { fetched: number; kept: number };
}

const pageSize = 100;
/** Variants per request: a page of 100 parents has up to some 1,600. */
const variantPageSize = 500;
/** The custom fields that name a media entity (each resolved to its image on the product page). */
const mediaFields = [
  productCustomFieldNames.hero,
  productCustomFieldNames.geometry,
  productCustomFieldNames.modelLogo,
  productCustomFieldNames.bikeLogo,
];

/** What an earlier build made of a product's detail answer, with the product's stamp then. */
export interface KeptProduct<P> {
  stamp: string;
  /** Epoch ms of the fetch. */
  fetchedAt: number;
  product: P;
}

/**
 * Where a build keeps what it made of the products it fetched (gatsby-node gives Gatsby's cache).
 * Shopware moves a product's `updatedAt` when the product or a variant is saved, but not when an
 * order takes stock or when a record the product embeds (manufacturer, property option, media) is
 * edited: the stamp adds stock and prices, and `maxAgeMs` bounds how long an unchanged stamp is
 * trusted.
 *
 * A keep holds the projection, not the answer: a detail answer with its variants is about 250 KB
 * of JSON at 10,000 products, and reading 950 of them back took as long as fetching them (issue 20).
 */
export interface ProductKeep<P> {
  /** What the build makes of a fetched product, with the media and channel it names. */
  project(
    product: Schemas['Product'],
    context: { media: ReadonlyMap<string, Schemas['Media']>; channel: ChannelFacts },
  ): P;
  /** Names everything besides the answer that `project` depends on (the brand's settings, the locale). */
  scope: string;
  get(key: string): Promise<KeptProduct<P> | undefined>;
  set(key: string, kept: KeptProduct<P>): Promise<void>;
  /** Whether a read kept the products of the channel this key names (set by `keepChannel`). */
  channelKept(key: string): Promise<boolean>;
  keepChannel(key: string): Promise<void>;
  maxAgeMs: number;
  now?: () => number;
}

/** Build-time reads: retried under the spec's policy (build-retry.ts), warnings to the build's log. */
export interface SourcingOptions {
  policy?: SourcingRetryPolicy;
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
    cart_list_price: ['price'],
    cart_regulation_price: ['price'],
  },
});

/** The fields of a product or variant that mark a change, in a fixed order. */
function marks(product: Schemas['Product']) {
  const price = product.calculatedPrice;
  return [
    product.id,
    product.updatedAt ?? null,
    product.active ?? null,
    product.availableStock ?? null,
    product.stock ?? null,
    price?.totalPrice ?? null,
    price?.listPrice?.price ?? null,
    price?.regulationPrice?.price ?? null,
  ];
}

/**
 * A top-level product's stamp: its marks and its variants', by variant id. The same of a stamp
 * answer and of a detail answer with its variant list (both include the marked fields), so a
 * first read keeps the stamps of the details it fetched and the next read compares them.
 */
function stampOf(product: Schemas['Product']): string {
  const variants = (product.children ?? []).map(marks).sort(([a], [b]) => String(a).localeCompare(String(b)));
  return JSON.stringify([marks(product), variants]);
}

/** A digest of the detail request, so that a build asking for other fields does not reuse old answers. */
async function criteriaDigest(criteria: StoreCriteria): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(criteria)));
  return Buffer.from(bytes).toString('hex').slice(0, 16);
}

/**
 * The app's product made of one detail answer in a locale of a brand: what a build keeps of it
 * between builds (`ProductKeep.project`).
 */
export function productProjection(
  brand: MapProductContext['brand'],
  locale: MapProductContext['locale'],
): ProductKeep<Product>['project'] {
  return (source, { media, channel }) => mapProduct(source, { locale, brand, media, currency: channel.currency.iso });
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
async function readAllPages(
  read: Read,
  criteria: (page: number) => StoreCriteria,
  limit = pageSize,
): Promise<Schemas['Product'][]> {
  const found: Schemas['Product'][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read('readProduct post /product', { body: criteria(page) });
    found.push(...answer.data.elements);
    if (answer.data.elements.length < limit) return found;
  }
}

/**
 * The parents with their variants as `children`, read in a variant list of their own with the
 * variant's fields only (`variantDetailIncludes`), in the order the store-api lists them: the
 * variants of a hundred parents at a time (`parentId` equalsAny their ids, 500 a request), so
 * that no request names more ids than a page of parents has.
 */
async function withVariants(read: Read, parents: Schemas['Product'][]): Promise<Schemas['Product'][]> {
  const byParent = new Map<string, Schemas['Product'][]>(parents.map((parent) => [parent.id, []]));
  for (let start = 0; start < parents.length; start += pageSize) {
    const ids = parents.slice(start, start + pageSize).map((parent) => parent.id);
    const variants = await readAllPages(
      read,
      (page) => ({
        ...productCriteria('variants', { filter: [childrenOf(ids)], page, limit: variantPageSize }),
        includes: variantDetailIncludes,
      }),
      variantPageSize,
    );
    for (const variant of variants) if (variant.parentId) byParent.get(variant.parentId)?.push(variant);
  }
  return parents.map((parent) => ({ ...parent, children: byParent.get(parent.id) ?? [] }));
}

/**
 * The channel in the asked language: its facts and categories, and the detail criteria of its
 * products (by page, by ids), read by a client that names the language in every request.
 */
async function openChannel(endpoint: CommerceEndpoint, language: string, policy: SourcingRetryPolicy) {
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
  // The parents without their variants, which come in a list of their own (withVariants).
  const { children: _variants, ...parentAssociations } = productDetailAssociations;
  const detail = (options: Parameters<typeof productCriteria>[1]) => ({
    ...productCriteria('detail', options),
    associations: parentAssociations,
    includes: productDetailIncludes,
  });
  const channel: ChannelFacts = {
    languageId: match.id,
    currency: {
      id: currency.id,
      name: currency.translated?.name ?? currency.name ?? currency.isoCode,
      iso: currency.isoCode,
      symbol: currency.symbol,
    },
  };
  return {
    read,
    channel,
    categories: categories.data.elements ?? [],
    byPage: (page: number) => detail({ filter: [topLevelOnly()], page, limit: pageSize }),
    byId: (ids: string[]) => detail({ filter: [byIds(ids)], limit: ids.length }),
  };
}

/** The media the products' custom fields name (hero, geometry drawing, model logo). */
async function readMediaOf(read: Read, products: readonly Schemas['Product'][]): Promise<Schemas['Media'][]> {
  const ids = [
    ...new Set(
      products.flatMap((product) =>
        mediaFields.map((field) => product.customFields?.[field]).filter((id): id is string => typeof id === 'string'),
      ),
    ),
  ];
  return ids.length ? (await read('readMedia post /media', { body: { ids } })).data : [];
}

/** Every top-level product's detail answer by page, with its variants and the media they name. */
async function readEveryDetail({ read, byPage }: Awaited<ReturnType<typeof openChannel>>) {
  const products = await withVariants(read, await readAllPages(read, byPage));
  return { products, media: await readMediaOf(read, products) };
}

/** Every top-level product's detail answer, with the media they name. */
export async function fetchChannelCatalog(
  endpoint: CommerceEndpoint,
  language: string,
  { policy = defaultPolicy }: SourcingOptions = {},
): Promise<ChannelCatalog> {
  const opened = await openChannel(endpoint, language, policy);
  const { products, media } = await readEveryDetail(opened);
  const { channel, categories } = opened;
  return { channel, categories, products, media, sourced: { fetched: products.length, kept: 0 } };
}

/**
 * Every top-level product as the keep projects it: what an earlier build made of it where its
 * stamp is unchanged (and not older than the keep allows), else its detail fetched by id,
 * projected and kept. In the stamps' order, as the paged read has them. The first read of the
 * channel under this keep fetches every detail by page, without the stamps' pass over every
 * variant (`firstKeptRead`).
 */
export async function fetchKeptChannelCatalog<P>(
  endpoint: CommerceEndpoint,
  language: string,
  keep: ProductKeep<P>,
  { policy = defaultPolicy }: SourcingOptions = {},
): Promise<ChannelCatalog<P>> {
  const opened = await openChannel(endpoint, language, policy);
  const { read, channel, categories, byId } = opened;
  const keyPrefix = `${endpoint.accessKey} ${channel.languageId} ${channel.currency.id} ${await criteriaDigest(opened.byPage(1))} ${keep.scope}`;
  const now = (keep.now ?? Date.now)();
  if (!(await keep.channelKept(keyPrefix))) return firstKeptRead(opened, keep, keyPrefix, now);
  const stamps = (await readAllPages(read, stampCriteria)).map((product) => ({
    key: `${keyPrefix} ${product.id}`,
    id: product.id,
    stamp: stampOf(product),
  }));
  const kept = await Promise.all(
    stamps.map(async ({ key, stamp }) => {
      const entry = await keep.get(key);
      return entry && entry.stamp === stamp && now - entry.fetchedAt <= keep.maxAgeMs ? entry : null;
    }),
  );
  const changed = stamps.filter((_, index) => kept[index] === null);
  const parents: Schemas['Product'][] = [];
  for (let start = 0; start < changed.length; start += pageSize) {
    const ids = changed.slice(start, start + pageSize).map((entry) => entry.id);
    parents.push(...(await read('readProduct post /product', { body: byId(ids) })).data.elements);
  }
  const fetched = await withVariants(read, parents);
  const media = await readMediaOf(read, fetched);
  const known = mediaById(media);
  const projected = new Map(fetched.map((product) => [product.id, keep.project(product, { media: known, channel })]));
  await Promise.all(
    changed.map(({ key, id, stamp }) => {
      const product = projected.get(id);
      return product === undefined ? undefined : keep.set(key, { stamp, fetchedAt: now, product });
    }),
  );
  return {
    channel,
    categories,
    products: stamps.flatMap(({ id }, index) => {
      const entry = kept[index];
      if (entry) return [entry.product];
      return projected.has(id) ? [projected.get(id) as P] : [];
    }),
    media,
    sourced: { fetched: fetched.length, kept: kept.filter((entry) => entry !== null).length },
  };
}

/**
 * A channel's first read under a keep: every detail by page, as `fetchChannelCatalog` reads
 * them, each kept with the stamp its answer makes. Asking for the stamps first would render
 * every variant twice, for nothing: none can be kept yet.
 */
async function firstKeptRead<P>(
  opened: Awaited<ReturnType<typeof openChannel>>,
  keep: ProductKeep<P>,
  keyPrefix: string,
  now: number,
): Promise<ChannelCatalog<P>> {
  const { channel, categories } = opened;
  const { products: answers, media } = await readEveryDetail(opened);
  const known = mediaById(media);
  const made = answers.map((answer) => ({
    key: `${keyPrefix} ${answer.id}`,
    kept: { stamp: stampOf(answer), fetchedAt: now, product: keep.project(answer, { media: known, channel }) },
  }));
  await Promise.all(made.map(({ key, kept }) => keep.set(key, kept)));
  await keep.keepChannel(keyPrefix);
  const products = made.map(({ kept }) => kept.product);
  return { channel, categories, products, media, sourced: { fetched: answers.length, kept: 0 } };
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
