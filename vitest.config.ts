import { defineConfig } from 'vitest/config';
import { buildRuntimeConfig } from './src/config/build';

// Components read the build's runtime configuration; unit tests get the one of BRAND (default
// raleigh) against local backends, as a local build would.
const runtime = buildRuntimeConfig({ ...process.env, BACKENDS: 'local', GIT_HASH: 'test' });

export default defineConfig({
  define: { __RUNTIME_CONFIG__: JSON.stringify(runtime) },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'brands/**/*.test.ts',
      'emulators/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
    ],
    environment: 'node',
    globals: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
