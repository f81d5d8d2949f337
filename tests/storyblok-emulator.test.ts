/**
 * The Storyblok emulator against the real `storyblok-js-client`: what the build-time sourcing
 * relies on (paging, relations and links above the inline limit, tokens, translations,
 * datasource dimensions, retry through 429s) and the image service.
 */
import sharp from 'sharp';
import StoryblokClient from 'storyblok-js-client';
import type { ISbConfig, ISbStoryData } from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startContentEmulator, type RunningContentEmulator } from '../emulators/storyblok/server';
import type { ContentBlock, ContentSpace, SeedFolder, SeedStory } from '../emulators/storyblok/types';
import { mulberry32 } from '../emulators/common/prng';

const SPACE_ID = 1001;
const PUBLIC = 'public-token-test';
const PREVIEW = 'preview-token-test';
const BIKES = 130;
/** hub, small-hub, nav, changed, home, footer; draft-only comes on top in drafts. */
const PUBLISHED_OTHERS = 6;
const FOLDERS = 2;
const HERO = `/f/${SPACE_ID}/1600x900/ab12cd34ef/city-bike.jpg`;
const LOGO = `/f/${SPACE_ID}/400x400/ffee001122/logo.png`;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const stamp = (day: number) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString();

function story(id: number, fields: Partial<SeedStory> & Pick<SeedStory, 'slug' | 'full_slug' | 'content'>): SeedStory {
  return {
    id,
    uuid: uuid(id),
    name: fields.slug,
    published: true,
    first_published_at: stamp(id % 300),
    published_at: stamp(id % 300),
    created_at: stamp(id % 200),
    ...fields,
  };
}

const link = (target: number) => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: uuid(target),
  url: '',
  cached_url: `bikes/bike-${target}`,
});

function buildSpace(): ContentSpace {
  const folders: SeedFolder[] = [
    {
      id: 1,
      uuid: uuid(1),
      name: 'Bikes',
      slug: 'bikes',
      full_slug: 'bikes',
      is_folder: true,
      created_at: stamp(0),
      translations: { de: { name: 'Fahrräder', slug: 'fahrraeder' } },
    },
    { id: 2, uuid: uuid(2), name: 'Pages', slug: 'pages', full_slug: 'pages', is_folder: true, created_at: stamp(0) },
  ];
  const bikes: SeedStory[] = [];
  for (let n = 1; n <= BIKES; n += 1) {
    const id = 1000 + n;
    const content: ContentBlock = {
      _uid: `bike-${n}`,
      component: 'product_line',
      title: `Bike ${n}`,
      category: n % 3 === 0 ? 'ebike' : 'city',
      price: 500 + n,
      image: { fieldtype: 'asset', id: 1, filename: HERO, alt: 'City bike', title: null },
      body: [{ _uid: `bike-${n}-teaser`, component: 'teaser', headline: `Ride ${n}` }],
    };
    bikes.push(
      story(id, {
        name: `Bike ${n}`,
        slug: `bike-${n}`,
        full_slug: `bikes/bike-${n}`,
        parent_id: 1,
        position: n,
        tag_list: n % 10 === 0 ? ['featured'] : [],
        content,
        translations: {
          de: {
            name: `Fahrrad ${n}`,
            slug: `fahrrad-${n}`,
            fields: { [`bike-${n}`]: { title: `Fahrrad ${n}` }, [`bike-${n}-teaser`]: { headline: `Fahr ${n}` } },
          },
        },
      }),
    );
  }
  const hub = story(10, {
    slug: 'hub',
    full_slug: 'pages/hub',
    parent_id: 2,
    content: {
      _uid: 'hub',
      component: 'page',
      body: [
        {
          _uid: 'hub-list',
          component: 'relation_list',
          items: Array.from({ length: 120 }, (_, index) => uuid(1001 + index)),
        },
      ],
    },
  });
  const smallHub = story(11, {
    slug: 'small-hub',
    full_slug: 'pages/small-hub',
    parent_id: 2,
    content: {
      _uid: 'small-hub',
      component: 'page',
      body: [{ _uid: 'small-list', component: 'relation_list', items: [uuid(1001), uuid(1002), uuid(1003)] }],
    },
  });
  const nav = story(12, {
    slug: 'nav',
    full_slug: 'pages/nav',
    parent_id: 2,
    content: {
      _uid: 'nav',
      component: 'navigation',
      primary: link(1001),
      secondary: link(1002),
      text: {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'See bike 3',
                marks: [{ type: 'link', attrs: { href: '/bikes/bike-3', uuid: uuid(1003), linktype: 'story' } }],
              },
            ],
          },
        ],
      },
    },
  });
  const draftOnly = story(13, {
    slug: 'draft-only',
    full_slug: 'pages/draft-only',
    parent_id: 2,
    published: false,
    first_published_at: null,
    published_at: null,
    content: { _uid: 'draft-only', component: 'page', title: 'Secret' },
  });
  const changed = story(14, {
    slug: 'changed',
    full_slug: 'pages/changed',
    parent_id: 2,
    content: { _uid: 'changed', component: 'page', title: 'Draft title' },
    publishedContent: { _uid: 'changed', component: 'page', title: 'Published title' },
  });
  const footer = story(16, {
    slug: 'footer',
    full_slug: 'footer',
    content: {
      _uid: 'footer',
      component: 'footer',
      columns: Array.from({ length: 60 }, (_, index) => ({
        _uid: `footer-${index}`,
        component: 'footer_link',
        link: link(1001 + index),
      })),
    },
  });
  const home = story(15, {
    slug: 'home',
    full_slug: 'home',
    is_startpage: false,
    content: { _uid: 'home', component: 'page', title: 'Home' },
    translations: { de: { fields: { home: { title: 'Startseite' } } } },
  });
  return {
    id: SPACE_ID,
    name: 'Test space',
    publicToken: PUBLIC,
    previewToken: PREVIEW,
    languages: ['de', 'en-gb'],
    stories: [...folders, ...bikes, hub, smallHub, nav, draftOnly, changed, home, footer],
    datasources: [
      {
        slug: 'colours',
        name: 'Colours',
        entries: [
          { name: 'red', value: 'Red', dimensionValues: { de: 'Rot' } },
          { name: 'blue', value: 'Blue', dimensionValues: { de: 'Blau' } },
          { name: 'teal', value: 'Teal' },
        ],
      },
    ],
    assets: [
      {
        id: 1,
        filename: HERO,
        width: 1600,
        height: 900,
        drawing: { background: '#1d3557', foreground: '#f1faee', shape: 'bicycle', label: 'City bike' },
      },
      {
        id: 2,
        filename: LOGO,
        width: 400,
        height: 400,
        drawing: { background: '#ffffff', foreground: '#e63946', shape: 'circle' },
      },
    ],
  };
}

let emulator: RunningContentEmulator;
const random = mulberry32(42);

const client = (accessToken: string, extra: Partial<ISbConfig> = {}) =>
  new StoryblokClient({ accessToken, endpoint: `${emulator.url}/v2`, cache: { type: 'memory' }, ...extra });

const api = (path: string) => fetch(`${emulator.url}/v2/cdn/${path}`);

beforeAll(async () => {
  emulator = await startContentEmulator({ space: buildSpace(), port: 0, random });
});

afterAll(async () => {
  await emulator?.close();
});

describe('space and tokens', () => {
  it('answers spaces/me with id, version and language codes', async () => {
    const { data } = await client(PUBLIC).get('cdn/spaces/me');
    expect(data.space).toMatchObject({ id: SPACE_ID, name: 'Test space', language_codes: ['de', 'en-gb'] });
    expect(typeof data.space.version).toBe('number');
  });

  it('rejects a wrong or missing token with 401 like Storyblok', async () => {
    await expect(client('wrong-token').get('cdn/stories')).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized',
    });
    const response = await api('stories');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it('rejects draft reads with the public token', async () => {
    await expect(client(PUBLIC).get('cdn/stories', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
  });

  it('describes itself on GET /__emulator', async () => {
    const description = await (await fetch(`${emulator.url}/__emulator`)).json();
    expect(description).toMatchObject({
      space: { id: SPACE_ID, name: 'Test space' },
      publicToken: PUBLIC,
      previewToken: PREVIEW,
      languages: ['de', 'en-gb'],
      faults: { rate429: 0, rate5xx: 0, latencyMs: 0 },
    });
  });
});

describe('stories', () => {
  it('pages with total and per-page headers, exposed to browsers', async () => {
    const response = await api(`stories?token=${PUBLIC}&starts_with=bikes/&per_page=25&page=6`);
    expect(response.headers.get('total')).toBe(String(BIKES));
    expect(response.headers.get('per-page')).toBe('25');
    expect(response.headers.get('access-control-expose-headers')).toBe('total, per-page');
    const body = await response.json();
    expect(body.stories).toHaveLength(BIKES - 125);
    expect(body).toHaveProperty('rels', []);
    expect(body).toHaveProperty('links', []);
  });

  it('lets getAll fetch more than 100 stories', async () => {
    const stories: ISbStoryData[] = await client(PUBLIC).getAll('cdn/stories', {
      starts_with: 'bikes/',
      per_page: 100,
    });
    expect(stories).toHaveLength(BIKES);
    expect(new Set(stories.map((item) => item.uuid)).size).toBe(BIKES);
    const first = await client(PUBLIC).get('cdn/stories', { starts_with: 'bikes/', per_page: 100 });
    expect(first.total).toBe(BIKES);
    expect(first.perPage).toBe(100);
  });

  it('caps per_page at 100 and answers pages past the end with an empty list', async () => {
    const capped = await api(`stories?token=${PUBLIC}&per_page=500`);
    expect(capped.headers.get('per-page')).toBe('100');
    // gatsby-source-storyblok asks for pages up to total / 25 with per_page 100.
    const beyond = await (await api(`stories?token=${PUBLIC}&per_page=100&page=5`)).json();
    expect(beyond.stories).toEqual([]);
  });

  it('finds a story by full slug, numeric id and uuid, and 404s otherwise', async () => {
    const sb = client(PUBLIC);
    const bySlug = await sb.getStory('bikes/bike-7');
    expect(bySlug.data.story).toMatchObject({ id: 1007, full_slug: 'bikes/bike-7', lang: 'default' });
    expect((await sb.getStory('1007')).data.story.uuid).toBe(uuid(1007));
    expect((await sb.getStory(uuid(1007), { find_by: 'uuid' })).data.story.id).toBe(1007);
    await expect(sb.getStory('bikes/nope')).rejects.toMatchObject({ status: 404 });
    const missing = await api(`stories/bikes/nope?token=${PUBLIC}`);
    expect(await missing.json()).toEqual({ error: 'This record could not be found' });
  });

  it('filters, sorts and orders like the CDN API', async () => {
    const sb = client(PUBLIC);
    const ebikes = await sb.getAll('cdn/stories', {
      filter_query: { category: { in: 'ebike' } },
      sort_by: 'content.price:desc:int',
      per_page: 100,
    });
    expect(ebikes).toHaveLength(Math.floor(BIKES / 3));
    expect(ebikes[0].content.price).toBe(500 + 129);

    const ordered = await sb.get('cdn/stories', { by_uuids_ordered: [uuid(1005), uuid(1002), uuid(1009)].join(',') });
    expect(ordered.data.stories.map((item: ISbStoryData) => item.id)).toEqual([1005, 1002, 1009]);

    const wildcard = await sb.get('cdn/stories', { by_slugs: 'bikes/bike-1*', excluding_slugs: 'bikes/bike-10*' });
    // bike-1, bike-11..19, bike-110..130 minus bike-10, bike-100..109
    expect(wildcard.total).toBe(1 + 9 + 21);

    const slim = await sb.get('cdn/stories', {
      by_slugs: 'bikes/bike-1',
      excluding_fields: 'body,image',
      excluding_story_fields: ['tag_list'],
    });
    expect(slim.data.stories[0].content).toEqual({
      _uid: 'bike-1',
      component: 'product_line',
      title: 'Bike 1',
      category: 'city',
      price: 501,
    });
    expect(slim.data.stories[0]).not.toHaveProperty('tag_list');

    const featured = await sb.get('cdn/stories', { with_tag: 'featured' });
    expect(featured.total).toBe(13);

    const newest = await sb.get('cdn/stories', { starts_with: 'bikes/', sort_by: 'created_at:desc', per_page: 1 });
    expect(newest.data.stories[0].created_at).toBe(stamp(130));
  });
});

describe('draft and published', () => {
  it('never shows drafts to the public token', async () => {
    const sb = client(PUBLIC);
    await expect(sb.getStory('pages/draft-only')).rejects.toMatchObject({ status: 404 });
    const pages = await sb.getAll('cdn/stories', { starts_with: 'pages/' });
    expect(pages.map((item: ISbStoryData) => item.slug)).not.toContain('draft-only');
    expect((await sb.getStory('pages/changed')).data.story.content.title).toBe('Published title');
  });

  it('shows drafts and draft content to the preview token with version=draft', async () => {
    const sb = client(PREVIEW);
    const draft = await sb.getStory('pages/draft-only', { version: 'draft' });
    expect(draft.data.story).toMatchObject({ published_at: null, content: { title: 'Secret' } });
    expect((await sb.getStory('pages/changed', { version: 'draft' })).data.story.content.title).toBe('Draft title');
    expect((await sb.getStory('pages/changed', { version: 'published' })).data.story.content.title).toBe(
      'Published title',
    );
  });
});

describe('relations and links', () => {
  it('inlines up to 50 relations in rels', async () => {
    const body = await (
      await api(`stories/pages/small-hub?token=${PUBLIC}&resolve_relations=relation_list.items`)
    ).json();
    expect(body.rels.map((item: ISbStoryData) => item.id)).toEqual([1001, 1002, 1003]);
    expect(body).not.toHaveProperty('rel_uuids');
  });

  it('sends rel_uuids above 50 and the client resolves them through by_uuids', async () => {
    const raw = await (await api(`stories/pages/hub?token=${PUBLIC}&resolve_relations=relation_list.items`)).json();
    expect(raw.rels).toEqual([]);
    expect(raw.rel_uuids).toHaveLength(120);

    const { data } = await client(PUBLIC).getStory('pages/hub', { resolve_relations: 'relation_list.items' });
    const items = data.story.content.body[0].items as ISbStoryData[];
    expect(items).toHaveLength(120);
    items.forEach((item, index) => {
      expect(item).toMatchObject({ uuid: uuid(1001 + index), content: { component: 'product_line' } });
    });
  });

  it('resolves link fields and rich-text links (resolve_links=url and story)', async () => {
    const sb = client(PUBLIC);
    const asUrl = await sb.getStory('pages/nav', { resolve_links: 'url', language: 'de' });
    expect(asUrl.data.links).toHaveLength(3);
    expect(asUrl.data.story.content.primary.story).toMatchObject({
      uuid: uuid(1001),
      full_slug: 'de/fahrraeder/fahrrad-1',
      url: 'de/fahrraeder/fahrrad-1',
    });
    const asStory = await sb.getStory('pages/nav', { resolve_links: 'story' });
    expect(asStory.data.story.content.secondary.story).toMatchObject({ id: 1002, content: { title: 'Bike 2' } });
    const mark = asStory.data.story.content.text.content[0].content[0].marks[0];
    expect(mark.attrs.story).toMatchObject({ id: 1003, full_slug: 'bikes/bike-3' });
  });

  it('sends link_uuids above 50 links and the client resolves them through by_uuids', async () => {
    const raw = await (await api(`stories/footer?token=${PUBLIC}&resolve_links=url`)).json();
    expect(raw.links).toEqual([]);
    expect(raw.link_uuids).toHaveLength(60);

    const { data } = await client(PUBLIC).getStory('footer', { resolve_links: 'url' });
    const columns = data.story.content.columns as { link: { story?: ISbStoryData } }[];
    columns.forEach((column, index) => expect(column.link.story?.uuid).toBe(uuid(1001 + index)));
  });
});

describe('links endpoint', () => {
  it('lists folders and published stories keyed by uuid, with alternates', async () => {
    const links = await client(PUBLIC).getAll('cdn/links', { per_page: 100 });
    expect(links).toHaveLength(FOLDERS + BIKES + PUBLISHED_OTHERS);
    const drafts = await client(PREVIEW).get('cdn/links', { version: 'draft', per_page: 1000 });
    expect(Object.keys(drafts.data.links ?? {})).toHaveLength(FOLDERS + BIKES + PUBLISHED_OTHERS + 1);
    const folder = links.find((item) => item.uuid === uuid(1));
    expect(folder).toMatchObject({ is_folder: true, slug: 'bikes', real_path: '/bikes' });
    const bike = links.find((item) => item.uuid === uuid(1004));
    expect(bike.alternates).toContainEqual({
      path: 'fahrraeder/fahrrad-4',
      name: 'Fahrrad 4',
      lang: 'de',
      published: true,
      translated_slug: 'fahrrad-4',
    });
  });
});

describe('field-level translation', () => {
  it('merges translated fields, sets lang and prefixes the translated full slug', async () => {
    const sb = client(PUBLIC);
    const { data } = await sb.getStory('bikes/bike-4', { language: 'de' });
    expect(data.story).toMatchObject({
      lang: 'de',
      full_slug: 'de/fahrraeder/fahrrad-4',
      default_full_slug: 'bikes/bike-4',
      content: { title: 'Fahrrad 4', category: 'city', body: [{ headline: 'Fahr 4' }] },
    });
    expect(data.story.translated_slugs).toContainEqual({
      path: 'fahrraeder/fahrrad-4',
      name: 'Fahrrad 4',
      lang: 'de',
      published: true,
    });
    const prefixed = await sb.getStory('de/home');
    expect(prefixed.data.story).toMatchObject({ lang: 'de', full_slug: 'de/home', content: { title: 'Startseite' } });
    const untranslated = await sb.getStory('home', { language: 'en-gb' });
    expect(untranslated.data.story).toMatchObject({
      lang: 'en-gb',
      full_slug: 'en-gb/home',
      content: { title: 'Home' },
    });
  });

  it('answers starts_with with a language prefix in that language', async () => {
    const stories = await client(PUBLIC).getAll('cdn/stories', { starts_with: 'de/bikes/', per_page: 100 });
    expect(stories).toHaveLength(BIKES);
    expect(
      stories.every((item: ISbStoryData) => item.lang === 'de' && item.full_slug.startsWith('de/fahrraeder/')),
    ).toBe(true);
  });
});

describe('datasources', () => {
  it('lists datasources with their dimensions and entries per dimension', async () => {
    const sb = client(PUBLIC);
    const datasources = await sb.getAll('cdn/datasources', {});
    expect(datasources).toEqual([
      expect.objectContaining({ slug: 'colours', dimensions: [expect.objectContaining({ entry_value: 'de' })] }),
    ]);
    const entries = await sb.getAll('cdn/datasource_entries', { datasource: 'colours', dimension: 'de' });
    expect(entries.map((entry) => [entry.name, entry.value, entry.dimension_value])).toEqual([
      ['red', 'Red', 'Rot'],
      ['blue', 'Blue', 'Blau'],
      ['teal', 'Teal', null],
    ]);
    const plain = await sb.get('cdn/datasource_entries', { datasource: 'colours' });
    expect(plain.total).toBe(3);
    expect(plain.data.datasource_entries[0].dimension_value).toBeNull();
  });
});

describe('reliability', () => {
  it('gets everything through 30% of answers being 429, by the client retrying', async () => {
    const statuses: number[] = [];
    const counting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      statuses.push(response.status);
      return response;
    };
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const put = await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rate429: 0.3 }),
    });
    expect(put.status).toBe(200);
    try {
      const sb = client(PREVIEW, { fetch: counting });
      await sb.flushCache();
      const stories = await sb.getAll('cdn/stories', { version: 'draft', per_page: 25 });
      expect(stories).toHaveLength(BIKES + PUBLISHED_OTHERS + 1);
      const hub = await sb.getStory('pages/hub', { version: 'draft', resolve_relations: 'relation_list.items' });
      expect(hub.data.story.content.body[0].items.every((item: unknown) => typeof item === 'object')).toBe(true);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    } finally {
      log.mockRestore();
      emulator.faults.rate429 = 0;
    }
  });

  it('answers 429 above maxRequestsPerSecond', async () => {
    const limited = await startContentEmulator({ space: buildSpace(), port: 0, maxRequestsPerSecond: 5 });
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => fetch(`${limited.url}/v2/cdn/stories?token=${PUBLIC}`)),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      const refused = responses.find((response) => response.status === 429);
      expect(await refused?.json()).toEqual({ error: 'Too Many Requests' });
    } finally {
      await limited.close();
    }
  });
});

describe('image service', () => {
  it('puts absolute image-service URLs into content', async () => {
    const { data } = await client(PUBLIC).getStory('bikes/bike-1');
    expect(data.story.content.image.filename).toBe(`${emulator.url}${HERO}`);
  });

  it('serves the original as a JPEG of the asset size, cached for long', async () => {
    const response = await fetch(`${emulator.url}${HERO}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });
  });

  it('resizes to WebP with quality, keeping the aspect ratio for a 0 side', async () => {
    const response = await fetch(`${emulator.url}${HERO}/m/400x0/filters:format(webp):quality(70)`);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 225 });
  });

  it('crops to cover, fits in with a fill, and 404s for unknown assets', async () => {
    const cover = await fetch(`${emulator.url}${HERO}/m/300x300`);
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 300,
      height: 300,
    });
    const fitted = await fetch(`${emulator.url}${LOGO}/m/fit-in/200x100/filters:fill(transparent)`);
    expect(await sharp(Buffer.from(await fitted.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 100,
      hasAlpha: true,
    });
    expect((await fetch(`${emulator.url}/f/${SPACE_ID}/10x10/0000000000/missing.jpg`)).status).toBe(404);
  });
});

describe('several spaces (one per brand)', () => {
  it('answers each token from its own space and serves every space’s assets', async () => {
    const other: ContentSpace = {
      ...buildSpace(),
      id: 2002,
      name: 'Other brand',
      publicToken: 'public-token-other',
      previewToken: 'preview-token-other',
      stories: [
        story(9001, {
          slug: 'welcome',
          full_slug: 'welcome',
          content: { _uid: 'w1', component: 'page', title: 'Welcome' },
        }),
      ],
      assets: [
        {
          id: 9,
          filename: '/f/2002/800x600/aa11bb22cc/other.jpg',
          width: 800,
          height: 600,
          drawing: { background: '#000000', foreground: '#ffffff', shape: 'square' },
        },
      ],
    };
    const shared = await startContentEmulator({ space: [buildSpace(), other], port: 0 });
    try {
      const stories = async (token: string) =>
        (
          (await (await fetch(`${shared.url}/v2/cdn/stories?token=${token}&per_page=100`)).json()) as {
            stories: { full_slug: string }[];
          }
        ).stories.map((entry) => entry.full_slug);
      expect(await stories('public-token-other')).toEqual(['welcome']);
      expect(await stories(PUBLIC)).not.toContain('welcome');
      expect((await fetch(`${shared.url}/v2/cdn/stories?token=nobody`)).status).toBe(401);
      expect((await fetch(`${shared.url}/f/2002/800x600/aa11bb22cc/other.jpg`)).status).toBe(200);
      expect((await fetch(`${shared.url}${HERO}`)).status).toBe(200);
      const described = (await (await fetch(`${shared.url}/__emulator`)).json()) as {
        spaces: { publicToken: string }[];
      };
      expect(described.spaces.map((space) => space.publicToken)).toEqual([PUBLIC, 'public-token-other']);
    } finally {
      await shared.close();
    }
  });
});
