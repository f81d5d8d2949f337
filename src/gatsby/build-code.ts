/**
 * The build's own code (issue 20). gatsby-node.js and gatsby-config.js load the TypeScript of
 * `node.ts` and `config.ts` with tsx, a module at a time, instead of Gatsby's Parcel step, which
 * compiled each into one bundle on every build (6-9 s at 10,000 products, ADR 12). What must
 * change when that code changes (webpack's cache, the products kept between builds) names every
 * module of it the process has loaded, since Gatsby empties its own cache only when
 * gatsby-node.js or gatsby-config.js themselves change.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Folders of the project whose modules are not the build's code: packages and Gatsby's output. */
const notBuildCode = ['node_modules', '.cache', 'public'];

/**
 * The project's modules in `loaded` (by default every module this process has required), sorted:
 * files under `root` outside its packages and Gatsby's output.
 */
export function loadedBuildCode(root: string, loaded: Iterable<string> = Object.keys(require.cache)): string[] {
  return [...loaded]
    .filter((file) => {
      const relative = path.relative(root, file);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
      return !relative.split(path.sep).some((part) => notBuildCode.includes(part));
    })
    .sort();
}

/** A digest of the files' names and contents (a missing file counts as empty). */
export function filesDigest(files: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update('\0');
    hash.update(fs.existsSync(file) ? fs.readFileSync(file) : '');
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}
