import { describe, expect, it } from 'vitest';
import { sharedTheme } from '../../brands/shared/tokens';
import { mergeThemeTokens } from './theme-merge';

describe('mergeThemeTokens', () => {
  it('lays brand values over the shared defaults, deeply', () => {
    const merged = mergeThemeTokens(sharedTheme, {
      tokens: { font: { weights: { bold: 600 } }, radius: { control: '999px' } },
      dark: { primary: '#123456' },
    });
    expect(merged.tokens.font.weights).toEqual({ light: 300, regular: 400, medium: 500, bold: 600 });
    expect(merged.tokens.font.body).toBe(sharedTheme.tokens.font.body);
    expect(merged.tokens.radius).toEqual({ control: '999px', card: '0', badge: '0' });
    expect(merged.dark.primary).toBe('#123456');
    expect(merged.light).toEqual(sharedTheme.light);
  });

  it('leaves the shared defaults untouched', () => {
    const before = structuredClone(sharedTheme);
    mergeThemeTokens(sharedTheme, { tokens: { layoutWidth: { widest: '92vw' } } });
    expect(sharedTheme).toEqual(before);
  });
});
