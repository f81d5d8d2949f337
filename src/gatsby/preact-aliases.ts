/**
 * React's module names, each with the module of Preact's compatibility layer that stands in for it
 * in the browser build (issue 20). The Preact tests (`*.preact.test.tsx`, vitest.config.ts) run
 * under the same, so they test what the browser runs.
 */
export const preactModules: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
};
