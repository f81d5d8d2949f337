/**
 * The ESLint rule that keeps the text dictionaries of every language (`messages.ts`) out of the
 * browser bundle: browser modules may import their types only; build code and tests the values.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// no-cycle reads the linted file from disk; the made-up files here are not there.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const valueImport = "import { cartMessages } from '../cart/messages';\nexport const texts = cartMessages;\n";

describe('dictionary imports', () => {
  it('refuse a dictionary in a browser module, the shell one included', async () => {
    expect(await restrictedImports(valueImport, 'src/features/catalog/Example.tsx')).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { messages } from '../../brands/shared/messages';\nexport const texts = messages;\n",
        'src/components/Example.tsx',
      ),
    ).toHaveLength(1);
  });

  it('allow its types in a browser module', async () => {
    const typeImport = "import type { CartMessages } from '../cart/messages';\nexport type Texts = CartMessages;\n";
    expect(await restrictedImports(typeImport, 'src/features/catalog/Example.tsx')).toEqual([]);
  });

  it('allow the dictionaries in build code, the test render helper and tests', async () => {
    expect(await restrictedImports(valueImport, 'src/gatsby/catalog/example.ts')).toEqual([]);
    expect(await restrictedImports(valueImport, 'src/testing/example.tsx')).toEqual([]);
    expect(await restrictedImports(valueImport, 'src/features/catalog/Example.test.tsx')).toEqual([]);
  });
});
