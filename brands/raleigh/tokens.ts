import type { ThemeOverrides } from '../../src/config/schema';

/** Heritage look: navy and a deep heron red, serif headings, square corners. */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      heading: '"Libre Baskerville", "Libre Baskerville Fallback", Georgia, "Times New Roman", Times, serif',
      headingFace: { family: 'Libre Baskerville', source: '@fontsource/libre-baskerville', weight: 700 },
      weights: { light: 300, regular: 400, medium: 600, bold: 700 },
    },
  },
  light: {
    primary: '#a4122b',
    onPrimary: '#ffffff',
    accent: '#0f2341',
    onAccent: '#ffffff',
    link: '#a4122b',
    headerSurface: '#0f2341',
    headerText: '#ffffff',
    footerSurface: '#0f2341',
    footerText: '#f2f2f2',
    surfaceRaised: '#f5f1ea',
  },
  dark: {
    surface: '#0b1524',
    surfaceRaised: '#15233a',
    primary: '#d41f35',
    onPrimary: '#ffffff',
    accent: '#d9e2f2',
    onAccent: '#0b1524',
    link: '#ff5c6c',
    headerSurface: '#060d18',
    headerText: '#ffffff',
    footerSurface: '#060d18',
  },
};
