/**
 * The xlc marketing tree against the catalogue: every market's category pages lie on the paths
 * of the Shopware emulator's xlc categories in the market's language, and de-de's are the
 * spec's lists.
 */
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../catalog';
import { partGroups } from '../catalog/parts';
import type { LanguageCode, SeedCategory } from '../catalog/types';
import { generateContentSpace } from './generate';
import { marketingSites } from './marketing-data';

const markets = marketingSites.xlc ?? [];
const space = generateContentSpace('xlc');
const stories = space.stories.filter((node) => node.is_folder !== true);

/** Category paths of the catalogue's xlc parts and accessories in one language (`bike-parts/brakes`). */
function cataloguePaths(categories: readonly SeedCategory[], language: LanguageCode): string[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path = (category: SeedCategory): string => {
    const slug = category.slug[language];
    if (!slug) throw new Error(`category ${category.key} has no ${language} slug`);
    const parent = category.parentId ? byId.get(category.parentId) : undefined;
    return parent && parent.key !== 'root' ? `${path(parent)}/${slug}` : slug;
  };
  return categories
    .filter((category) => category.key.startsWith('bike-parts') || category.key.startsWith('bike-accessories'))
    .map(path);
}

/** Paths of a market's category pages below the market folder. */
function marketingCategoryPaths(market: string): string[] {
  return stories
    .filter(
      (story) => story.content.component === 'category_page' && story.full_slug.startsWith(`marketing/${market}/`),
    )
    .map((story) => story.full_slug.slice(`marketing/${market}/`.length).replace(/\/$/, ''));
}

describe('xlc marketing categories', () => {
  const catalogue = generateCatalog({ brands: ['xlc'] }).brands.find((brand) => brand.brand === 'xlc');

  it.each(markets.map((market) => [market.code, market] as const))(
    '%s has the catalogue’s category tree in its language',
    (_code, market) => {
      const expected = cataloguePaths(catalogue?.categories ?? [], market.language as LanguageCode);
      expect(expected.length).toBeGreaterThan(60);
      expect(marketingCategoryPaths(market.code).sort()).toEqual([...expected].sort());
    },
  );

  it('names each market’s parts and accessories pages with the catalogue’s group slugs', () => {
    for (const market of markets) {
      const language = market.language as LanguageCode;
      const slugOf = (key: string) => partGroups.find((group) => group.key === key)?.slug[language];
      expect(market.pages.parts, market.code).toBe(slugOf('bike-parts'));
      expect(market.pages.accessories, market.code).toBe(slugOf('bike-accessories'));
    }
  });

  it('keeps de-de’s subcategories exactly as the spec lists them', () => {
    const below = (top: string) =>
      marketingCategoryPaths('de-de')
        .filter((path) => path.split('/').length === 2 && path.startsWith(`${top}/`))
        .map((path) => path.split('/')[1])
        .sort();
    expect(below('fahrradteile')).toEqual(
      'antriebsteile, fahrradbremsen, fahrradgriff-lenkerband, fahrradpedale, fahrradreifen, laufrad, lenkervorbau, saettel, sattelstuetzen, steuersatz'.split(
        ', ',
      ),
    );
    expect(below('fahrradzubehoer')).toEqual(
      'abstellstaender-halter-abdeckungen, fahrrad-anhaenger, fahrrad-flaschen-flaschenhalter, fahrrad-schmiermittel, fahrrad-taschen-koerbe, fahrradhelme, fahrradklingel-fahrradhupen, fahrradlicht, fahrradspiegel, fahrradtraeger, fahrradwerkzeug, locks, schutzbleche-und-mudguards, staender'.split(
        ', ',
      ),
    );
  });
});
