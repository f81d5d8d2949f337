import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { card } from '../../lib/product/fixtures';
import { buildCategoryListings, listingCardsDir } from './listings';

const definitions = [
  {
    key: 'attrFrameSize',
    label: 'Size',
    displayType: 'text',
    options: ['M', 'L'].map((code) => ({ code, name: code, colorHexCode: null })),
  },
];
const cardTexts = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    JSON.stringify(card({ id: `c${index}`, sales: index, facets: { attrFrameSize: [index < 3 ? 'L' : 'M'] } })),
  );
const category = (count: number) => ({
  cardTexts: cardTexts(count),
  facets: JSON.stringify(definitions),
  language: 'en',
});

const dirs: string[] = [];
function publicDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('buildCategoryListings', () => {
  it('keeps the first page in the listing and every card in a file named by its content', () => {
    const dir = publicDir();
    const listing = buildCategoryListings(dir, new Map([['bikes', category(45)]]), 20).get('bikes')!;
    expect(listing.firstPage.map((entry) => entry.id).slice(0, 2)).toEqual(['c44', 'c43']);
    expect(listing.firstPage).toHaveLength(20);
    expect(listing.total).toBe(45);
    expect(listing.facets[0]!.options.map((option) => option.count)).toEqual([42, 3]);
    expect(listing.cardsUrl).toMatch(new RegExp(`^/${listingCardsDir}/[0-9a-f]{20}\\.json$`));
    const file = JSON.parse(fs.readFileSync(path.join(dir, listing.cardsUrl!), 'utf8')) as { id: string }[];
    expect(file.map((entry) => entry.id)).toEqual(Array.from({ length: 45 }, (_, index) => `c${index}`));
    // The same cards give the same name, in another build too.
    expect(buildCategoryListings(publicDir(), new Map([['other', category(45)]]), 20).get('other')!.cardsUrl).toBe(
      listing.cardsUrl,
    );
  });

  it('writes no file for a category its first page holds whole, nor for an empty one', () => {
    const dir = publicDir();
    const listings = buildCategoryListings(
      dir,
      new Map([
        ['small', category(20)],
        ['empty', category(0)],
      ]),
      20,
    );
    expect(listings.get('small')).toMatchObject({ total: 20, cardsUrl: null });
    expect(listings.get('small')!.firstPage).toHaveLength(20);
    expect(listings.get('empty')).toMatchObject({ firstPage: [], total: 0, cardsUrl: null });
    expect(fs.existsSync(path.join(dir, listingCardsDir))).toBe(false);
  });

  it('leaves no file of an earlier build behind', () => {
    const dir = publicDir();
    const first = buildCategoryListings(dir, new Map([['bikes', category(45)]]), 20).get('bikes')!;
    const second = buildCategoryListings(dir, new Map([['bikes', category(46)]]), 20).get('bikes')!;
    expect(second.cardsUrl).not.toBe(first.cardsUrl);
    expect(fs.readdirSync(path.join(dir, listingCardsDir))).toEqual([path.basename(second.cardsUrl!)]);
  });
});
