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

/**
 * Every file under `dir`, each as `dir` joined with its path inside it (absolute for an absolute
 * `dir`), in one walk. The steps after a build share it: at 10,000 products a walk of `public/`
 * (about 5,300 folders) took 0.5 s (issue 20).
 */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Built text files that hold a NUL byte (none may: see render-html.ts), relative to `dir`. */
export function filesWithNulBytes(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => textFile.test(path.basename(file)) && fs.readFileSync(file).includes(0))
    .map((file) => path.relative(dir, file))
    .sort();
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
 * every `.map` file of the output (`files`, from `filesUnder(outputDir)`) to `targetDir`, keeping
 * relative paths. Returns the count.
 */
export function moveSourceMaps(outputDir: string, targetDir: string, files: readonly string[]): number {
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.mkdirSync(targetDir, { recursive: true });
  const maps = files.filter((file) => file.endsWith('.map'));
  for (const file of maps) {
    const target = path.join(targetDir, path.relative(outputDir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(file, target);
  }
  return maps.length;
}
