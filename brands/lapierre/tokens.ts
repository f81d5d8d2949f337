import type { ThemeOverrides } from '../../src/config/schema';

/** French racing look: tricolour blue, pill-shaped controls (the one rounded brand). */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      body: '"Avenir Next", Avenir, "Helvetica Neue", Arial, sans-serif',
      heading: '"Jost", "Jost Fallback", "Avenir Next", Avenir, "Helvetica Neue", Arial, sans-serif',
      headingFace: { family: 'Jost', source: '@fontsource/jost', weight: 600 },
      weights: { light: 300, regular: 400, medium: 500, bold: 600 },
    },
    radius: { control: '999px', card: '1.6rem', badge: '999px' },
  },
  light: {
    primary: '#0a4ea3',
    onPrimary: '#ffffff',
    accent: '#c8102e',
    onAccent: '#ffffff',
    link: '#0a4ea3',
    headerSurface: '#ffffff',
    headerText: '#0d1b2e',
    footerSurface: '#0d1b2e',
    surfaceRaised: '#eef3fa',
  },
  dark: {
    surface: '#0d1420',
    surfaceRaised: '#172235',
    primary: '#1f6fd6',
    onPrimary: '#ffffff',
    accent: '#ff8f9e',
    onAccent: '#0d1420',
    link: '#6aa6ff',
    headerSurface: '#0d1420',
    footerSurface: '#070b12',
  },
};
