/**
 * The ESLint wall between the emulators and the app: an emulator states the real service's rules
 * itself, so it may read the brands' configuration and the content schema, never the app's rules.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const importOf = (specifier: string) => `import { rule } from '${specifier}';\nexport const used = rule;\n`;

describe('emulator imports', () => {
  it.each([
    '../../src/lib/routing/slug',
    '../../src/lib/product/fields',
    '../../../src/features/content/blocks/messages',
    '../../src/services/shopware/store-client',
    '../../src/components/sections',
  ])('refuse the app’s rules: %s', async (specifier) => {
    expect(await restrictedImports(importOf(specifier), 'emulators/shopware/example.ts')).toHaveLength(1);
  });

  it('allow the brands’ configuration and the content schema', async () => {
    expect(await restrictedImports(importOf('../../src/config/backends'), 'emulators/shopware/example.ts')).toEqual([]);
    expect(
      await restrictedImports(importOf('../../../src/services/storyblok/model'), 'emulators/seed/content/example.ts'),
    ).toEqual([]);
  });

  it('allow an emulator’s tests to check the app against it', async () => {
    expect(
      await restrictedImports(importOf('../../src/lib/routing/slug'), 'emulators/shopware/example.test.ts'),
    ).toEqual([]);
  });
});
