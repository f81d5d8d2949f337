/**
 * Each brand's demo home reads as its own brand (issue 17, point 5): its own composition from
 * the brand profile, one newsletter sign-up that thanks in the footer form's words, selling
 * points that state the catalogue's warranty, a parts brand without bike carousels, videos or
 * test rides, and campaigns dated from the seed clock, pinned here so the dates are known.
 */
import { describe, expect, it, vi } from 'vitest';

const clock = vi.hoisted(() => {
  const pinned = '2031-07-15';
  process.env.SEED_CLOCK = pinned;
  return { pinned, at: Date.UTC(2031, 6, 15) };
});

import { generateCatalog } from '../emulators/seed/catalog';
import { copyLanguageOf, languageCopy, type CopyLanguage } from '../emulators/seed/content/copy';
import { brandProfiles, type HomeSection } from '../emulators/seed/content/profiles';
import type { ContentBlock, JsonValue, SeedStory } from '../emulators/storyblok/types';
import { blockTexts } from '../src/features/content/blocks/messages';
import { loadBrandConfig } from '../src/config/load';
import { brandNames, type BrandName } from '../src/config/schema';
import { contentLanguage } from '../src/lib/routing/locale';
import { shopRoot } from '../src/services/storyblok/model';
import { storiesOf } from './support/seeded-space';

type Block = Record<string, JsonValue | ContentBlock | undefined>;
const blocks = (value: unknown): Block[] => (Array.isArray(value) ? (value as Block[]) : []);

/** A field of a block as a language reads it: its field-level translation, else the default. */
function field(story: SeedStory, block: Block, name: string, language: string): unknown {
  const translated = story.translations?.[language]?.fields?.[String(block._uid)]?.[name];
  return translated ?? block[name];
}

/** The component each home section is made of. */
const componentOf: Record<HomeSection, string> = {
  carousel: 'carousel',
  sellingPoints: 'selling_points',
  products: 'product_teaser',
  stories: 'teaser_grid',
  campaigns: 'teaser_grid',
  categories: 'category_teaser',
  quote: 'hero_quote',
  video: 'video',
  newsletter: 'newsletter_signup',
};

/** Every home story of a brand with its country's locales. */
function homes(brand: BrandName) {
  const config = loadBrandConfig(brand);
  return config.countries.map((country) => {
    const root = shopRoot(country.code);
    const home = storiesOf(brand).find((story) => story.full_slug === root);
    if (!home) throw new Error(`${brand} has no home in ${country.code}`);
    const languages = [...new Set(country.languages.map((language) => contentLanguage(country.code, language)))];
    return { country: country.code, root, home, languages };
  });
}

const publishedBody = (story: SeedStory) => blocks((story.publishedContent ?? story.content).body);

describe('brand homes', () => {
  it.each(brandNames)('%s: the home follows the brand profile’s sections after the hero', (brand) => {
    const expected = ['hero', ...brandProfiles[brand].home.map((section) => componentOf[section])];
    for (const { country, home } of homes(brand)) {
      expect(
        publishedBody(home).map((block) => block.component),
        `${brand} ${country}`,
      ).toEqual(expected);
    }
  });

  it('no two brands compose their home alike', () => {
    const compositions = brandNames.map((brand) => {
      const [first] = homes(brand);
      return publishedBody(first!.home)
        .map((block) => block.component)
        .join(' ');
    });
    expect(new Set(compositions).size).toBe(brandNames.length);
    expect(new Set(brandNames.map((brand) => brandProfiles[brand].home.join(' '))).size).toBe(brandNames.length);
  });

  it.each(brandNames)('%s: at most one newsletter sign-up on a home, thanking in the footer form’s words', (brand) => {
    const wanted = brandProfiles[brand].home.filter((section) => section === 'newsletter').length;
    expect(wanted).toBeLessThanOrEqual(1);
    for (const { country, home, languages } of homes(brand)) {
      for (const body of [publishedBody(home), blocks(home.content.body)]) {
        const signups = body.filter((block) => block.component === 'newsletter_signup');
        expect(signups, `${brand} ${country}`).toHaveLength(wanted);
        for (const signup of signups)
          for (const language of languages)
            expect(field(home, signup, 'success_text', language), `${brand} ${country} ${language}`).toBe(
              blockTexts(copyLanguageOf(language)).newsletterThanks,
            );
      }
    }
    // The global configuration's sign-up (the footer's, for editors) says the same.
    for (const { root, languages } of homes(brand)) {
      const global = storiesOf(brand).find((story) => story.full_slug === `${root}settings/global-config`)!;
      for (const signup of blocks(global.content.newsletter))
        for (const language of languages)
          expect(field(global, signup, 'success_text', language)).toBe(
            blockTexts(copyLanguageOf(language)).newsletterThanks,
          );
    }
  });
});

/**
 * The warranty each catalogue states, in the words of each language: the bike brands' product
 * descriptions promise a lifetime frame warranty for the first owner, the parts brand's part
 * features a two-year warranty.
 */
const warrantyWords: Record<'lifetimeFrame' | 'twoYearParts', Partial<Record<CopyLanguage, string>>> = {
  lifetimeFrame: {
    en: 'lifetime frame warranty',
    de: 'lebenslanger Rahmengarantie',
    fr: 'garantie cadre à vie',
    nl: 'levenslange framegarantie',
    it: 'garanzia a vita sul telaio',
    es: 'garantía de por vida en el cuadro',
    fi: 'elinikäinen runkotakuu',
    sv: 'livstids ramgaranti',
    da: 'livstidsgaranti på stellet',
    cs: 'doživotní záruku na rám',
    pl: 'dożywotnią gwarancję na ramę',
  },
  twoYearParts: {
    en: 'Two-year warranty',
    de: 'Zwei Jahre Garantie',
    fr: 'Garantie deux ans',
    nl: 'Twee jaar garantie',
    it: 'Garanzia di due anni',
    es: 'Dos años de garantía',
  },
};

describe('selling points state the catalogue’s facts', () => {
  it.each(brandNames)('%s: the warranty selling point says what the catalogue says, in every language', (brand) => {
    const profile = brandProfiles[brand];
    const catalogue = JSON.stringify(generateCatalog({ brands: [brand] }).brands[0]).toLowerCase();
    for (const { country, home, languages } of homes(brand)) {
      // The selling points of the country, whether or not its home shows them.
      const points = storiesOf(brand).filter(
        (story) =>
          story.full_slug.startsWith(`${shopRoot(country)}data/selling-points/`) &&
          story.content.component === 'selling_point',
      );
      expect(points).toHaveLength(3);
      const shown = publishedBody(home).find((block) => block.component === 'selling_points');
      if (shown) expect(blocks(shown.items).map(String)).toEqual(points.map((point) => point.uuid));
      for (const language of languages) {
        const copyLanguage = copyLanguageOf(language);
        const words = warrantyWords[profile.warranty][copyLanguage];
        if (!words) throw new Error(`No ${profile.warranty} words in ${copyLanguage}`);
        // The catalogue states the fact in this language ...
        expect(catalogue.includes(words.toLowerCase()), `${brand} catalogue in ${copyLanguage}: ${words}`).toBe(true);
        const said = points
          .map((point) =>
            [field(point, point.content, 'title', language), field(point, point.content, 'text', language)].join(' '),
          )
          .join(' | ')
          .toLowerCase();
        // ... the selling points repeat it, and state no other warranty.
        expect(said, `${brand} ${country} ${language}`).toContain(words.toLowerCase());
        for (const [fact, other] of Object.entries(warrantyWords))
          if (fact !== profile.warranty && other[copyLanguage])
            expect(said).not.toContain(other[copyLanguage]!.toLowerCase());
        expect(said).not.toMatch(/\b5\b[^0-9€]*(year|jahr|ans|jaar|anni|años|vuoden|års|let|lat)/);
      }
    }
  });
});

describe('xlc, a parts and accessories brand', () => {
  // Words of a bike brand in xlc's languages: test rides, frames, model ranges.
  const bikeTalk =
    /test ride|test centre|frame warranty|probefahrt|rahmen|modellreihe|proefrit|modellijn|framegarantie|essai|garantie cadre|prueba|cuadro|prova su strada|telaio/i;
  const frameOrTestRide =
    /test ride|test centre|frame|probefahrt|rahmen|proefrit|essai|garantie cadre|prueba|cuadro|prova su strada|telaio/i;
  const byUuid = () => new Map(storiesOf('xlc').map((story) => [story.uuid, story]));
  /** Keys that hold no shown text: ids, links' targets, rich-text attributes, asset files. */
  const notShown = new Set(['_uid', 'component', 'id', 'uuid', 'url', 'cached_url', 'filename', 'attrs', 'fieldtype']);

  /**
   * The texts a story shows in a language: its fields (translated where a translation has them),
   * and the title, intro and text of the stories it refers to (selling points, teasers).
   */
  function shownTexts(story: SeedStory, content: unknown, language: string): string[] {
    const stories = byUuid();
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') {
        const target = stories.get(value);
        if (!target) texts.push(value);
        else
          for (const name of ['title', 'intro', 'text', 'name']) {
            const shown = field(target, target.publishedContent ?? target.content, name, language);
            if (typeof shown === 'string') texts.push(shown);
          }
      } else if (Array.isArray(value)) value.forEach(collect);
      else if (value !== null && typeof value === 'object') {
        const block = value as Block;
        for (const [name, child] of Object.entries(block))
          if (!notShown.has(name))
            collect(typeof block._uid === 'string' ? field(story, block, name, language) : child);
      }
    };
    collect(content);
    return texts;
  }

  it('has no bike carousel, no video and no test-ride campaign on its home', () => {
    for (const { country, home } of homes('xlc')) {
      for (const body of [publishedBody(home), blocks(home.content.body)]) {
        const components = body.map((block) => block.component);
        expect(components, country).not.toContain('carousel');
        expect(components, country).not.toContain('video');
      }
    }
    const campaigns = storiesOf('xlc').filter((story) => story.content.component === 'campaign');
    expect(campaigns.length).toBeGreaterThan(0);
    const testRides = Object.values(languageCopy).map((copy) => copy.campaigns.testRideWeeks.title);
    expect(campaigns.filter((story) => testRides.includes(String(story.content.title)))).toEqual([]);
  });

  it('talks about parts and fit, not frames, bikes for sale or test rides, on its home and campaigns', () => {
    for (const { country, root, home, languages } of homes('xlc')) {
      const campaigns = storiesOf('xlc').filter(
        (story) => story.full_slug.startsWith(root) && story.content.component === 'campaign',
      );
      for (const story of [home, ...campaigns])
        for (const content of [story.publishedContent ?? story.content, story.content])
          for (const language of languages) {
            const texts = shownTexts(story, content, language);
            expect(texts.length).toBeGreaterThan(5);
            expect(
              texts.filter((text) => bikeTalk.test(text)),
              `${story.full_slug} in ${language} (${country})`,
            ).toEqual([]);
          }
    }
  });

  /** A store locator shows the labels of the filters it offers only. */
  const shownFields = (content: ContentBlock): ContentBlock => {
    if (content.component !== 'store_locator_page' || !Array.isArray(content.filters)) return content;
    const offered = content.filters.map((filter) => `${String(filter)}_label`);
    return Object.fromEntries(
      Object.entries(content).filter(([name]) => !name.endsWith('_label') || offered.includes(name)),
    ) as ContentBlock;
  };

  it('speaks of parts on its product line, dealer, about, FAQ and delivery pages too', () => {
    const kinds = ['product_line', 'product_line_listing', 'store_locator_page', 'faq_item', 'shipping_method'];
    for (const { country, root, languages } of homes('xlc')) {
      const pages = storiesOf('xlc').filter(
        (story) =>
          story.full_slug.startsWith(root) &&
          (kinds.includes(String(story.content.component)) ||
            (story.content.component === 'page' && !story.content.legal_kind)),
      );
      expect(new Set(pages.map((story) => story.content.component))).toEqual(new Set([...kinds, 'page']));
      for (const story of pages)
        for (const language of languages)
          expect(
            shownTexts(story, shownFields(story.publishedContent ?? story.content), language).filter((text) =>
              // "Modellreihen"/"Modellijnen" here is the interface text naming the product-line pages.
              frameOrTestRide.test(text),
            ),
            `${story.full_slug} in ${language} (${country})`,
          ).toEqual([]);
    }
  });
});

describe('campaigns dated from the seed clock', () => {
  const parse = (value: unknown) => Date.parse(`${String(value).replace(' ', 'T')}:00Z`);

  it('reads the pinned SEED_CLOCK', () => {
    expect(clock.pinned).toBe(process.env.SEED_CLOCK);
  });

  it.each(brandNames)('%s: runs current campaigns, plans one to come, and the home shows the current', (brand) => {
    for (const { country, root, home } of homes(brand)) {
      const campaigns = storiesOf(brand).filter(
        (story) => story.full_slug.startsWith(root) && story.content.component === 'campaign',
      );
      expect(campaigns, `${brand} ${country}`).toHaveLength(3);
      const running = campaigns.filter((story) => story.published);
      const coming = campaigns.filter((story) => !story.published);
      expect(running).toHaveLength(2);
      expect(coming).toHaveLength(1);
      for (const story of running) {
        expect(parse(story.content.starts_at), story.full_slug).toBeLessThanOrEqual(clock.at);
        expect(parse(story.content.ends_at), story.full_slug).toBeGreaterThan(clock.at);
        expect(Date.parse(String(story.published_at))).toBeLessThanOrEqual(clock.at);
      }
      for (const story of coming) {
        expect(parse(story.content.starts_at), story.full_slug).toBeGreaterThan(clock.at);
        expect(parse(story.content.ends_at)).toBeGreaterThan(parse(story.content.starts_at));
      }
      // A campaign lasts weeks, not years: every date lies within 90 days of the clock.
      for (const story of campaigns)
        for (const date of [story.content.starts_at, story.content.ends_at])
          expect(Math.abs(parse(date) - clock.at)).toBeLessThan(90 * 86_400_000);

      const grid = publishedBody(home).find(
        (block) =>
          block.component === 'teaser_grid' &&
          blocks(block.items).some((uuid) => campaigns.some((story) => story.uuid === String(uuid))),
      );
      if (brandProfiles[brand].home.includes('campaigns'))
        expect(new Set(blocks(grid?.items).map(String))).toEqual(new Set(running.map((story) => story.uuid)));
      else expect(grid).toBeUndefined();
    }
  });

  it.each(brandNames)('%s: dates nothing after the clock but what is to come, and the copyright year', (brand) => {
    const stories = storiesOf(brand);
    for (const story of stories.filter((entry) => entry.published))
      expect(Date.parse(String(story.published_at)), story.full_slug).toBeLessThanOrEqual(clock.at);
    for (const story of stories.filter((entry) => entry.content.component === 'publication'))
      expect(parse(story.content.date), story.full_slug).toBeLessThanOrEqual(clock.at);
    const global = stories.find((story) => story.content.component === 'global_config');
    expect(String(global?.content.copyright)).toContain('© 2031 ');
  });
});
