/**
 * Loads the configuration of the brand chosen by `BRAND`, once, merged over the shared
 * defaults and validated. Node-only (build, emulators, tests); the browser receives the
 * validated result through the build (see `src/config/runtime.ts`).
 */
import { brandDefinitions } from '../../brands';
import { sharedTheme } from '../../brands/shared/tokens';
import { mergeThemeTokens } from './theme-merge';
import { ConfigurationError } from './errors';
import { type BrandConfig, type BrandName, brandConfig, brandNames, defaultBrand } from './schema';

export { ConfigurationError };

export function brandFromEnv(env: Record<string, string | undefined>): BrandName {
  const value = env.BRAND?.trim() || defaultBrand;
  if (!(brandNames as readonly string[]).includes(value)) {
    throw new ConfigurationError(`Unknown BRAND "${value}". Valid brands are: ${brandNames.join(', ')}.`);
  }
  return value as BrandName;
}

/** Validates a brand definition merged over the shared theme; errors name the bad field's path. */
export function validateBrand(name: string, definition: unknown): BrandConfig {
  const candidate =
    definition && typeof definition === 'object' && 'theme' in definition
      ? { ...definition, theme: mergeThemeTokens(sharedTheme, (definition as { theme: object }).theme) }
      : definition;
  const result = brandConfig.safeParse(candidate);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    throw new ConfigurationError(`Invalid configuration of brand "${name}" (brands/${name}/):\n${problems}`);
  }
  return result.data;
}

const loaded = new Map<BrandName, BrandConfig>();

export function loadBrandConfig(name: BrandName = brandFromEnv(process.env)): BrandConfig {
  let config = loaded.get(name);
  if (!config) {
    config = validateBrand(name, brandDefinitions[name]);
    loaded.set(name, config);
  }
  return config;
}
