/**
 * Checks and care of Gatsby's output folders around a build (Node only).
 */
import fs from 'node:fs';
import path from 'node:path';

const markerFile = path.join('.cache', 'built-brand');

/**
 * Before a build (gatsby-node `onPreInit`): when the output in `public/` is of another brand,
 * or of a build that did not finish, it goes. Gatsby then finds a cache without output and
 * resets it by itself, so no page, folder or bundle of the previous brand is left. Returns the
 * brand that was removed, 'unknown' when no finished build recorded one, or null when nothing
 * was done.
 *
 * Webpack's cache stays, as Gatsby keeps it across its resets: it checks each module against
 * its sources and the DefinePlugin values it reads, and the brand's configuration enters the
 * bundles only through those values (gatsby-node `onCreateWebpackConfig`). A ghost build after
 * raleigh's wrote the same files byte for byte as a clean one, but for webpack's compilation hash,
 * in 105 s instead of 180 s (raleigh after ghost: 34 s instead of 103 s).
 */
export function clearOutputOfOtherBrand(root: string, brand: string): string | null {
  const publicDir = path.join(root, 'public');
  if (!fs.existsSync(publicDir)) return null;
  const marker = path.join(root, markerFile);
  const previous = fs.existsSync(marker) ? fs.readFileSync(marker, 'utf8').trim() : 'unknown';
  if (previous === brand) return null;
  fs.rmSync(publicDir, { recursive: true, force: true });
  return previous;
}

/**
 * After Gatsby's Parcel step (gatsby-node `onPreInit`): Parcel's cache goes. The step compiles
 * nothing since tsx loads the build's code (build-code.ts), and from a cache of its last run
 * Parcel first looks for changed files through the whole project, `public/` and `.cache`
 * included, which took longer than a start without one.
 */
export function dropParcelCache(root: string): void {
  fs.rmSync(path.join(root, '.cache', '.parcel-cache'), { recursive: true, force: true });
}

/** After a finished build (`onPostBuild`): records whose output `public/` holds. */
export function recordBuiltBrand(root: string, brand: string): void {
  fs.mkdirSync(path.join(root, '.cache'), { recursive: true });
  fs.writeFileSync(path.join(root, markerFile), `${brand}\n`);
}

const textFile = /\.(html|json|js|css|txt|xml|webmanifest)$|^_redirects$|^_headers$/;

/** Built text files that hold a NUL byte (none may: see render-html.ts), relative to `dir`. */
export function filesWithNulBytes(dir: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (textFile.test(entry.name) && fs.readFileSync(file).includes(0)) found.push(path.relative(dir, file));
    }
  };
  visit(dir);
  return found.sort();
}

/**
 * The brands whose site address the output's scripts hold, of `siteUrls` (brand -> address):
 * a build's bundles carry its own brand's configuration only, even when webpack's cache was
 * filled by another brand's build (see clearOutputOfOtherBrand).
 */
export function brandsInScripts(dir: string, siteUrls: Readonly<Record<string, string>>): string[] {
  const scripts = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  return Object.entries(siteUrls)
    .filter(([, url]) => scripts.some((script) => script.includes(`"${url}"`)))
    .map(([brand]) => brand)
    .sort();
}

/**
 * Where a served site's source maps are kept: beside it, never in it, so no host publishes the
 * project's sources (`.builds/raleigh` -> `.builds/raleigh-source-maps`). The bench and the
 * page-weight check read them there to name a script's largest modules.
 */
export function sourceMapsDirOf(siteDir: string): string {
  return `${siteDir.replace(/[/\\]+$/, '')}-source-maps`;
}

/**
 * After a build (`onPostBuild`, once error reporting has uploaded them where configured): moves
 * every `.map` file of the output to `targetDir`, keeping relative paths. Returns the count.
 */
export function moveSourceMaps(outputDir: string, targetDir: string): number {
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.mkdirSync(targetDir, { recursive: true });
  let moved = 0;
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.map')) {
        const target = path.join(targetDir, path.relative(outputDir, file));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(file, target);
        moved += 1;
      }
    }
  };
  visit(outputDir);
  return moved;
}
