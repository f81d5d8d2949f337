/**
 * The app builds paths with its own `slugify`; the backends hold slugs written by their rule
 * (`emulators/common/slug.ts`, Shopware's SEO URLs and the editors' story slugs). Both state
 * spec section 2's rule on their own, so this checks that they agree on everything the seeds
 * name and on the hard cases, rather than one mirroring the other.
 */
import { describe, expect, it } from 'vitest';
import { seoSlug } from '../emulators/common/slug';
import { generateCatalog } from '../emulators/seed/catalog';
import { generateAllContentSpaces } from '../emulators/seed/content/generate';
import { slugify } from '../src/lib/routing/slug';

const hardCases = [
  'Straße über Ærø',
  'ŁÓDŹ Œuvre Þór Ðe',
  '  Motus Tour  (2025) ',
  'a - b -- c',
  'C’est la vie!',
  'Sprint/Pro 9.2',
  'no\u00a0break\tand\nlines',
  '---',
  '',
  '🚲 e-bike 🚲',
  'ÉLÉGANCE Élan',
  'Crème brûlée',
];

function seedNames(): string[] {
  const catalog = generateCatalog();
  const names = new Set<string>();
  for (const brand of catalog.brands) {
    for (const product of brand.products) for (const name of Object.values(product.name ?? {})) names.add(name);
    for (const category of brand.categories) for (const name of Object.values(category.name)) names.add(name);
  }
  for (const space of Object.values(generateAllContentSpaces()))
    for (const story of space.stories) names.add(story.name);
  return [...names];
}

describe('slugs of the app and of the backends', () => {
  it('agree on the hard cases', () => {
    for (const text of hardCases) expect(slugify(text), text).toBe(seoSlug(text));
  });

  it('agree on every name the seeds hold', () => {
    const names = seedNames();
    expect(names.length).toBeGreaterThan(500);
    const disagreements = names.filter((name) => slugify(name) !== seoSlug(name));
    expect(disagreements).toEqual([]);
  });
});
