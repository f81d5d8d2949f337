import type { ThemeOverrides } from '../../src/config/schema';

/** Dutch everyday look: deep petrol blue with a warm orange accent, square corners. */
export const theme: ThemeOverrides = {
  tokens: {
    font: {
      body: 'Verdana, "DejaVu Sans", "Segoe UI", sans-serif',
      heading: '"Nunito", "Nunito Fallback", Verdana, "DejaVu Sans", "Segoe UI", sans-serif',
      headingFace: { family: 'Nunito', source: '@fontsource/nunito', weight: 700 },
      weights: { light: 400, regular: 400, medium: 600, bold: 700 },
    },
  },
  light: {
    primary: '#00405f',
    onPrimary: '#ffffff',
    accent: '#f0781e',
    onAccent: '#1b1b1b',
    link: '#00405f',
    headerSurface: '#ffffff',
    headerText: '#00405f',
    footerSurface: '#00405f',
    surfaceRaised: '#eef4f7',
  },
  dark: {
    surface: '#081a24',
    surfaceRaised: '#0f2836',
    primary: '#0079b0',
    onPrimary: '#ffffff',
    accent: '#ffa55c',
    onAccent: '#081a24',
    link: '#5cc0ee',
    headerSurface: '#081a24',
    headerText: '#e6f3f9',
    footerSurface: '#04111a',
  },
};
