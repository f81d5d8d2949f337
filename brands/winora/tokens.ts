import type { ThemeOverrides } from '../../src/config/schema';

/** Friendly look: forest green with a sunflower accent, sticky small header at 759px. */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      body: '"Segoe UI", "Open Sans", Roboto, Arial, sans-serif',
      heading: '"Lato", "Lato Fallback", "Segoe UI", "Open Sans", Roboto, Arial, sans-serif',
      headingFace: { family: 'Lato', source: '@fontsource/lato', weight: 700 },
      weights: { light: 300, regular: 400, medium: 600, bold: 700 },
    },
    breakpoints: { stickySmall: 759 },
  },
  light: {
    primary: '#1f5e3a',
    onPrimary: '#ffffff',
    accent: '#f2b705',
    onAccent: '#1b1b1b',
    link: '#1f5e3a',
    headerSurface: '#ffffff',
    headerText: '#17402a',
    footerSurface: '#17402a',
    surfaceRaised: '#f0f5ef',
  },
  dark: {
    surface: '#0d1711',
    surfaceRaised: '#16251b',
    primary: '#27804f',
    onPrimary: '#ffffff',
    accent: '#ffd24d',
    onAccent: '#0d1711',
    link: '#5fcf8b',
    headerSurface: '#0d1711',
    footerSurface: '#070d09',
  },
};
