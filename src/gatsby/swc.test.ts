import path from 'node:path';
import { transformSync } from '@swc/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledBySwc, type Rule, swcOptions, withSwc } from './swc';

const root = path.resolve('.');
const own = (file: string) => path.join(root, 'src', file);

const component = `import styled from 'styled-components';
const Frame = styled.div\`padding: 1rem;\`;
export const Title = styled.h2<{ $big: boolean }>\`font-size: \${(p) => (p.$big ? 2 : 1)}rem;\`;
export function Card({ title }: { title: string }) {
  return <Frame><Title $big>{title}</Title></Frame>;
}
export const flagsOf = (pattern: RegExp) => pattern.flags;`;

function compile(stage: 'build-javascript' | 'build-html', source = component) {
  return transformSync(source, {
    filename: own('features/demo/Card.tsx'),
    ...(swcOptions(stage, root, true) as object),
  }).code;
}

const ids = (code: string) => [...code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);

describe('compiledBySwc', () => {
  const sources: Record<string, string> = {
    [own('features/demo/Card.tsx')]: component,
    [own('lib/money.ts')]: 'export const cents = (n: number) => n * 100;',
    [own('templates/product.tsx')]: 'export const query = graphql`query { site { id } }`;',
    [own('shell/Meta.tsx')]: 'const data = useStaticQuery(q);',
  };
  const bySwc = compiledBySwc(root, (file) => sources[file] ?? '');

  it("takes the site's TypeScript without Gatsby queries", () => {
    expect(bySwc(own('features/demo/Card.tsx'))).toBe(true);
    expect(bySwc(own('lib/money.ts'))).toBe(true);
  });

  it("leaves Gatsby's queries, JavaScript and other packages to Babel", () => {
    expect(bySwc(own('templates/product.tsx'))).toBe(false);
    expect(bySwc(own('shell/Meta.tsx'))).toBe(false);
    expect(bySwc(own('shell/offline/worker-client.js'))).toBe(false);
    expect(bySwc(path.join(root, 'node_modules/gatsby/cache-dir/app.tsx'))).toBe(false);
    expect(bySwc(path.join(root, '.cache/production-app.tsx'))).toBe(false);
  });
});

describe('swcOptions', () => {
  // The first compile also compiles the plugin's WebAssembly (seconds on a clean clone).
  beforeAll(() => {
    compile('build-html');
  });

  it('gives a styled component the same id in the HTML renderer and in the browser', () => {
    const browser = ids(compile('build-javascript'));
    expect(browser).toHaveLength(2);
    expect(new Set(browser).size).toBe(2);
    expect(ids(compile('build-html'))).toEqual(browser);
  });

  it("gives another module's components other ids (the ids hash the module's source)", () => {
    const other = ids(compile('build-javascript', `${component}\nexport const Note = styled.p\`margin: 0;\`;`));
    expect(other).toHaveLength(3);
    expect(other.some((id) => ids(compile('build-javascript')).includes(id))).toBe(false);
  });

  it('writes no display names and compiles JSX for the automatic runtime', () => {
    const code = compile('build-javascript');
    expect(code).not.toContain('displayName');
    expect(code).toContain('from "react/jsx-runtime"');
    expect(code).not.toContain('React.createElement');
  });

  it('adds no polyfill the browser targets do not need (RegExp flags: see .browserslistrc)', () => {
    expect(compile('build-javascript')).not.toContain('core-js');
    expect(compile('build-html')).not.toContain('core-js');
  });

  it('keeps modern syntax the targets run', () => {
    const code = transformSync('export const last = (list?: number[]) => list?.at(-1) ?? 0;', {
      filename: own('lib/last.ts'),
      ...(swcOptions('build-javascript', root, false) as object),
    }).code;
    expect(code).toContain('?.');
    expect(code).toContain('??');
  });
});

describe('withSwc', () => {
  const babel = { loader: 'babel-loader' };
  const rules: Rule[] = [
    { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, use: [babel] },
    { test: /\.tsx?$/, use: [babel] },
    { test: /\.ya?ml$/, use: ['yaml-loader'] },
    { test: /[\\/]src[\\/]lib[\\/]/, sideEffects: false },
  ];
  const result = withSwc(rules, 'build-html', root);
  const swcRules = result.filter((rule) => String(JSON.stringify(rule.use)).includes('swc-loader'));

  it("adds one rule for TypeScript and one for TSX, with this stage's options", () => {
    expect(swcRules.map((rule) => String(rule.test))).toEqual([String(/\.ts$/), String(/\.tsx$/)]);
    const options = swcRules.flatMap((rule) =>
      (rule.use as { options: ReturnType<typeof swcOptions> }[]).map((use) => use.options),
    );
    expect(options.map((option) => option.jsc.parser.tsx)).toEqual([false, true]);
    expect(options.map((option) => option.env)).toEqual([
      { targets: { node: process.versions.node } },
      { targets: { node: process.versions.node } },
    ]);
  });

  it("takes the site's TypeScript away from every Babel rule, and leaves other rules alone", () => {
    const file = path.resolve('src/lib/consent.ts');
    const excludes = (rule: Rule) =>
      [rule.exclude].flat().some((condition) => typeof condition === 'function' && condition(file));
    expect(result.slice(0, 2).every(excludes)).toBe(true);
    expect(result[2]).toBe(rules[2]);
    expect(result[3]).toBe(rules[3]);
    expect(swcRules.every((rule) => typeof rule.include === 'function' && rule.include(file))).toBe(true);
  });
});
