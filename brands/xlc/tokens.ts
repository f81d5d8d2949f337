import type { ThemeOverrides } from '../../src/config/schema';

/** Workshop look: black with signal orange, uppercase headings, square corners. */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      body: '"Helvetica Neue", Helvetica, Arial, sans-serif',
      heading: '"Barlow Condensed", "Barlow Condensed Fallback", "Arial Narrow", "Helvetica Neue", Arial, sans-serif',
      headingFace: { family: 'Barlow Condensed', source: '@fontsource/barlow-condensed', weight: 700 },
      weights: { light: 300, regular: 400, medium: 500, bold: 700 },
      headingTransform: 'uppercase',
    },
  },
  light: {
    primary: '#111111',
    onPrimary: '#ffffff',
    accent: '#ff6a00',
    onAccent: '#111111',
    link: '#b34700',
    headerSurface: '#111111',
    headerText: '#ffffff',
    footerSurface: '#111111',
    surfaceRaised: '#f2f2f2',
  },
  dark: {
    surface: '#0e0e0e',
    surfaceRaised: '#1c1c1c',
    primary: '#ff8c3a',
    onPrimary: '#0e0e0e',
    accent: '#ff8c3a',
    onAccent: '#0e0e0e',
    link: '#ff9d57',
    headerSurface: '#000000',
    footerSurface: '#000000',
  },
};
