/**
 * The walls of DESIGN.md's layers, kept by ESLint (`import/no-restricted-paths`, `import/no-cycle`,
 * and `no-restricted-imports` for the one Shopware adapter, in eslint.config.mjs): each wall
 * refuses a deliberate breach and lets the allowed way through.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
// no-cycle reads the linted file from disk; the made-up files of the path walls are not there.
const withoutCycles = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function wallBreaches(code: string, filePath: string, linter = withoutCycles): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths' || message.ruleId === 'import/no-cycle')
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (specifier: string) => `import * as other from '${specifier}';\nexport const used = other;\n`;

describe('layer walls', () => {
  it.each([
    ['src/config/example.ts', '../lib/rating'],
    ['src/lib/example.ts', '../services/reviews'],
    ['src/lib/product/example.ts', '../../features/cart'],
    ['src/services/example.ts', '../components/sections'],
    ['src/components/example.tsx', '../features/cart'],
    ['src/features/cart/example.ts', '../../shell/Layout'],
    ['src/shell/example.tsx', '../templates/home'],
    ['src/templates/example.tsx', '../gatsby/pages'],
  ])('%s may not import %s (a layer above)', async (file, specifier) => {
    expect(await wallBreaches(importing(specifier), file)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*sits below/),
    ]);
  });

  it('lets a layer import the ones below it', async () => {
    expect(await wallBreaches(importing('../../lib/rating'), 'src/features/cart/example.ts')).toEqual([]);
    expect(await wallBreaches(importing('../features/cart'), 'src/shell/example.tsx')).toEqual([]);
    expect(await wallBreaches(importing('../config/backends'), 'src/lib/example.ts')).toEqual([]);
  });
});

describe('feature walls', () => {
  it('refuse another feature’s internals, from a feature and from the shell', async () => {
    expect(await wallBreaches(importing('../cart/cart-store'), 'src/features/catalog/example.ts')).toEqual([
      expect.stringMatching(/index\.ts/),
    ]);
    expect(await wallBreaches(importing('../features/cart/cart-store'), 'src/shell/example.tsx')).toEqual([
      expect.stringMatching(/index\.ts/),
    ]);
  });

  it('let a feature use another’s index and its own files', async () => {
    expect(await wallBreaches(importing('../cart'), 'src/features/catalog/example.ts')).toEqual([]);
    expect(await wallBreaches(importing('./listing/ProductCardView'), 'src/features/catalog/example.ts')).toEqual([]);
  });
});

describe('the Shopware adapter', () => {
  const clientBreaches = async (code: string, filePath: string) =>
    ((await withoutCycles.lintText(code, { filePath }))[0]?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  const typeImport =
    "import type { Schemas } from '@shopware/api-client/api-types';\nexport type Raw = Schemas['Product'];\n";
  const clientImport =
    "import { createAPIClient } from '@shopware/api-client';\nexport const make = createAPIClient;\n";

  it.each([
    'src/lib/product/example.ts',
    'src/features/catalog/example.ts',
    'src/features/cart/Example.tsx',
    'src/gatsby/catalog/example.ts',
    'src/services/example.ts',
    'src/lib/cart/example.test.ts',
  ])('is the only code to import @shopware/api-client, not %s', async (file) => {
    expect(await clientBreaches(typeImport, file)).toEqual([expect.stringMatching(/Only the Shopware adapter/)]);
    expect(await clientBreaches(clientImport, file)).toEqual([expect.stringMatching(/Only the Shopware adapter/)]);
  });

  it('imports it itself, its tests included', async () => {
    expect(await clientBreaches(typeImport, 'src/services/shopware/example.ts')).toEqual([]);
    expect(await clientBreaches(clientImport, 'src/services/shopware/example.ts')).toEqual([]);
    expect(await clientBreaches(typeImport, 'src/services/shopware/example.test.ts')).toEqual([]);
  });

  it('still keeps the dictionaries out of its browser modules', async () => {
    const dictionary =
      "import { cartMessages } from '../../features/cart/messages';\nexport const texts = cartMessages;\n";
    expect(await clientBreaches(dictionary, 'src/services/shopware/example.ts')).toEqual([
      expect.stringMatching(/messages module/),
    ]);
  });
});

describe('cycles', () => {
  it('refuse an import that closes a loop', async () => {
    // offer.ts imports stock.ts: stock.ts importing offer.ts closes the loop.
    expect(await wallBreaches(importing('./offer'), 'src/lib/product/stock.ts', eslint)).toEqual([
      expect.stringMatching(/^import\/no-cycle/),
    ]);
  });
});

describe('file names', () => {
  const names = async (filePath: string) =>
    ((await withoutCycles.lintText('export const value = 1;\n', { filePath }))[0]?.messages ?? [])
      .filter((message) => message.ruleId === 'project/file-names')
      .map((message) => message.message);

  it('refuse a module not in kebab-case and a component name on a .ts file', async () => {
    expect(await names('src/lib/priceRules.ts')).toEqual([expect.stringMatching(/kebab-case/)]);
    expect(await names('src/features/cart/BasketRow.ts')).toEqual([expect.stringMatching(/kebab-case/)]);
    expect(await names('src/lib/price_rules.ts')).toEqual([expect.stringMatching(/kebab-case/)]);
  });

  it('accept kebab-case modules and PascalCase components', async () => {
    expect(await names('src/features/catalog/listing/use-live-cards.ts')).toEqual([]);
    expect(await names('src/features/catalog/listing/ProductCardView.tsx')).toEqual([]);
    expect(await names('src/templates/category-page.tsx')).toEqual([]);
  });
});
