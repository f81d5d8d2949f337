/**
 * The bench's baseline site: sources the catalogue JSON the shop sourced (dumped by the bench as
 * JSON lines, path in BARE_CATALOG) as one node per product and locale, then makes BARE_PAGES trivial
 * pages (the shop's page count), each querying one product.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { GatsbyNode } from 'gatsby';

interface DumpedProduct {
  id: string;
  productNumber: string;
  name?: string | null;
  translated?: { name?: string | null };
  calculatedPrice?: { totalPrice?: number };
}

/** One line of the dump: a product as the store-api answered it for one locale. */
interface DumpLine {
  prefix: string;
  product: DumpedProduct;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the bare site is built by npm run bench.`);
  return value;
}

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest }) => {
  // Line by line: 10,000 products with their associations exceed the longest string Node holds.
  const lines = readline.createInterface({ input: fs.createReadStream(required('BARE_CATALOG')), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const { prefix, product } = JSON.parse(line) as DumpLine;
    const fields = {
      localePrefix: prefix,
      productNumber: product.productNumber,
      name: product.name ?? product.translated?.name ?? product.productNumber,
      price: product.calculatedPrice?.totalPrice ?? 0,
    };
    actions.createNode({
      ...fields,
      id: createNodeId(`BareProduct ${prefix}${product.id}`),
      internal: { type: 'BareProduct', contentDigest: createContentDigest(fields) },
    });
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
