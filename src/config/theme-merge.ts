import type { ThemeOverrides, ThemeTokens } from './schema';

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function deepMerge(base: Plain, override: Plain): Plain {
  const result: Plain = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlain(current) && isPlain(value) ? deepMerge(current, value) : value;
  }
  return result;
}

/** A brand's theme: the shared default token set with the brand's values laid over it. */
export function mergeThemeTokens(shared: ThemeTokens, overrides: ThemeOverrides | object): ThemeTokens {
  return deepMerge(shared as unknown as Plain, overrides as Plain) as unknown as ThemeTokens;
}
