/**
 * The xlc marketing tree: one page in five markets is one translation group (a shared
 * `group_id` in the CDN answer), and every market's category pages lie on the paths of the
 * Shopware emulator's xlc categories in the market's language (de-de's are the spec's lists).
 * The catalogues page links PDFs the asset service serves, with their true size in the text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentEmulator, type RunningContentEmulator } from '../../storyblok/server';
import { formatFileSize } from '../../storyblok/pdf';
import type { StoryObject } from '../../storyblok/types';
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

describe('xlc marketing translation groups through the emulator', () => {
  let emulator: RunningContentEmulator;
  const answered: StoryObject[] = [];

  beforeAll(async () => {
    emulator = await startContentEmulator({ space, port: 0 });
    for (let page = 1; ; page += 1) {
      const url = `${emulator.url}/v2/cdn/stories?token=${space.publicToken}&starts_with=marketing/&per_page=100&page=${page}`;
      const response = await fetch(url);
      expect(response.status).toBe(200);
      const { stories: batch } = (await response.json()) as { stories: StoryObject[] };
      answered.push(...batch);
      if (answered.length >= Number(response.headers.get('total'))) break;
    }
  });
  afterAll(async () => {
    await emulator?.close();
  });

  const marketOf = (story: StoryObject) => story.full_slug.split('/')[1];
  const pages = () =>
    answered.filter((story) => !['faq_item', 'social_channel', 'global_config'].includes(story.content.component));
  const group = (fullSlug: string) => {
    const story = answered.find((candidate) => candidate.full_slug === fullSlug);
    return answered
      .filter((candidate) => candidate.group_id === story?.group_id)
      .map((member) => member.full_slug)
      .sort();
  };

  it('gives every page a group_id shared with the same page of the other markets', () => {
    expect(pages().length).toBeGreaterThan(400);
    const groups = new Map<string, StoryObject[]>();
    for (const story of pages()) {
      expect(story.group_id, story.full_slug).toMatch(/^[0-9a-f-]{36}$/);
      expect(story.group_id, story.full_slug).not.toBe(story.uuid);
      groups.set(story.group_id, [...(groups.get(story.group_id) ?? []), story]);
    }
    const sizes = new Map<number, number>();
    for (const members of groups.values()) {
      // One story per market in a group.
      expect(new Set(members.map(marketOf)).size, members[0]?.full_slug).toBe(members.length);
      sizes.set(members.length, (sizes.get(members.length) ?? 0) + 1);
    }
    // Careers exists in de-de only, data protection for social media in int-en and nl-nl only.
    expect(sizes).toEqual(
      new Map([
        [5, groups.size - 2],
        [1, 1],
        [2, 1],
      ]),
    );
  });

  it('groups the markets’ home, role, inspiration, article and category pages', () => {
    expect(group('marketing/de-de/wir-sind-xlc')).toEqual([
      'marketing/de-de/wir-sind-xlc',
      'marketing/es-es/somos-xlc',
      'marketing/fr-fr/nous-sommes-xlc',
      'marketing/int-en/we-are-xlc',
      'marketing/nl-nl/wij-zijn-xlc',
    ]);
    expect(group('marketing/int-en/')).toHaveLength(5);
    expect(group('marketing/int-en/404')).toContain('marketing/de-de/404');
    expect(group('marketing/int-en/inspiration/')).toContain('marketing/nl-nl/inspiratie/');
    expect(group('marketing/int-en/inspiration/stories/')).toContain('marketing/nl-nl/inspiratie/ervaringen/');
    expect(group('marketing/int-en/bike-parts/brakes/rim-brakes')).toEqual([
      'marketing/de-de/fahrradteile/fahrradbremsen/felgenbremsen',
      'marketing/es-es/componentes-bicicleta/frenos/frenos-de-llanta',
      'marketing/fr-fr/composants-velo/freins/freins-sur-jante',
      'marketing/int-en/bike-parts/brakes/rim-brakes',
      'marketing/nl-nl/fietsonderdelen/remmen/velgremmen',
    ]);
    const article = answered.find((story) => story.full_slug.startsWith('marketing/int-en/inspiration/tutorials/'));
    expect(group(article?.full_slug ?? '')).toHaveLength(5);
    // The story lists the other members of its group as alternates.
    expect(article?.alternates.map((alternate) => alternate.full_slug.split('/')[1]).sort()).toEqual([
      'de-de',
      'es-es',
      'fr-fr',
      'nl-nl',
    ]);
  });

  it('links each market’s catalogue and manuals as PDFs of the stated size and language', async () => {
    const languageNames: Record<string, string> = {
      de: 'Deutsch',
      es: 'Español',
      fr: 'Français',
      en: 'English',
      nl: 'Nederlands',
    };
    for (const market of markets) {
      const page = answered.find(
        (story) => story.full_slug === `marketing/${market.code}/${market.pages.catalogues ?? ''}`,
      );
      const links: Array<{ text: string; href: string }> = [];
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (node === null || typeof node !== 'object') return;
        const { type, text, marks } = node as { type?: string; text?: string; marks?: unknown };
        if (type === 'text' && typeof text === 'string' && Array.isArray(marks)) {
          for (const mark of marks as Array<{ attrs?: { linktype?: string; href?: string } }>) {
            if (mark.attrs?.linktype === 'asset') links.push({ text, href: String(mark.attrs.href) });
          }
        }
        Object.values(node).forEach(walk);
      };
      walk(page?.content);
      expect(links.length, market.code).toBe(4);
      for (const link of links) {
        const stated = /^(.+) \(PDF, (\d+(?:[.,]\d)?) KB, (.+)\)$/.exec(link.text);
        expect(stated, link.text).not.toBeNull();
        expect(stated?.[3]).toBe(languageNames[market.language]);
        expect(link.href.startsWith(`${emulator.url}/f/${space.id}/x/`), link.href).toBe(true);
        expect(link.href.endsWith('.pdf')).toBe(true);
        const response = await fetch(link.href);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
        expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
        expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
        // The stated size is the file's, rounded as written.
        expect(Math.abs(bytes.length / 1024 - Number(stated?.[2]?.replace(',', '.')))).toBeLessThanOrEqual(0.05);
        expect(stated?.[2] + ' KB').toBe(formatFileSize(bytes.length, market.language));
        const body = bytes.toString('latin1');
        expect(body).toContain(`/Lang (${market.language})`);
      }
    }
    expect((await fetch(`${emulator.url}/f/${space.id}/x/0000000000/none.pdf`)).status).toBe(404);
  });

  it('derives the group ids from the market-neutral keys, the same on every generation', () => {
    const again = generateContentSpace('xlc');
    const ids = (nodes: typeof space.stories) =>
      nodes.filter((node) => node.is_folder !== true).map((node) => [node.full_slug, node.group_id]);
    expect(ids(again.stories)).toEqual(ids(space.stories));
  });
});
