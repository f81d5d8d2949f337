/**
 * What invalidates webpack's persistent cache of the two build stages (issue 20).
 *
 * Gatsby names as the cache's build dependencies its own webpack configuration and every
 * plugin's gatsby-node, the site's compiled one among them; webpack adds its own `lib/`.
 * webpack then follows each file's `require`s through node_modules and stores a snapshot of
 * every file it reaches: 4,759 files, resolved in 10-17 s of each cold build's main thread
 * (readlink on every path, stat, open) and checked again by every warm build.
 *
 * Those files change in two ways only: an install changes node_modules, which npm records
 * in its hidden lockfile, and a change of the site's build code changes one of the project's
 * modules that gatsby-node.js and gatsby-config.js load (build-code.ts). A digest of those
 * files, as the cache's version, invalidates the cache on the same changes without walking
 * node_modules.
 * webpack adds every loader a compilation used to the build dependencies itself (Gatsby's
 * Babel loader alone reaches most of Gatsby, hence most of the 4,759 files); those under
 * node_modules are covered by the digest too, and `VersionedCachePlugin` takes them out.
 * (A hand edit inside node_modules, as patch-package makes, would not change the digest; the
 * project patches no package.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { filesDigest, loadedBuildCode } from './build-code';

/** The files whose contents decide whether a cached compilation is still valid. */
export function cacheInputs(root: string, buildCode: readonly string[] = loadedBuildCode(root)): string[] {
  const installed = [path.join(root, 'node_modules/.package-lock.json'), path.join(root, 'package-lock.json')].find(
    (file) => fs.existsSync(file),
  );
  return [...(installed ? [installed] : []), ...buildCode];
}

export interface FileCacheOptions {
  type?: string;
  version?: string;
  buildDependencies?: Record<string, string[]>;
  [key: string]: unknown;
}

/** The stage's file cache, versioned by the digest instead of walking its build dependencies. */
export function versionedFileCache<Cache extends FileCacheOptions | false | undefined>(
  cache: Cache,
  root: string,
  buildCode?: readonly string[],
): Cache | FileCacheOptions {
  if (!cache || cache.type !== 'filesystem') return cache;
  const buildDependencies = Object.fromEntries(Object.keys(cache.buildDependencies ?? {}).map((key) => [key, []]));
  return {
    ...cache,
    version: filesDigest(cacheInputs(root, buildCode)),
    buildDependencies: { ...buildDependencies, defaultWebpack: [] },
  };
}

const insideNodeModules = `${path.sep}node_modules${path.sep}`;

/** Leaves webpack's build dependencies to the files outside node_modules (the digest covers those). */
export class VersionedCachePlugin {
  apply(compiler: Compiler): void {
    // `done` runs before webpack resolves and stores the build dependencies.
    compiler.hooks.done.tap(VersionedCachePlugin.name, ({ compilation }) => {
      for (const file of [...compilation.buildDependencies])
        if (file.includes(insideNodeModules)) compilation.buildDependencies.delete(file);
    });
  }
}
