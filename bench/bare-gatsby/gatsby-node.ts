/**
 * The bench's baseline site: sources the catalogue JSON the shop sourced (dumped by the bench,
 * path in BARE_CATALOG) as one node per product and locale, then makes BARE_PAGES trivial
 * pages (the shop's page count), each querying one product.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';

interface DumpedProduct {
  id: string;
  productNumber: string;
  name?: string | null;
  translated?: { name?: string | null };
  calculatedPrice?: { totalPrice?: number };
}

interface CatalogDump {
  locales: { prefix: string; products: DumpedProduct[] }[];
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the bare site is built by npm run bench.`);
  return value;
}

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest }) => {
  const dump = JSON.parse(fs.readFileSync(required('BARE_CATALOG'), 'utf8')) as CatalogDump;
  for (const locale of dump.locales) {
    for (const product of locale.products) {
      const fields = {
        localePrefix: locale.prefix,
        productNumber: product.productNumber,
        name: product.translated?.name ?? product.name ?? product.productNumber,
        price: product.calculatedPrice?.totalPrice ?? 0,
      };
      actions.createNode({
        ...fields,
        id: createNodeId(`BareProduct ${locale.prefix}${product.id}`),
        internal: { type: 'BareProduct', contentDigest: createContentDigest(fields) },
      });
    }
  }
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql }) => {
  const pages = Number(required('BARE_PAGES'));
  const result = await graphql<{
    allBareProduct: { nodes: { id: string; localePrefix: string; productNumber: string }[] };
  }>('{ allBareProduct { nodes { id localePrefix productNumber } } }');
  const products = result.data?.allBareProduct.nodes ?? [];
  if (products.length === 0) throw new Error('The catalogue dump has no products.');
  const component = path.resolve('src/templates/product.tsx');
  for (let index = 0; index < pages; index += 1) {
    const product = products[index % products.length] as (typeof products)[number];
    actions.createPage({
      path: `${product.localePrefix}${product.productNumber.toLowerCase()}/${index}/`,
      component,
      context: { id: product.id },
    });
  }
};
