/**
 * Build-time catalogue reads from the store-api of one sales channel in one language: the
 * category tree, every top-level product (paged, with the detail associations and the fields
 * the plan reads) and the media its custom fields name; and the channel's payment and shipping
 * methods. Made by the one client factory (client.ts), so request and answer types are the
 * official ones.
 */
import type { Schemas } from '@shopware/api-client/api-types';
import type { CommerceEndpoint } from '../../config/backends';
import type { ShopwareCurrency } from '../../lib/page-context';
import { productCriteria, productCustomFieldNames, productDetailIncludes, topLevelOnly } from '../../lib/product';
import { buildReadPolicy, type SourcingRetryPolicy, withBuildRetries } from './build-retry';
import { createStoreApiClient } from './client';

export interface ChannelCatalog {
  /** The channel's language id of the asked language and its currency (prices are in it). */
  channel: { languageId: string; currency: ShopwareCurrency };
  categories: Schemas['Category'][];
  products: Schemas['Product'][];
  media: Schemas['Media'][];
}

const pageSize = 100;
const mediaFields = [productCustomFieldNames.hero, productCustomFieldNames.geometry, productCustomFieldNames.modelLogo];

/** Build-time reads: retried under the spec's policy (build-retry.ts), warnings to the build's log. */
export interface SourcingOptions {
  policy?: SourcingRetryPolicy;
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

export async function fetchChannelCatalog(
  endpoint: CommerceEndpoint,
  language: string,
  { policy = defaultPolicy }: SourcingOptions = {},
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
  const products: Schemas['Product'][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await read('readProduct post /product', {
      body: {
        ...productCriteria('detail', { filter: [topLevelOnly()], page, limit: pageSize }),
        includes: productDetailIncludes,
      },
    });
    products.push(...answer.data.elements);
    if (answer.data.elements.length < pageSize) break;
  }
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
