import type { ThemeOverrides } from '../../src/config/schema';

/** Trail look: near-black with a lime accent, uppercase headings, 92vw widest layout. */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      heading: '"Oswald", "Oswald Fallback", "Trebuchet MS", "Helvetica Neue", Arial, sans-serif',
      headingFace: { family: 'Oswald', source: '@fontsource/oswald', weight: 700 },
      weights: { light: 300, regular: 400, medium: 600, bold: 700 },
      headingTransform: 'uppercase',
    },
    layoutWidth: { widest: '92vw' },
  },
  light: {
    primary: '#1a1d1f',
    onPrimary: '#ffffff',
    accent: '#b5d000',
    onAccent: '#1a1d1f',
    link: '#3d5a00',
    headerSurface: '#1a1d1f',
    headerText: '#ffffff',
    footerSurface: '#1a1d1f',
    surfaceRaised: '#f1f3ea',
  },
  dark: {
    surface: '#101213',
    surfaceRaised: '#1b1f21',
    primary: '#c8e600',
    onPrimary: '#101213',
    accent: '#c8e600',
    onAccent: '#101213',
    link: '#d4ef3a',
    headerSurface: '#000000',
    footerSurface: '#000000',
  },
};
