/**
 * The deterministic demo content: every brand's space is valid, covers every page kind in every
 * locale, uses the whole rich-text model, links only to stories that exist, and works through
 * the real Storyblok emulator and the official `storyblok-js-client` (relations, translations,
 * drafts only with the preview token, interface texts).
 */
import StoryblokClient, { type ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../brands/shared/messages';
import { generateCatalog } from '../emulators/seed/catalog';
import { generateContentSpace, marketingSites } from '../emulators/seed/content';
import { startContentEmulator, type RunningContentEmulator } from '../emulators/storyblok/server';
import { validateSpace } from '../emulators/storyblok/store';
import type { ContentBlock, JsonValue, SeedStory } from '../emulators/storyblok/types';
import { loadBrandConfig } from '../src/config/load';
import { brandNames } from '../src/config/schema';
import {
  codeBlockKind,
  isBlock,
  isRichTextDoc,
  pageKindOf,
  pathBelowRoot,
  relationFieldNames,
  relationTargets,
  resolveRelations,
  richTextLinks,
  richTextUsage,
  shopRoot,
  specRichTextMarks,
  specRichTextNodes,
  type RichTextDoc,
  type RichTextNode,
} from '../src/services/storyblok/model';
import { brandLocales } from '../src/lib/i18n/locales';
import { contentLanguage } from '../src/lib/routing/locale';
import { space, storiesOf } from './support/seeded-space';

type Json = JsonValue | ContentBlock | undefined;

function walk(value: Json, visit: (node: Record<string, Json>) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value !== null && typeof value === 'object') {
    visit(value);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/** Uuids of stories a content tree links to (multilink fields and rich-text link marks). */
function linkedUuids(content: Json): string[] {
  const found: string[] = [];
  walk(content, (node) => {
    if (node.fieldtype === 'multilink' && node.linktype === 'story' && typeof node.id === 'string' && node.id !== '') {
      found.push(node.id);
    }
    const attrs = node.attrs;
    if (node.type === 'link' && attrs && typeof attrs === 'object' && !Array.isArray(attrs)) {
      if (attrs.linktype === 'story' && typeof attrs.uuid === 'string') found.push(attrs.uuid);
    }
  });
  return found;
}

/** Relation values by `component.field`, for the relation fields of the model. */
function relations(content: Json): Array<{ path: string; value: Json }> {
  const found: Array<{ path: string; value: Json }> = [];
  walk(content, (node) => {
    if (typeof node.component !== 'string' || typeof node._uid !== 'string') return;
    for (const [field, value] of Object.entries(node)) {
      if (relationFieldNames.includes(field)) found.push({ path: `${node.component}.${field}`, value });
    }
  });
  return found;
}

/** Every content tree a story can answer: draft, published, and each translation's overrides. */
function contentTrees(story: SeedStory): Json[] {
  const trees: Json[] = [story.content];
  if (story.publishedContent) trees.push(story.publishedContent);
  for (const translation of Object.values(story.translations ?? {})) trees.push(translation.fields ?? {});
  return trees;
}

/** Publication bodies in the default language and every translation. */
function publicationBodies(story: SeedStory): RichTextDoc[] {
  const bodies: Json[] = [story.content.body];
  for (const translation of Object.values(story.translations ?? {})) {
    bodies.push(translation.fields?.[story.content._uid]?.body);
  }
  return bodies.flatMap(docs);
}

/** The value as a rich-text document list (empty when it is none). */
const docs = (value: Json): RichTextDoc[] => (isRichTextDoc(value) ? [value] : []);

/** The spec's page kind of a story's content; undefined for settings and referenced items. */
const kindOf = (content: ContentBlock | undefined) => (isBlock(content) ? pageKindOf(content) : undefined);

describe('generated content spaces', () => {
  it.each(brandNames)('%s: is deterministic', (brand) => {
    expect(JSON.stringify(generateContentSpace(brand))).toBe(JSON.stringify(space(brand)));
  });

  it.each(brandNames)('%s: passes the emulator validation', (brand) => {
    expect(validateSpace(space(brand))).toEqual([]);
  });

  it.each(brandNames)('%s: lists every content language of its countries', (brand) => {
    const config = loadBrandConfig(brand);
    // The shop tree of every catalogue country (a marketing site's markets are in the default language).
    const wanted = config.countries
      .flatMap((country) => country.languages.map((language) => contentLanguage(country.code, language)))
      .filter((language) => language !== 'en');
    expect(space(brand).languages).toEqual([...new Set(wanted)].sort());
  });

  it.each(brandNames)('%s: has every page kind in every locale, in its language', (brand) => {
    const config = loadBrandConfig(brand);
    const stories = storiesOf(brand);
    const pageKinds = [
      'Home',
      'Page',
      'Publication listing',
      'Publication',
      'Campaign listing',
      'Campaign',
      'Product line',
      'Product line listing',
      'Contact methods listing',
      'Contact method',
      'Shipping methods listing',
      'Shipping method',
      'Payment methods listing',
      'Payment method',
      'Splash page',
      'Store locator',
      'Search',
    ];
    for (const locale of brandLocales(config)) {
      const root = shopRoot(locale.country);
      const language = contentLanguage(locale.country, locale.language);
      const published = stories.filter((story) => story.full_slug.startsWith(root) && story.published);
      const kinds = new Set(published.map((story) => kindOf(story.content)));
      expect([...kinds], `${brand} ${locale.prefix}`).toEqual(expect.arrayContaining(pageKinds));
      const components = new Set(published.map((story) => story.content.component));
      expect(components.has('global_config') && components.has('feature_flags')).toBe(true);

      const publications = published.filter((story) => story.content.component === 'publication');
      expect(publications.length).toBeGreaterThanOrEqual(6);
      if (locale.language === 'en') continue;
      // Pages read in the locale's language: translated titles and slugs.
      for (const publication of publications) {
        const translation = publication.translations?.[language];
        expect(translation?.slug, `${publication.full_slug} in ${language}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(translation?.fields?.[publication.content._uid]?.title).not.toBe(publication.content.title);
      }
      const home = published.find((story) => story.full_slug === root);
      const homeTitle = home?.translations?.[language]?.fields?.[home.content._uid]?.title ?? home?.content.title;
      expect(homeTitle).toBe(messages[locale.language]?.home);
    }
  });

  it.each(brandNames)('%s: uses every rich-text node and mark in each publication, in every language', (brand) => {
    const publications = storiesOf(brand).filter((story) => story.content.component === 'publication');
    expect(publications.length).toBeGreaterThan(0);
    for (const publication of publications) {
      const bodies = publicationBodies(publication);
      expect(bodies.length).toBe(1 + Object.keys(publication.translations ?? {}).length);
      for (const body of bodies) {
        const usage = richTextUsage(body);
        expect([...usage.nodes], publication.full_slug).toEqual(expect.arrayContaining([...specRichTextNodes]));
        expect([...usage.marks], publication.full_slug).toEqual(expect.arrayContaining([...specRichTextMarks]));
        const links = richTextLinks(body);
        expect(new Set(links.map((link) => link.linktype))).toEqual(new Set(['story', 'url', 'email', 'asset']));
        expect(links.some((link) => link.linktype === 'url' && link.href.startsWith('#'))).toBe(true);
        expect(links.some((link) => link.linktype === 'url' && link.href.startsWith('https://'))).toBe(true);
        const codeKinds = body.content.flatMap((node) => (node.type === 'code_block' ? [codeBlockKind(node)] : []));
        expect(codeKinds).toContain('iframe');
      }
    }
  });

  it.each(brandNames)('%s: has an iframe and a contact form code block in each country', (brand) => {
    const config = loadBrandConfig(brand);
    for (const country of config.countries) {
      const bodies = storiesOf(brand)
        .filter((story) => story.full_slug.startsWith(shopRoot(country.code)))
        .filter((story) => story.content.component === 'publication' && story.published)
        .flatMap((story) => docs(story.content.body));
      const kinds = bodies.flatMap((body) =>
        body.content.flatMap((node: RichTextNode) => (node.type === 'code_block' ? [codeBlockKind(node)] : [])),
      );
      expect(kinds).toEqual(expect.arrayContaining(['iframe', 'salesforceForm']));
      const salesforce = bodies
        .flatMap((body) => body.content)
        .find((node) => node.type === 'code_block' && codeBlockKind(node) === 'salesforceForm');
      expect(salesforce?.type === 'code_block' && salesforce.content?.[0]?.text.startsWith('<salesforceform')).toBe(
        true,
      );
    }
  });

  it.each(brandNames)('%s: the contact page and the form contact method carry the contact form', (brand) => {
    const stories = storiesOf(brand).filter((story) => story.published);
    const withForm = (story: (typeof stories)[number]) => JSON.stringify(story.content).includes('<salesforceform');
    const listings = stories.filter((story) => story.content.component === 'contact_method_listing');
    const formMethods = stories.filter(
      (story) => story.content.component === 'contact_method' && story.content.kind === 'form',
    );
    const shopCountries = loadBrandConfig(brand).countries.length;
    expect(listings.length).toBeGreaterThanOrEqual(shopCountries);
    expect(formMethods.length).toBeGreaterThanOrEqual(shopCountries);
    expect([...listings, ...formMethods].filter((story) => !withForm(story))).toEqual([]);
  });

  it.each(brandNames)('%s: links and relations point at existing stories of the right kind', (brand) => {
    const stories = storiesOf(brand);
    const byUuid = new Map(stories.map((story) => [story.uuid, story]));
    const relationUuids = (tree: Json) =>
      relations(tree)
        .flatMap(({ value }): Json[] => (Array.isArray(value) ? value : [value]))
        .map(String);
    for (const story of stories) {
      for (const tree of contentTrees(story)) {
        for (const uuid of linkedUuids(tree)) {
          const target = byUuid.get(uuid);
          expect(target, `${story.full_slug} links to ${uuid}`).toBeDefined();
          expect(kindOf(target?.content), `${story.full_slug} → ${target?.full_slug}`).toBeDefined();
        }
        for (const { path, value } of relations(tree)) {
          expect(resolveRelations, `${story.full_slug}: ${path} is a relation`).toContain(path);
          const allowed: readonly string[] = relationTargets[path as keyof typeof relationTargets];
          for (const uuid of Array.isArray(value) ? value : [value]) {
            expect(typeof uuid, `${story.full_slug}: ${path} holds uuids only`).toBe('string');
            expect(allowed).toContain(byUuid.get(String(uuid))?.content.component);
          }
        }
      }
      if (!story.published) continue;
      // What the public sees links only to published stories, so a crawl of the site never 404s.
      const published = story.publishedContent ?? story.content;
      const publishedUids = new Set<string>();
      walk(published, (node) => {
        if (typeof node._uid === 'string') publishedUids.add(node._uid);
      });
      const translated = Object.values(story.translations ?? {}).flatMap((translation) =>
        Object.entries(translation.fields ?? {})
          .filter(([uid]) => publishedUids.has(uid))
          .map(([, fields]) => fields),
      );
      for (const tree of [published, ...translated]) {
        for (const uuid of [...linkedUuids(tree), ...relationUuids(tree)]) {
          expect(byUuid.get(uuid)?.published, `${story.full_slug} → ${byUuid.get(uuid)?.full_slug}`).toBe(true);
        }
      }
    }
  });

  it.each(brandNames)('%s: rich-text story links carry the target full slug and assets exist', (brand) => {
    const stories = storiesOf(brand);
    const byUuid = new Map(stories.map((story) => [story.uuid, story]));
    const assetPaths = new Set(space(brand).assets.map((asset) => asset.filename));
    for (const story of stories) {
      walk(story.content, (node) => {
        if (node.fieldtype === 'asset' && typeof node.filename === 'string' && node.filename !== '') {
          expect(assetPaths.has(node.filename), node.filename).toBe(true);
        }
        if (node.type === 'link' && node.attrs && typeof node.attrs === 'object' && !Array.isArray(node.attrs)) {
          const { linktype, uuid, href } = node.attrs;
          if (linktype === 'story') expect(href).toBe(`/${byUuid.get(String(uuid))?.full_slug}`);
          if (linktype === 'asset') expect(assetPaths.has(String(href))).toBe(true);
        }
      });
    }
  });

  it.each(brandNames)('%s: has drafts and draft changes, and varied drawings', (brand) => {
    const stories = storiesOf(brand);
    expect(stories.some((story) => !story.published)).toBe(true);
    expect(stories.some((story) => story.published && story.publishedContent)).toBe(true);
    const { assets } = space(brand);
    expect(new Set(assets.map((asset) => asset.drawing.shape)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(assets.map((asset) => asset.drawing.background)).size).toBeGreaterThanOrEqual(3);
    expect(assets.some((asset) => asset.width === 1920 && asset.height === 1080)).toBe(true);
    expect(assets.some((asset) => asset.width === 1200 && asset.height === 800)).toBe(true);
  });

  it.each(brandNames)('%s: mirrors the navigation configuration in the mega menu', (brand) => {
    const config = loadBrandConfig(brand);
    for (const locale of brandLocales(config)) {
      const global = storiesOf(brand).find(
        (story) => story.full_slug === `${shopRoot(locale.country)}settings/global-config`,
      );
      const language = contentLanguage(locale.country, locale.language);
      const overrides = global?.translations?.[language]?.fields ?? {};
      const menu = global?.content.mega_menu;
      if (!Array.isArray(menu)) throw new Error('no mega menu');
      const labels = menu.map((group) => {
        if (group === null || typeof group !== 'object' || Array.isArray(group)) throw new Error('bad group');
        return overrides[String(group._uid)]?.label ?? group.label;
      });
      const texts = messages[locale.language];
      expect(labels).toEqual(config.navigation.map((group) => texts?.[group.label as keyof typeof texts]));
    }
  });

  it('carries the interface texts per content language in the ui-translations datasource', () => {
    const { datasources, languages } = space('haibike');
    const ui = datasources.find((source) => source.slug === 'ui-translations');
    expect(ui?.dimensions).toEqual(languages);
    const english = messages.en ?? {};
    expect(ui?.entries.map((entry) => entry.name)).toEqual(Object.keys(english));
    const basket = ui?.entries.find((entry) => entry.name === 'basket');
    expect(basket?.value).toBe('Basket');
    expect(basket?.dimensionValues).toMatchObject({ de: 'Warenkorb', fr: 'Panier', 'en-gb': 'Basket' });
  });
});

describe('xlc marketing site', () => {
  const xlc = () => storiesOf('xlc');
  const paths = () => new Set(space('xlc').stories.map((node) => node.full_slug.replace(/\/$/, '')));

  it('has the top-level pages and inspiration subsections of the spec in all five markets', () => {
    const markets = marketingSites.xlc ?? [];
    expect(markets.map((market) => market.code)).toEqual(['de-de', 'es-es', 'fr-fr', 'int-en', 'nl-nl']);
    const expected: Record<string, string[]> = {
      'de-de':
        'fahrradteile, fahrradzubehoer, inspirationen, faq, haendlersuche, impressum, datenschutz, karriere, kataloge-manuals, kontakt, newsletter, search, wir-sind-xlc, zertifikate, corporate-social-responsibility'.split(
          ', ',
        ),
      'es-es':
        'accesorios-bicicleta, componentes-bicicleta, inspiracion, contacto, preguntas-frecuentes, aviso-legal, boletin-de-noticias, catalogos-manuales, certificados, proteccion-de-datos, responsabilidad-social-corporativa, search, somos-xlc, tiendas'.split(
          ', ',
        ),
      'fr-fr':
        'accessoires-velo, composants-velo, inspiration, catalogues-manuels, certificats, contact, faq, mentions-legales, newsletter, nous-sommes-xlc, protection-des-donnees, responsabilite-sociale-entreprises, revendeurs, search'.split(
          ', ',
        ),
      'int-en':
        'bike-accessories, bike-parts, inspiration, catalogues-manuals, certificates, contact-us, corporate-social-responsibility, data-protection, data-protection-social-media, faq, legal-notice, newsletter-sign-up, search, store-locator, we-are-xlc'.split(
          ', ',
        ),
      'nl-nl':
        'fietsaccessoires, fietsonderdelen, inspiratie, catalogi-handleidingen, certificaten, colofon, contact, data-protection-social-media, dealer-locator, maatschappelijk-verantwoord-ondernemen, nieuwsbrief, privacybeleid, search, veelgestelde-vragen, wij-zijn-xlc'.split(
          ', ',
        ),
    };
    const sections: Record<string, string[]> = {
      'de-de': ['innovationen', 'neuigkeiten', 'stories', 'tutorials'],
      'es-es': ['innovaciones', 'novedades', 'testimonios', 'tutoriales'],
      'fr-fr': ['innovations', 'nouveautes', 'temoignages', 'tutoriels'],
      'int-en': ['innovations', 'news', 'stories', 'tutorials'],
      'nl-nl': ['ervaringen', 'innovaties', 'nieuws', 'tutorials'],
    };
    const all = paths();
    for (const [market, slugs] of Object.entries(expected)) {
      const root = `marketing/${market}`;
      const topLevel = xlc()
        .filter((story) => pathBelowRoot(story.full_slug, `${root}/`)?.match(/^[^/]+$/))
        .map((story) => pathBelowRoot(story.full_slug, `${root}/`));
      expect(new Set(topLevel)).toEqual(new Set([...slugs, '404']));
      expect(all.has(root)).toBe(true);
      const inspiration = slugs.find((slug) => slug.startsWith('inspira'));
      for (const section of sections[market] ?? []) expect(all.has(`${root}/${inspiration}/${section}`)).toBe(true);
      const articles = xlc().filter(
        (story) => story.full_slug.startsWith(`${root}/${inspiration}/`) && story.content.component === 'publication',
      );
      expect(articles).toHaveLength(6);
    }
  });

  it('has the de-de parts and accessory categories and three category levels', () => {
    const all = paths();
    const parts =
      'antriebsteile, fahrradbremsen, fahrradgriff-lenkerband, fahrradpedale, fahrradreifen, laufrad, lenkervorbau, saettel, sattelstuetzen, steuersatz'.split(
        ', ',
      );
    const accessories =
      'abstellstaender-halter-abdeckungen, fahrrad-anhaenger, fahrrad-flaschen-flaschenhalter, fahrrad-schmiermittel, fahrrad-taschen-koerbe, fahrradhelme, fahrradklingel-fahrradhupen, fahrradlicht, fahrradspiegel, fahrradtraeger, fahrradwerkzeug, locks, schutzbleche-und-mudguards, staender'.split(
        ', ',
      );
    for (const slug of parts) expect(all.has(`marketing/de-de/fahrradteile/${slug}`), slug).toBe(true);
    for (const slug of accessories) expect(all.has(`marketing/de-de/fahrradzubehoer/${slug}`), slug).toBe(true);
    const leaf = xlc().find((story) => story.full_slug === 'marketing/int-en/bike-parts/brakes/rim-brakes');
    expect(leaf?.content).toMatchObject({
      component: 'category_page',
      level: 3,
      category_path: 'bike-parts/brakes/rim-brakes',
    });
  });

  it('has the example inspiration articles in every market language', () => {
    const titles = xlc()
      .filter((story) => story.full_slug.startsWith('marketing/int-en/inspiration/'))
      .filter((story) => story.content.component === 'publication')
      .map((story) => story.content.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'How to clean and oil your chain',
        'When to replace your helmet',
        'Buying guide: the right bike rack for your car',
        'On tour with a kids’ trailer',
        'Award-winning: our bike carrier wins a design prize',
        'New: the light set that thinks ahead',
      ]),
    );
    const german = xlc().find(
      (story) => story.full_slug === 'marketing/de-de/inspirationen/tutorials/fahrradkette-richtig-reinigen-und-olen',
    );
    expect(german?.content.component).toBe('publication');
  });
});

describe.each([
  // A country with two languages each: Belgium (nl, fr) and Switzerland (de, fr).
  { brand: 'sparta' as const, country: 'be', dimension: 'nl' },
  { brand: 'xlc' as const, country: 'ch', dimension: 'de' },
])('$brand space through the emulator and storyblok-js-client', ({ brand, country, dimension }) => {
  let emulator: RunningContentEmulator;
  const client = (accessToken: string) =>
    new StoryblokClient({ accessToken, endpoint: `${emulator.url}/v2`, cache: { type: 'none' } });
  const root = shopRoot(country);

  beforeAll(async () => {
    emulator = await startContentEmulator({ space: space(brand), port: 0 });
  });
  afterAll(async () => {
    await emulator?.close();
  });

  it('resolves the relations the model lists', async () => {
    const { data } = await client(space(brand).publicToken).getStory(root, {
      resolve_relations: resolveRelations,
    });
    const body = data.story.content.body as Array<Record<string, unknown>>;
    const grid = body.find((block) => block.component === 'teaser_grid');
    const items = grid?.items as ISbStoryData[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(['publication', 'campaign']).toContain(item.content.component);
    const points = body.find((block) => block.component === 'selling_points')?.items as ISbStoryData[];
    expect(points.map((point) => point.content.component)).toEqual(['selling_point', 'selling_point', 'selling_point']);
    const categories = body.find((block) => block.component === 'category_teaser')?.categories as ISbStoryData[];
    expect(categories.every((category) => category.content.component === 'category')).toBe(true);

    const global = await client(space(brand).publicToken).getStory(`${root}settings/global-config`, {
      resolve_relations: resolveRelations,
    });
    const socials = global.data.story.content.social_channels as ISbStoryData[];
    expect(socials.length).toBeGreaterThan(0);
    expect(socials.every((channel) => channel.content.component === 'social_channel')).toBe(true);
  });

  it('shows each language of the country through field-level translation and translated slugs', async () => {
    const config = loadBrandConfig(brand);
    const languages = config.countries.find((entry) => entry.code === country)?.languages ?? [];
    expect(languages.length).toBeGreaterThan(1);
    const sb = client(space(brand).publicToken);
    const titles = new Set<string>();
    for (const language of languages) {
      const lang = contentLanguage(country, language);
      const stories: ISbStoryData[] = await sb.getAll('cdn/stories', {
        starts_with: root,
        language: lang,
        content_type: 'publication',
      });
      expect(stories.length).toBeGreaterThanOrEqual(6);
      const [first] = stories;
      if (!first) throw new Error('no publication');
      titles.add(first.content.title);
      expect(first.full_slug.startsWith(`${lang}/${root}`)).toBe(true);
      const below = pathBelowRoot(first.full_slug, root, lang);
      // Listing folder (a route segment of the configuration) and the translated slug.
      expect(below).toMatch(/^(stories|inspiration)\/[a-z0-9-]+$/);
      // The translated path finds the same story again.
      const again = await sb.getStory(`${lang}/${root}${below}`);
      expect(again.data.story.uuid).toBe(first.uuid);

      const home = await sb.getStory(root, { language: lang });
      expect(home.data.story.content.title).toBe(messages[language]?.home);
    }
    expect(titles.size).toBe(languages.length);
  });

  it('names payment and delivery methods as the shop does, in each language', async () => {
    const config = loadBrandConfig(brand);
    const languages = config.countries.find((entry) => entry.code === country)?.languages ?? [];
    const { shippingMethods, paymentMethods } = generateCatalog({ brands: [brand] });
    const shopNames = new Map(
      [...shippingMethods, ...paymentMethods].map((method) => [method.technicalName, method.name]),
    );
    const sb = client(space(brand).publicToken);
    for (const language of languages) {
      const stories: ISbStoryData[] = await sb.getAll('cdn/stories', {
        starts_with: root,
        language: contentLanguage(country, language),
        filter_query: { component: { in: 'shipping_method,payment_method' } },
      });
      expect(stories.length).toBeGreaterThanOrEqual(4);
      for (const story of stories) {
        const name = shopNames.get(story.content.technical_name as string);
        expect(name, story.full_slug).toBeDefined();
        expect(story.content.title).toBe(name?.[language as keyof typeof name]);
      }
    }
  });

  it('shows drafts and draft changes only with the preview token', async () => {
    const { publicToken, previewToken } = space(brand);
    const draftOnly = storiesOf(brand).find((story) => story.full_slug.startsWith(root) && !story.published);
    if (!draftOnly) throw new Error('no draft');
    await expect(client(publicToken).getStory(draftOnly.full_slug)).rejects.toMatchObject({ status: 404 });
    await expect(client(publicToken).getStory(draftOnly.full_slug, { version: 'draft' })).rejects.toMatchObject({
      status: 401,
    });
    const draft = await client(previewToken).getStory(draftOnly.full_slug, { version: 'draft' });
    expect(draft.data.story.uuid).toBe(draftOnly.uuid);

    // The home's saved, unpublished change announces the coming (draft-only) campaign: as a
    // carousel slide, or a campaign teaser on a home without a carousel.
    const coming = storiesOf(brand).find(
      (story) => story.full_slug.startsWith(root) && story.content.component === 'campaign' && !story.published,
    );
    if (!coming) throw new Error('no coming campaign');
    const announces = async (token: string, version: 'draft' | 'published') => {
      const { data } = await client(token).getStory(root, { version });
      return JSON.stringify(data.story.content.body).includes(coming.uuid);
    };
    expect(await announces(previewToken, 'draft')).toBe(true);
    expect(await announces(publicToken, 'published')).toBe(false);
  });

  it('links only to published stories of the same locale', async () => {
    const sb = client(space(brand).publicToken);
    const stories: ISbStoryData[] = await sb.getAll('cdn/stories', { starts_with: root, per_page: 100 });
    const uuids = new Set(stories.map((story) => story.uuid));
    for (const story of stories) {
      for (const uuid of linkedUuids(story.content as ContentBlock)) {
        expect(uuids.has(uuid), `${story.full_slug} → ${uuid}`).toBe(true);
      }
    }
  });

  it('answers the interface texts per dimension', async () => {
    const language = dimension;
    const { data } = await client(space(brand).publicToken).get('cdn/datasource_entries', {
      datasource: 'ui-translations',
      dimension: language,
      per_page: 1000,
    });
    const entries = data.datasource_entries as Array<{ name: string; value: string; dimension_value: string | null }>;
    const basket = entries.find((entry) => entry.name === 'basket');
    expect(basket).toMatchObject({ value: 'Basket', dimension_value: messages[language]?.basket });
  });
});
