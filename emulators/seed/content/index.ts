/**
 * Deterministic demo content for the Storyblok emulator: `generateContentSpace(brand)` gives a
 * brand's whole space (shop pages of every country and language, the xlc marketing site, global
 * configuration, feature flags, interface texts, assets), the tokens come from `localContentTokens` in src/config/backends, shared with the
 * build and the emulator share.
 */
export { generateAllContentSpaces, generateContentSpace, type GenerateContentOptions } from './generate';
export { marketingSites, type Market } from './marketing-data';
export { brandProfiles } from './profiles';
