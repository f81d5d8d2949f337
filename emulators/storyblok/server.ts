/**
 * Embedded stand-in for Storyblok's Content Delivery API v2 and image service.
 *
 * Faithful to what `storyblok-js-client` and `gatsby-source-storyblok` send and read: token
 * and version rules (401 like the real API), paging headers, `cv`, `rels`/`links` with the
 * 50-item inline limit (`rel_uuids`/`link_uuids` above it), `by_uuids`, `starts_with`,
 * field-level translation, datasource dimensions, 429 when over the configured rate.
 * Only the endpoint differs: `new StoryblokClient({ accessToken, endpoint: `${url}/v2` })`.
 */
import { addControlRoutes, noFaults, Router, serve } from '../common/http';
import type { EmulatorRequest, EmulatorResponse, FaultSettings, Handler, RunningEmulator } from '../common/http';
import { defaultPorts } from '../../src/config/backends';
import { datasourceEntries, datasourceObjects } from './datasources';
import { contentTypes, ImageCache, outputFormat, parseImageUrl, renderImage } from './images';
import { PDF_CONTENT_TYPE, renderPdf } from './pdf';
import { paginate, parsePaging, parseStoryQuery, selectStories } from './query';
import {
  linkPart,
  linkUuids,
  parseLinkMode,
  reachableStories,
  relationMatcher,
  relationPart,
  relationUuids,
  type LinkPart,
  type RelationPart,
} from './resolve';
import { ContentStore } from './store';
import { splitLanguagePrefix } from './translate';
import type { ContentSpace, ContentVersion, LanguageCode, LinkObject, StoryObject } from './types';

export interface ContentEmulatorOptions {
  /** One space, or several told apart by their tokens (one space per brand, as in Storyblok). */
  space: ContentSpace | ContentSpace[];
  /** Default: env CONTENT_EMULATOR_PORT, else 4100; 0 picks a free port (tests). */
  port?: number;
  host?: string;
  faults?: Partial<FaultSettings>;
  /** Random source of fault injection; pass a seeded one for repeatable tests. */
  random?: () => number;
  /** API requests allowed per rolling second before answering 429; off when absent. */
  maxRequestsPerSecond?: number;
  /** Origin put before asset paths in content; default the emulator's own URL. */
  assetOrigin?: string;
}

export type RunningContentEmulator = RunningEmulator & { faults: FaultSettings };

const UNAUTHORIZED: EmulatorResponse = { status: 401, body: { error: 'Unauthorized' } };
const NOT_FOUND: EmulatorResponse = { status: 404, body: { error: 'This record could not be found' } };

const STORIES_PER_PAGE = { default: 25, max: 100 };
const LIST_PER_PAGE = { default: 25, max: 1000 };

interface Access {
  version: ContentVersion;
  cv: number;
}

interface Tenant {
  space: ContentSpace;
  store: ContentStore;
}

/** Token and version rules of the real API: drafts need the preview token. */
function access(params: URLSearchParams, space: ContentSpace, spaceCv: number): Access | undefined {
  const token = params.get('token');
  const preview = token === space.previewToken;
  if (!preview && token !== space.publicToken) return undefined;
  const asked = params.get('version');
  if (asked === 'draft' && !preview) return undefined;
  // Without a version the token decides, as the real API does.
  const version: ContentVersion = asked === 'draft' || (asked === null && preview) ? 'draft' : 'published';
  // The answer carries the cv asked for, else the space's; clients send cv back on later calls.
  const requested = Number(params.get('cv'));
  return { version, cv: Number.isFinite(requested) && requested > 0 ? requested : spaceCv };
}

const pagingHeaders = (total: number, perPage: number) => ({ total: String(total), 'per-page': String(perPage) });

/** `excluding_fields` (content) and `excluding_story_fields` (story properties) on fresh copies. */
function withExclusions(stories: StoryObject[], params: URLSearchParams): StoryObject[] {
  const contentFields = new Set(params.get('excluding_fields')?.split(',').filter(Boolean));
  const storyFields = new Set(params.get('excluding_story_fields')?.split(',').filter(Boolean));
  // A block keeps its identity whatever the caller excludes; a story keeps its content.
  for (const kept of ['component', '_uid']) contentFields.delete(kept);
  storyFields.delete('content');
  if (contentFields.size === 0 && storyFields.size === 0) return stories;
  const without = <T extends object>(source: T, fields: Set<string>) =>
    Object.fromEntries(Object.entries(source).filter(([key]) => !fields.has(key)));
  return stories.map((story) => {
    const content = without(story.content, contentFields);
    // The copy lacks only the properties the caller asked to leave out.
    return { ...without(story, storyFields), content } as StoryObject;
  });
}

export async function startContentEmulator(options: ContentEmulatorOptions): Promise<RunningContentEmulator> {
  const spaces = Array.isArray(options.space) ? options.space : [options.space];
  const tenants: Tenant[] = spaces.map((space) => ({ space, store: new ContentStore(space) }));
  const tenantOf = (token: string | null) =>
    tenants.find(({ space }) => token !== null && (token === space.publicToken || token === space.previewToken));
  const faults: FaultSettings = { ...noFaults(), ...options.faults };
  const images = new ImageCache();
  const router = new Router();

  const allowRequest = rateLimiter(options.maxRequestsPerSecond);
  /** Every API route: rate limit, then token and version. */
  const api =
    (
      handler: (req: EmulatorRequest, access: Access, tenant: Tenant) => EmulatorResponse | Promise<EmulatorResponse>,
    ): Handler =>
    (req) => {
      if (!allowRequest()) return tooManyRequests();
      const tenant = tenantOf(req.url.searchParams.get('token'));
      const granted = tenant && access(req.url.searchParams, tenant.space, tenant.store.cv);
      return tenant && granted ? handler(req, granted, tenant) : UNAUTHORIZED;
    };

  const resolution = (
    store: ContentStore,
    stories: StoryObject[],
    params: URLSearchParams,
    version: ContentVersion,
    lang: LanguageCode,
  ): RelationPart & LinkPart => {
    const lookup = (uuid: string) => store.storyByUuid(uuid, version, lang);
    let relations: RelationPart = { rels: [] };
    const relationPatterns = params.get('resolve_relations');
    if (relationPatterns) {
      const matches = relationMatcher(relationPatterns.split(','));
      const levels = params.get('resolve_level') === '2' ? 2 : 1;
      const related = reachableStories(stories, (story) => relationUuids(story.content, matches), lookup, levels);
      relations = relationPart(related);
    }
    let links: LinkPart = { links: [] };
    const mode = parseLinkMode(params.get('resolve_links'));
    if (mode) {
      const levels = params.get('resolve_links_level') === '2' ? 2 : 1;
      const linked = reachableStories(stories, (story) => linkUuids(story.content), lookup, levels);
      const linkObject = (story: StoryObject): LinkObject | undefined => {
        const node = store.node(story.uuid);
        return node ? store.link(node, false) : undefined;
      };
      links = linkPart(linked, mode, linkObject);
    }
    return { ...relations, ...links };
  };

  router.add(
    'GET',
    '/v2/cdn/spaces/me',
    api((_req, granted, { space }) => ({
      status: 200,
      body: {
        space: {
          id: space.id,
          name: space.name,
          domain: space.domain ?? '',
          version: granted.cv,
          language_codes: [...space.languages],
        },
      },
    })),
  );

  router.add(
    'GET',
    '/v2/cdn/stories',
    api((req, granted, { store }) => {
      const params = req.url.searchParams;
      const query = parseStoryQuery(params);
      let language = params.get('language');
      // `starts_with=de/blog` asks for the German version of blog/.
      if (query.startsWith !== undefined) {
        const split = splitLanguagePrefix(query.startsWith, store.languages);
        if (split.language) {
          language ??= split.language;
          query.startsWith = split.rest;
        }
      }
      const lang = store.language(language);
      const selected = selectStories(store.stories(granted.version, lang), query);
      const paging = parsePaging(params, STORIES_PER_PAGE.default, STORIES_PER_PAGE.max);
      const page = paginate(selected, paging);
      return {
        status: 200,
        headers: pagingHeaders(selected.length, paging.perPage),
        body: {
          stories: withExclusions(page, params),
          cv: granted.cv,
          ...resolution(store, page, params, granted.version, lang),
        },
      };
    }),
  );

  router.add(
    'GET',
    '/v2/cdn/stories/*slug',
    api((req, granted, { store }) => {
      const params = req.url.searchParams;
      const slug = (req.params.slug ?? '').replace(/^\/+/, '');
      const language = params.get('language');
      let story: StoryObject | undefined;
      let lang = store.language(language);
      if (params.get('find_by') === 'uuid') {
        story = store.storyByUuid(slug, granted.version, lang);
      } else {
        if (/^\d+$/.test(slug)) story = store.storyById(Number(slug), granted.version, lang);
        // `stories/de/home` is the German version of home.
        const split = splitLanguagePrefix(slug, store.languages);
        if (!story && split.language) {
          const prefixed = store.language(language ?? split.language);
          story = store.storyBySlug(split.rest, granted.version, prefixed);
          if (story) lang = prefixed;
        }
        story ??= store.storyBySlug(slug, granted.version, lang);
      }
      if (!story) return NOT_FOUND;
      const [shown] = withExclusions([story], params);
      return {
        status: 200,
        body: { story: shown, cv: granted.cv, ...resolution(store, [story], params, granted.version, lang) },
      };
    }),
  );

  router.add(
    'GET',
    '/v2/cdn/links',
    api((req, granted, { store }) => {
      const params = req.url.searchParams;
      const startsWith = params.get('starts_with') ?? '';
      const parent = params.get('with_parent');
      const links = store
        .links(granted.version, params.get('include_dates') === '1')
        .filter((link) => link.slug.startsWith(startsWith))
        .filter((link) => parent === null || (link.parent_id ?? 0) === Number(parent))
        .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : a.id - b.id));
      const paging = parsePaging(params, LIST_PER_PAGE.default, LIST_PER_PAGE.max);
      const page = paginate(links, paging);
      return {
        status: 200,
        headers: pagingHeaders(links.length, paging.perPage),
        body: { links: Object.fromEntries(page.map((link) => [link.uuid, link])), cv: granted.cv },
      };
    }),
  );

  router.add(
    'GET',
    '/v2/cdn/links/:uuid',
    api((req, granted, { store }) => {
      const node = store.node(req.params.uuid ?? '');
      const visible = node && (node.is_folder === true || granted.version === 'draft' || node.published);
      if (!node || !visible) return NOT_FOUND;
      return { status: 200, body: { link: store.link(node, req.url.searchParams.get('include_dates') === '1') } };
    }),
  );

  router.add(
    'GET',
    '/v2/cdn/tags',
    // Not paged, and without paging headers: gatsby-source-storyblok pages by `total` / 25
    // and would fetch the same tags again.
    api((req, granted, { store }) => ({
      status: 200,
      body: { tags: store.tags(granted.version, req.url.searchParams.get('starts_with') ?? undefined) },
    })),
  );

  router.add(
    'GET',
    '/v2/cdn/datasources',
    api((req, _granted, { space }) => {
      const all = datasourceObjects(space.datasources);
      const paging = parsePaging(req.url.searchParams, LIST_PER_PAGE.default, LIST_PER_PAGE.max);
      return {
        status: 200,
        headers: pagingHeaders(all.length, paging.perPage),
        body: { datasources: paginate(all, paging) },
      };
    }),
  );

  router.add(
    'GET',
    '/v2/cdn/datasource_entries',
    api((req, _granted, { space }) => {
      const params = req.url.searchParams;
      const entries = datasourceEntries(
        space.datasources,
        params.get('datasource') || undefined,
        params.get('dimension') || undefined,
      );
      if (!entries) return NOT_FOUND;
      const paging = parsePaging(params, LIST_PER_PAGE.default, LIST_PER_PAGE.max);
      return {
        status: 200,
        headers: pagingHeaders(entries.length, paging.perPage),
        body: { datasource_entries: paginate(entries, paging) },
      };
    }),
  );

  router.add('GET', '/f/*path', async (req) => {
    const document = tenants.map(({ store }) => store.asset(req.url.pathname)).find((asset) => asset?.document);
    if (document) {
      const bytes = await images.get(`${req.url.pathname}|pdf`, async () => renderPdf(document));
      const name = req.url.pathname.slice(req.url.pathname.lastIndexOf('/') + 1);
      return {
        status: 200,
        headers: {
          'content-type': PDF_CONTENT_TYPE,
          'content-length': String(bytes.length),
          'content-disposition': `inline; filename="${name}"`,
          'cache-control': 'public, max-age=31536000, immutable',
        },
        body: bytes,
      };
    }
    const parsed = parseImageUrl(req.url.pathname);
    const asset = parsed && tenants.map(({ store }) => store.asset(parsed.assetPath)).find(Boolean);
    if (!parsed || !asset) return { status: 404, headers: { 'content-type': 'text/plain' }, body: 'Not Found' };
    const acceptsWebp = /image\/webp/.test(req.headers.accept ?? '');
    const format = outputFormat(parsed, acceptsWebp);
    const bytes = await images.get(`${req.url.pathname}|${format}`, () => renderImage(asset, parsed.transform, format));
    const headers: Record<string, string> = {
      'content-type': contentTypes[format],
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
    };
    // Only a bare `/m/` depends on Accept; caches must keep the variants apart.
    if (parsed.transform && !parsed.transform.format) headers.vary = 'Accept';
    return { status: 200, headers, body: bytes };
  });

  const describe = ({ space }: Tenant) => ({
    space: { id: space.id, name: space.name },
    publicToken: space.publicToken,
    previewToken: space.previewToken,
    languages: space.languages,
    counts: { stories: space.stories.length, assets: space.assets.length, datasources: space.datasources.length },
  });
  // One space answers as before; several are listed.
  addControlRoutes(router, faults, () => {
    const [only, ...others] = tenants;
    return only && others.length === 0 ? describe(only) : { spaces: tenants.map(describe) };
  });

  const port = options.port ?? Number(process.env.CONTENT_EMULATOR_PORT ?? defaultPorts.content);
  const running = await serve(
    {
      name: 'storyblok',
      router,
      faults,
      random: options.random,
      faultResponse: (status) => (status === 429 ? tooManyRequests() : serviceUnavailable()),
      notFound: () => NOT_FOUND,
      exposeHeaders: ['total', 'per-page'],
    },
    port,
    options.host,
  );
  // The listening port is known only now; no request can have been answered before this line.
  for (const { store } of tenants) store.setAssetOrigin(options.assetOrigin ?? running.url);
  return { ...running, faults };
}

function tooManyRequests(): EmulatorResponse {
  return { status: 429, headers: { 'retry-after': '1' }, body: { error: 'Too Many Requests' } };
}

function serviceUnavailable(): EmulatorResponse {
  return { status: 503, body: { error: 'Service Unavailable' } };
}

/** Rolling one-second window of accepted requests; always allows when no limit is set. */
export function rateLimiter(maxPerSecond: number | undefined, now: () => number = Date.now): () => boolean {
  if (!maxPerSecond || maxPerSecond <= 0) return () => true;
  const accepted: number[] = [];
  return () => {
    const time = now();
    while (accepted.length > 0 && (accepted[0] ?? 0) <= time - 1000) accepted.shift();
    if (accepted.length >= maxPerSecond) return false;
    accepted.push(time);
    return true;
  };
}
