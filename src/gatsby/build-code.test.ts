import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesDigest, loadedBuildCode } from './build-code';

describe("the build's own code", () => {
  const root = path.join(os.tmpdir(), 'site');

  it("is the project's modules, sorted, without packages and Gatsby's output", () => {
    const loaded = [
      path.join(root, 'src/gatsby/node.ts'),
      path.join(root, 'node_modules/gatsby/dist/index.js'),
      path.join(root, 'gatsby-node.js'),
      path.join(root, '.cache/compiled/gatsby-node.js'),
      path.join(root, 'public/render-page.js'),
      path.join(root, 'brands/raleigh/brand.ts'),
      path.join(os.tmpdir(), 'elsewhere/index.js'),
      path.join(`${root}-other`, 'index.js'),
    ];
    expect(loadedBuildCode(root, loaded).map((file) => path.relative(root, file))).toEqual([
      'brands/raleigh/brand.ts',
      'gatsby-node.js',
      'src/gatsby/node.ts',
    ]);
  });

  it('is what gatsby-node.js loads: every module the build runs, compiled by tsx', () => {
    // A process of its own, as Gatsby's: the project's gatsby-config.js and gatsby-node.js loaded.
    const script = `
      require('./gatsby-config.js');
      const node = require('./gatsby-node.js');
      const { loadedBuildCode } = require('./src/gatsby/build-code.ts');
      console.log(JSON.stringify({ apis: Object.keys(node), code: loadedBuildCode(process.cwd()) }));
    `;
    const output = execFileSync(process.execPath, ['-e', script], {
      cwd: process.cwd(),
      env: { ...process.env, BRAND: 'raleigh', BACKENDS: 'local' },
      encoding: 'utf8',
    });
    const { apis, code } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { apis: string[]; code: string[] };
    expect(apis).toEqual(expect.arrayContaining(['sourceNodes', 'createPages', 'onCreateWebpackConfig']));
    const relative = code.map((file) => path.relative(process.cwd(), file));
    expect(relative).toEqual(
      expect.arrayContaining([
        'gatsby-config.js',
        'gatsby-node.js',
        'src/gatsby/config.ts',
        'src/gatsby/node.ts',
        'src/gatsby/catalog/source.ts',
        'src/services/shopware/catalog.ts',
        'src/lib/product/index.ts',
      ]),
    );
    expect(relative.filter((file) => file.split(path.sep).includes('node_modules'))).toEqual([]);
  });
});

describe('filesDigest', () => {
  let dir: string;

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("changes with a file's contents or name, and with nothing else", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-code-'));
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    fs.writeFileSync(a, 'export const a = 1;');
    fs.writeFileSync(b, 'export const b = 2;');
    const first = filesDigest([a, b]);
    expect(filesDigest([a, b])).toBe(first);
    fs.writeFileSync(b, 'export const b = 3;');
    const changed = filesDigest([a, b]);
    expect(changed).not.toBe(first);
    expect(filesDigest([a])).not.toBe(changed);
    expect(filesDigest([a, path.join(dir, 'missing.ts')])).not.toBe(filesDigest([a]));
  });
});
