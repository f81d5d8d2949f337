/**
 * The Shopware 6 store-api emulator and its demo catalogue.
 *
 *   const catalog = generateCatalog({ brands: ['raleigh'] });
 *   const emulator = await startCommerceEmulator({ catalog, stateFile: '.emulator-state/shopware.json' });
 *
 * The OpenAPI contract checker lives in ./contract (it loads the 1.4 MB document; import it
 * from tests only).
 */
export {
  allowHeaders,
  type CommerceEmulatorOptions,
  exposeHeaders,
  type RunningCommerceEmulator,
  startCommerceEmulator,
} from './server';
export { type Criteria, type Filter, parseCriteria, search, type SortSpec } from './criteria';
export { errorDocument, ShopwareError } from './errors';
export { lowStockThreshold, type StockStatus } from './routes/extensions';
export { apiPrefixes } from './routes/shared';
export type { EmulatorState } from './state';
export { generateCatalog, type GenerateCatalogOptions, type SeedCatalog } from '../seed/catalog';
