import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesDigest } from './build-code';
import { cacheInputs, type FileCacheOptions, VersionedCachePlugin, versionedFileCache } from './webpack-cache';

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'webpack-cache-'));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('the webpack cache version', () => {
  const buildCode = () => [path.join(root, 'gatsby-node.js'), path.join(root, 'src/gatsby/node.ts')];

  it("is read from npm's record of the installed tree and the build's own modules", () => {
    write('package-lock.json', '{}');
    expect(cacheInputs(root, buildCode()).map((file) => path.relative(root, file))).toEqual([
      'package-lock.json',
      'gatsby-node.js',
      'src/gatsby/node.ts',
    ]);
    write('node_modules/.package-lock.json', '{}');
    expect(cacheInputs(root, buildCode())).toContain(path.join(root, 'node_modules/.package-lock.json'));
    expect(cacheInputs(root, buildCode())).not.toContain(path.join(root, 'package-lock.json'));
  });

  it('changes when a package is installed or the build code changes, and only then', () => {
    write('node_modules/.package-lock.json', '{"packages":{"node_modules/webpack":{"version":"5.98.0"}}}');
    write('gatsby-node.js', "module.exports = require('./src/gatsby/node.ts');");
    write('src/gatsby/node.ts', 'export const createPages = () => {};');
    const filesystem: FileCacheOptions = { type: 'filesystem' };
    const version = () => versionedFileCache(filesystem, root, buildCode()).version;
    const first = version();
    expect(version()).toBe(first);

    write('node_modules/.package-lock.json', '{"packages":{"node_modules/webpack":{"version":"5.99.0"}}}');
    const installed = version();
    expect(installed).not.toBe(first);

    write('src/gatsby/node.ts', 'export const createPages = () => { /* changed */ };');
    const rebuilt = version();
    expect(new Set([first, installed, rebuilt]).size).toBe(3);

    write('gatsby-node.js', "module.exports = require('./src/gatsby/node');");
    expect(version()).not.toBe(rebuilt);
  });

  it("replaces the file cache's build dependencies, webpack's own included, with the version", () => {
    write('package-lock.json', '{}');
    const cache = versionedFileCache(
      { type: 'filesystem', name: 'build-html', buildDependencies: { config: ['/gatsby/webpack.config.js'] } },
      root,
      buildCode(),
    );
    expect(cache).toMatchObject({
      type: 'filesystem',
      name: 'build-html',
      version: filesDigest(cacheInputs(root, buildCode())),
      buildDependencies: { config: [], defaultWebpack: [] },
    });
    expect(versionedFileCache({ type: 'memory' }, root)).toEqual({ type: 'memory' });
    expect(versionedFileCache(false, root)).toBe(false);
  });
});

describe('VersionedCachePlugin', () => {
  it('leaves webpack only the build dependencies outside node_modules, before webpack stores them', async () => {
    write('src/entry.js', 'export const answer = 42;');
    write('node_modules/installed-loader/index.js', 'module.exports = (source) => source;');
    write('loaders/own-loader.js', 'module.exports = (source) => source;');
    const config = (withPlugin: boolean): webpack.Configuration => ({
      context: root,
      mode: 'production',
      entry: './src/entry.js',
      output: { path: path.join(root, withPlugin ? 'out-a' : 'out-b') },
      cache: { type: 'filesystem', cacheDirectory: path.join(root, '.cache'), name: withPlugin ? 'a' : 'b' },
      module: {
        rules: [
          {
            test: /\.js$/,
            use: [path.join(root, 'node_modules/installed-loader/index.js'), path.join(root, 'loaders/own-loader.js')],
          },
        ],
      },
      plugins: withPlugin ? [new VersionedCachePlugin()] : [],
    });
    const stored = (withPlugin: boolean) =>
      new Promise<string[]>((resolve, reject) => {
        const compiler = webpack(config(withPlugin));
        let dependencies: string[] = [];
        // The last `done` tap runs after the plugin's and before webpack stores the dependencies.
        compiler.hooks.done.tap({ name: 'observer', stage: 100 }, ({ compilation }) => {
          dependencies = [...compilation.buildDependencies].map((file) => path.relative(root, file));
        });
        compiler.run((error, stats) => {
          compiler.close(() => {
            if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
            else resolve(dependencies);
          });
        });
      });

    // Without the plugin webpack keeps both loaders, which is what the plugin acts on.
    expect(await stored(false)).toEqual(
      expect.arrayContaining(['node_modules/installed-loader/index.js', 'loaders/own-loader.js']),
    );
    const kept = await stored(true);
    expect(kept).toContain('loaders/own-loader.js');
    expect(kept.filter((file) => file.includes('node_modules'))).toEqual([]);
  });
});
