/**
 * The brands' colour schemes: WCAG 2.x contrast for every pair the site puts together, in light
 * and dark, and a dark scheme that keeps the brand's colour instead of washing it out to a
 * pastel. The formulas are the standard's (relative luminance, contrast ratio) and take a few
 * lines; the palettes are hex colours, so no colour library is needed.
 */
import { describe, expect, it } from 'vitest';
import { loadBrandConfig } from '../src/config/load';
import { brandNames, type ColorRoles } from '../src/config/schema';

const channels = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/** WCAG 2.x relative luminance of an sRGB hex colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Hue (degrees), saturation and lightness (0-1) of a hex colour. */
function hsl(hex: string): { hue: number; saturation: number; lightness: number } {
  const [r, g, b] = channels(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta > 0) {
    hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
    hue = (hue * 60 + 360) % 360;
  }
  return { hue, saturation, lightness };
}

/** Text pairs need 4.5:1, a control's edge or fill against the page 3:1 (WCAG 1.4.3, 1.4.11). */
const pairs: [keyof ColorRoles, keyof ColorRoles, number][] = [
  ['text', 'surface', 4.5],
  ['text', 'surfaceRaised', 4.5],
  ['textMuted', 'surface', 4.5],
  ['textMuted', 'surfaceRaised', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onAccent', 'accent', 4.5],
  ['link', 'surface', 4.5],
  ['link', 'surfaceRaised', 4.5],
  ['headerText', 'headerSurface', 4.5],
  ['footerText', 'footerSurface', 4.5],
  ['primary', 'surface', 3],
  ['border', 'surface', 3],
  ['focus', 'surface', 3],
];

describe.each(brandNames.map((name) => loadBrandConfig(name)))('$name colours', (brand) => {
  it.each(['light', 'dark'] as const)('meet WCAG contrast in the %s scheme', (scheme) => {
    const colors = brand.theme[scheme];
    const failing = pairs
      .filter(([front, back, minimum]) => contrast(colors[front], colors[back]) < minimum)
      .map(([front, back]) => `${front} on ${back}: ${contrast(colors[front], colors[back]).toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('keep the brand colour in the dark scheme: saturated, not a pastel, the same hue', () => {
    const light = hsl(brand.theme.light.primary);
    const dark = hsl(brand.theme.dark.primary);
    expect(dark.saturation).toBeGreaterThanOrEqual(0.5);
    expect(dark.lightness).toBeLessThanOrEqual(0.62);
    // A brand whose light primary is near black shows its signature colour in the dark instead.
    if (light.saturation >= 0.3) {
      const apart = Math.abs(light.hue - dark.hue);
      expect(Math.min(apart, 360 - apart)).toBeLessThanOrEqual(15);
    }
  });
});

describe('contrast', () => {
  it('follows the standard: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#a4122b', '#a4122b')).toBe(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
