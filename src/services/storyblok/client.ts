/**
 * The browser's content client (preview only): storyblok-js-client with the spec's limits —
 * 5 requests a second (3 with an OAuth token), 429 retried after 1 s, 2 s …
 * up to 5 times, any other non-200 answer rejected. Loaded on demand, so public pages never
 * carry it.
 */
import type { ContentAccess } from '../../config/content';
import { browserRetryPolicy, withRetries } from './retry';

export const browserRequestsPerSecond = { token: 5, oauth: 3 } as const;

export interface DraftStory {
  uuid: string;
  content: unknown;
}

export interface BrowserContentClient {
  draftStory: (uuid: string, language: string, resolveRelations: readonly string[]) => Promise<DraftStory>;
}

export async function createBrowserContentClient(
  access: ContentAccess,
  options: { oauthToken?: string; warn?: (message: string) => void } = {},
): Promise<BrowserContentClient> {
  const { default: StoryblokClient } = await import(/* webpackChunkName: "content-preview" */ 'storyblok-js-client');
  const client = new StoryblokClient({
    accessToken: access.accessToken,
    ...(options.oauthToken ? { oauthToken: options.oauthToken } : {}),
    ...(access.endpoint ? { endpoint: access.endpoint } : {}),
    rateLimit: options.oauthToken ? browserRequestsPerSecond.oauth : browserRequestsPerSecond.token,
    maxRetries: 0,
    fetch: withRetries((input, init) => fetch(input, init), browserRetryPolicy(options.warn ?? console.warn)),
    cache: { type: 'memory' },
  });
  return {
    draftStory: async (uuid, language, resolveRelations) => {
      const response = await client.getStory(uuid, {
        find_by: 'uuid',
        version: access.version,
        resolve_relations: resolveRelations.join(','),
        resolve_links: 'url',
        ...(language && language !== 'default' ? { language } : {}),
      });
      return { uuid: response.data.story.uuid, content: response.data.story.content };
    },
  };
}

/**
 * Puts the Storyblok bridge (the visual editor's script, `window.StoryblokBridge`) on the page
 * when the editor opened it (`_storyblok_tk` in the address, as `@storyblok/js` decides), and
 * resolves once it is there; elsewhere it resolves at once. The SDK is loaded for that only.
 */
export async function loadEditorBridge(search: string): Promise<void> {
  if (!search.includes('_storyblok_tk')) return;
  const { loadStoryblokBridge } = await import(/* webpackChunkName: "content-preview" */ '@storyblok/react');
  await loadStoryblokBridge();
}
