import type { ThemeOverrides } from '../../src/config/schema';

/** Tech look: graphite with a turquoise accent, bold headings, sticky small header at 759px. */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      heading: '"Titillium Web", "Titillium Web Fallback", "Helvetica Neue", Helvetica, Arial, sans-serif',
      headingFace: { family: 'Titillium Web', source: '@fontsource/titillium-web', weight: 700 },
      weights: { light: 300, regular: 400, medium: 500, bold: 700 },
    },
    breakpoints: { stickySmall: 759 },
  },
  light: {
    primary: '#1d1d1b',
    onPrimary: '#ffffff',
    accent: '#00a19a',
    onAccent: '#0b1a19',
    link: '#00736e',
    headerSurface: '#ffffff',
    headerText: '#1d1d1b',
    footerSurface: '#1d1d1b',
    surfaceRaised: '#eef7f6',
  },
  dark: {
    surface: '#111312',
    surfaceRaised: '#1c201f',
    primary: '#3fd6cd',
    onPrimary: '#111312',
    accent: '#3fd6cd',
    onAccent: '#111312',
    link: '#5ee0d8',
    headerSurface: '#111312',
    footerSurface: '#000000',
  },
};
