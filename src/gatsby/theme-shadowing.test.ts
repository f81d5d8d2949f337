import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ResolverFactory, CachedInputFileSystem } from 'enhanced-resolve';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shadowingFolders, withoutIdleShadowing } from './theme-shadowing';

// Gatsby's own resolver plugin, as its internal plugin adds it to webpack (no types of its own).
const ShadowingResolver = createRequire(import.meta.url)(
  'gatsby/dist/internal-plugins/webpack-theme-component-shadowing',
) as new (options: {
  projectRoot: string;
  themes: { themeDir: string; themeName: string }[];
  extensions: string[];
}) => { apply(resolver: unknown): void };

let root: string;

function write(file: string, text = 'export default 1;\n') {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** The resolver as Gatsby makes it: every plugin a theme, the site (`default-site-plugin`) too. */
function gatsbyResolver() {
  return new ShadowingResolver({
    projectRoot: root,
    extensions: ['.js'],
    themes: [
      { themeName: 'gatsby-theme-bikes', themeDir: path.join(root, 'node_modules/gatsby-theme-bikes') },
      { themeName: 'default-site-plugin', themeDir: root },
    ],
  });
}

/** Where webpack's resolver takes `request` from `issuer`, with the given resolver plugins. */
function resolve(plugins: unknown[], issuer: string, request: string): string {
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 0),
    extensions: ['.js'],
    useSyncFileSystemCalls: true,
    plugins: plugins as never,
  });
  const issuerPath = path.join(root, issuer);
  const found = resolver.resolveSync({ issuer: issuerPath }, path.dirname(issuerPath), request);
  return path.relative(root, String(found));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shadowing-'));
  write('node_modules/gatsby-theme-bikes/package.json', '{ "name": "gatsby-theme-bikes" }');
  write('node_modules/gatsby-theme-bikes/src/components/card.js');
  write('node_modules/gatsby-theme-bikes/src/index.js', "import Card from './components/card';\n");
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('withoutIdleShadowing', () => {
  it("drops Gatsby's resolver where no plugin's files are shadowed, and resolves as it did", () => {
    const resolver = gatsbyResolver();
    const other = { apply: () => undefined };
    expect(withoutIdleShadowing([other, resolver])).toEqual([other]);
    const from = 'node_modules/gatsby-theme-bikes/src/index.js';
    expect(resolve([], from, './components/card')).toBe(resolve([resolver], from, './components/card'));
  });

  it('keeps it where a file shadows a theme, which it then resolves to', () => {
    write('src/gatsby-theme-bikes/components/card.js');
    const resolver = gatsbyResolver();
    expect(withoutIdleShadowing([resolver])).toEqual([resolver]);
    expect(resolve([resolver], 'node_modules/gatsby-theme-bikes/src/index.js', './components/card')).toBe(
      path.join('src', 'gatsby-theme-bikes', 'components', 'card.js'),
    );
  });

  it("keeps it where a theme shadows another theme's file", () => {
    write('node_modules/gatsby-theme-bikes/src/default-site-plugin/pages/index.js');
    expect(withoutIdleShadowing([gatsbyResolver()])).toHaveLength(1);
  });
});

describe('shadowingFolders', () => {
  it("names src/<plugin> of the site and of every plugin, for every plugin's name", () => {
    expect(shadowingFolders(gatsbyResolver() as never).map((folder) => path.relative(root, folder))).toEqual([
      path.join('src', 'gatsby-theme-bikes'),
      path.join('src', 'default-site-plugin'),
      path.join('node_modules', 'gatsby-theme-bikes', 'src', 'gatsby-theme-bikes'),
      path.join('node_modules', 'gatsby-theme-bikes', 'src', 'default-site-plugin'),
    ]);
  });
});
