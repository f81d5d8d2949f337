import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'brands/**/*.test.ts', 'emulators/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
