import { configDefaults, defineConfig } from 'vitest/config';
import { browserRuntimeConfig, buildRuntimeConfig } from './src/config/build';
import { brandFavicon } from './src/config/favicon';
import { headingFontCss } from './src/gatsby/fonts';
import { preactModules } from './src/gatsby/preact-aliases';

// Components read the build's runtime configuration; unit tests get the one of BRAND (default
// raleigh) against local backends on their default ports, as a local build would, and requests to
// those are refused (tests/setup/no-default-backends.ts). Only BRAND is taken from the
// environment: emulator ports, DSNs or a site URL set for a build beside the tests must not change
// what the tests see.
const runtime = buildRuntimeConfig({ BRAND: process.env.BRAND, BACKENDS: 'local', GIT_HASH: 'test' });

export default defineConfig({
  define: {
    __RUNTIME_CONFIG__: JSON.stringify(browserRuntimeConfig(runtime)),
    __BRAND_CONTACT__: JSON.stringify(runtime.brand.contact),
    __FAVICON__: JSON.stringify(brandFavicon(runtime.brand)),
    __HEADING_FONT_CSS__: JSON.stringify(headingFontCss(runtime.brand)),
  },
  test: {
    environment: 'node',
    globals: false,
    setupFiles: ['tests/setup/async-timeout.ts', 'tests/setup/no-default-backends.ts'],
    // styled-components runs through Vite like the app's code, so a test's `vi.resetModules` gives
    // a fresh copy: its module state (the main sheet, the group numbers) as a page load starts it.
    server: { deps: { inline: ['styled-components'] } },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'brands/**/*.test.ts',
            'emulators/**/*.test.ts',
            'tests/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, '**/*.preact.test.tsx'],
        },
      },
      // `*.preact.test.tsx`: under the browser build's runtime, Preact's React layer.
      {
        extends: true,
        test: {
          name: 'preact',
          include: ['src/**/*.preact.test.tsx'],
          // Libraries that import React get Preact's layer too, as in the browser bundle.
          server: { deps: { inline: ['zustand'] } },
        },
        resolve: {
          alias: Object.entries(preactModules).map(([name, module]) => ({
            find: new RegExp(`^${name}$`),
            replacement: module,
          })),
        },
      },
    ],
  },
});
