import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { siteTypeDefs } from './schema';

interface TypeMetadata {
  ignored?: boolean;
  fieldMap?: Record<string, unknown>;
}
interface MetadataState {
  typeMap: Record<string, TypeMetadata | undefined>;
}

// Gatsby's reducer of inference metadata, as its store runs it for every node created (no types
// of its own). Its module starts Gatsby's reporter, whose default terminal logger needs a console
// that vitest's is not.
vi.stubEnv('GATSBY_LOGGER', 'yurnalist');
const gatsbyRequire = createRequire(import.meta.url);
// The store first: the reducer's module imports it, and would be half loaded as the store combines it.
gatsbyRequire('gatsby/dist/redux');
const { inferenceMetadataReducer } = gatsbyRequire('gatsby/dist/redux/reducers/inference-metadata') as {
  inferenceMetadataReducer: (state: MetadataState | undefined, action: object) => MetadataState;
};
vi.unstubAllEnvs();

const internal = (type: string) => ({ type, contentDigest: 'digest', counter: 1, owner: 'site' });

/** A product page's node, as createPage makes it: the context goes along. */
const pageNode = {
  id: 'SitePage /gb/en/dover-pro/diamond/',
  path: '/gb/en/dover-pro/diamond/',
  component: '/site/src/templates/product.tsx',
  internalComponentName: 'ComponentGbEnDoverProDiamond',
  componentChunkName: 'component---src-templates-product-tsx',
  pluginCreatorId: 'plugin',
  context: { texts: { addToBasket: 'Add to basket' }, lastModified: '2026-12-06T12:00:00.000Z', price: 1899 },
  children: [],
  parent: null,
  internal: internal('SitePage'),
};

const productNode = {
  id: 'CatalogProduct gb/en 1234',
  localePrefix: 'gb/en',
  sku: '1234',
  categoryKeys: ['bikes'],
  productLine: 'dover',
  card: '{}',
  detail: '{}',
  paths: ['/gb/en/dover-pro/diamond/'],
  pages: '[]',
  lastModified: '2026-12-06T12:00:00.000Z',
  children: [],
  parent: null,
  internal: internal('CatalogProduct'),
};

/** The metadata after the site's type definitions and the schema's first build, once the nodes are created. */
function metadataAfter(typeDefs: readonly string[], nodes: readonly object[]): MetadataState['typeMap'] {
  let state = inferenceMetadataReducer(undefined, { type: 'INIT' });
  for (const payload of typeDefs) state = inferenceMetadataReducer(state, { type: 'CREATE_TYPES', payload });
  state = inferenceMetadataReducer(state, { type: 'START_INCREMENTAL_INFERENCE' });
  for (const payload of nodes) state = inferenceMetadataReducer(state, { type: 'CREATE_NODE', payload });
  return state.typeMap;
}

describe('siteTypeDefs', () => {
  it('keeps Gatsby from walking each page node and its context for inference', () => {
    // Without the site's definitions, Gatsby walks the page's fields and its context.
    expect(metadataAfter([], [pageNode]).SitePage?.fieldMap).toHaveProperty('context');

    const page = metadataAfter(siteTypeDefs, [pageNode]).SitePage;
    expect(page?.ignored).toBe(true);
    expect(page?.fieldMap).toEqual({});
  });

  it('keeps Gatsby from walking the catalogue nodes, whose every field is declared', () => {
    expect(metadataAfter([], [productNode]).CatalogProduct?.fieldMap).toHaveProperty('detail');

    const types = metadataAfter(siteTypeDefs, [productNode]);
    for (const type of ['CatalogProduct', 'CatalogCategory', 'CatalogChannel'])
      expect(types[type], type).toMatchObject({ ignored: true, fieldMap: {} });
  });
});
