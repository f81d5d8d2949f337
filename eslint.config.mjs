import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of DESIGN.md, bottom to top: a file may import its own layer and those below it.
// Older folder names sit in the layer they belong to (styles: pure theme code; pages: page kinds;
// testing: test helpers that render whole pages).
const layers = [
  ['config'],
  ['lib', 'styles'],
  ['services'],
  ['components'],
  ['features'],
  ['shell'],
  ['templates', 'pages'],
  ['gatsby', 'testing'],
];
const features = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = layers
  .flatMap((folders, index) =>
    folders.map((folder) => ({
      target: `./src/${folder}`,
      from: layers
        .slice(index + 1)
        .flat()
        .map((above) => `./src/${above}`),
      message: `src/${folder} sits below them (DESIGN.md): move the shared part down, or pass it in from above.`,
    })),
  )
  .filter((zone) => zone.from.length > 0);
// A feature is entered through its public index.ts only; its own files are its business.
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature through its index.ts.',
}));
const outsideZone = {
  target: ['./src/shell', './src/templates', './src/pages'],
  from: './src/features',
  except: features.map((feature) => `./${feature}/index.ts`),
  message: 'Import a feature through its index.ts.',
};

// Dictionaries of every language stay out of browser modules (types are fine), see below.
const dictionaryImports = {
  regex: '(^|/)messages$',
  allowTypeImports: true,
  message:
    'A messages module holds the texts of every language: read the page language from the page context (texts.ts, useTranslations).',
};
// One Shopware adapter (issue 11): the store-api client and its generated types are named in
// src/services/shopware only, which reshapes the answers into the app's types.
const shopwareClientImports = {
  regex: '^@shopware/api-client(/|$)',
  message:
    'Only the Shopware adapter (src/services/shopware) imports @shopware/api-client: take the app types it returns, or give a lib rule a small input type of its own.',
};

// File names: kebab-case modules, PascalCase for a .tsx file named after its component.
const fileNames = {
  meta: {
    type: 'suggestion',
    messages: {
      name: '"{{base}}": name modules in kebab-case (use-live-cards.ts), components in PascalCase (.tsx).',
    },
  },
  create(context) {
    const base = context.filename.split(/[\\/]/).pop() ?? '';
    const stem = base.split('.')[0];
    const named = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem) || (base.endsWith('.tsx') && /^[A-Z][A-Za-z0-9]*$/.test(stem));
    return named ? {} : { Program: (node) => context.report({ node, messageId: 'name', data: { base } }) };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.cache/',
      'public/',
      '.builds/',
      '.emulator-state/',
      'test-results/',
      'playwright-report/',
      'reports/',
      'bench/results/',
      'bench/.work/',
      'bench/bare-gatsby/public/',
      'bench/bare-gatsby/.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    rules: {
      // Brands differ by configuration data, never by code paths named after a brand.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'BinaryExpression[operator=/^[!=]==?$/] > Literal[value=/^(lapierre|raleigh|sparta|xlc|ghost|winora|haibike)$/]',
          message: 'Compare configuration flags, not brand names (see DESIGN.md).',
        },
      ],
    },
  },
  {
    // Dictionaries of every language (`messages.ts`) would ship all of them to the browser: a page
    // reads its own language from the page context (`texts.ts`). Build code and tests may import them.
    // The Shopware adapter alone names the store-api client (its own block below).
    files: ['src/**/*.{ts,tsx}', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    ignores: ['src/gatsby/**', 'src/testing/**', '**/*.test.{ts,tsx}', 'src/services/shopware/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [dictionaryImports, shopwareClientImports] }] },
  },
  {
    files: ['src/services/shopware/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [dictionaryImports] }] },
  },
  {
    // One Shopware adapter (issue 11): build code, test helpers and unit tests outside it do not
    // name the store-api client either. The suites in tests/ and the emulators may: they hold the
    // app and the stand-ins to the real API's types.
    files: ['src/gatsby/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'gatsby-*.{ts,tsx}'],
    ignores: ['src/services/shopware/**', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [shopwareClientImports] }] },
  },
  {
    // The walls between the rooms (issue 11): layers, features' public faces, no cycles.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-factories.ts'],
    plugins: { import: importPlugin, project: { rules: { 'file-names': fileNames } } },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      // Dependencies are TypeScript too: without this no-cycle reads them with espree and sees no imports.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, outsideZone] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'project/file-names': 'error',
    },
  },
  {
    // Emulators state the real services' rules themselves: importing the app's rules would let a
    // wrong rule pass on both sides. They may read the brands' configuration (which channels and
    // spaces exist, local ports and keys) and the content schema's types; tests may reach across.
    files: ['emulators/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!config/|services/storyblok/model)',
              message:
                "Emulators do not import the app: state the service's rule in the emulator and check the app against it in a test.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook; tests may assert presence with `!`.
    files: ['e2e/**/*.ts', '**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Gatsby requires these as CommonJS; tsx's hook must be registered before the TypeScript is required.
    files: ['gatsby-node.js', 'gatsby-config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
