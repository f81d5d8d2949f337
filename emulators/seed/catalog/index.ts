/**
 * Deterministic demo catalogue for the store-api emulator: `generateCatalog({ brands, scale })`.
 */
export { channelInputsFor, generateCatalog, type GenerateCatalogOptions } from './generate';
export {
  categoryCustomFieldKeys,
  groupCustomFieldKeys,
  optionCustomFieldKeys,
  productCustomFieldKeys,
  requiredProductCustomFields,
  type ProductCustomFieldName,
} from './fields';
export { idFor, mulberry32 } from '../../common/prng';
export * from './types';
