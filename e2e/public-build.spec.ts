import fs from 'node:fs';
import path from 'node:path';
import { generateContentSpace } from '../emulators/seed/content';
import type { SeedStory } from '../emulators/storyblok/types';
import { localContentTokens } from '../src/config/backends';
import { sourceMapsDirOf } from '../src/gatsby/build-output';
import { expect, test } from './support/fixtures';

function builtFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(file);
    return /\.(html|json|js)$/.test(entry.name) ? [file] : [];
  });
}

/** The build's HTML pages, without Gatsby's own files. */
const builtPages = (dir: string) =>
  builtFiles(dir).filter((file) => file.endsWith('.html') && !/^(_gatsby|page-data)\//.test(path.relative(dir, file)));

test('a public build holds no preview token and no draft', async ({ brand }) => {
  const dir = path.resolve('.builds', brand.name);
  const files = builtFiles(dir);
  expect(files.length).toBeGreaterThan(10);
  const drafts = generateContentSpace(brand.name).stories.filter(
    (story): story is SeedStory => !story.is_folder && !story.published,
  );
  expect(drafts.length).toBeGreaterThan(0);
  const secret = localContentTokens(brand.name).previewToken;
  const found: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (text.includes(secret)) found.push(`${path.relative(dir, file)}: preview token`);
    for (const draft of drafts) {
      if (text.includes(draft.uuid)) found.push(`${path.relative(dir, file)}: draft ${draft.full_slug}`);
    }
  }
  expect(found).toEqual([]);
});

test('no package is bundled into two script chunks of the browser build', async ({ brand }) => {
  // A package that lazy chunks share lies in one chunk that each loads (src/gatsby/shared-chunks.ts):
  // the store-api's transport lay in four, and a content page's blocks brought the search client.
  const maps = sourceMapsDirOf(path.resolve('.builds', brand.name));
  const chunksOf = new Map<string, string[]>();
  for (const name of fs.readdirSync(maps).filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(fs.readFileSync(path.join(maps, name), 'utf8')) as { sources: string[] };
    for (const source of sources.filter((file) => file.includes('/node_modules/'))) {
      chunksOf.set(source, [...(chunksOf.get(source) ?? []), name]);
    }
  }
  expect(chunksOf.size).toBeGreaterThan(10);
  expect([...chunksOf].filter(([, chunks]) => chunks.length > 1)).toEqual([]);
});

test('every page is built with its components’ styles', async ({ brand }) => {
  // A second copy of styled-components in the HTML renderer builds pages without their styles,
  // and nothing fails: the browser's copy styles them again as it hydrates (src/gatsby/linked-packages.ts).
  const dir = path.resolve('.builds', brand.name);
  const pages = builtPages(dir);
  expect(pages.length).toBeGreaterThan(10);
  const unstyled = pages.filter((file) => {
    const styles = /<style data-styled="active"[^>]*>([^<]*)<\/style>/.exec(fs.readFileSync(file, 'utf8'));
    return (styles?.[1]?.length ?? 0) < 2000;
  });
  expect(unstyled.map((file) => path.relative(dir, file))).toEqual([]);
});

test('no page splits a text with React’s separators', async ({ brand }) => {
  // React's server HTML writes `<!-- -->` between adjacent texts of one element (`{a}: {b}`). The
  // browser parses each as a node, and Preact removes every one as it hydrates (a listing's facets
  // and tiles had 212, 17 ms at 4x CPU): components write such texts as one string.
  const dir = path.resolve('.builds', brand.name);
  const pages = builtPages(dir);
  expect(pages.length).toBeGreaterThan(10);
  const split = pages.flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/.{0,40}<!-- -->.{0,20}/g)].map(
      ([text]) => `${path.relative(dir, file)}: ${text}`,
    ),
  );
  expect(split.slice(0, 10)).toEqual([]);
});
