/**
 * Content search in the browser: the CDN API's full-text `search_term` on /cdn/stories, through
 * storyblok-js-client with the browser retry policy (429 retried after 1 s, 2 s …). Loaded on
 * demand by the search page, so no other page carries the client.
 */
import type { ContentAccess } from '../../config/content';
import { browserRetryPolicy, withRetries } from './retry';

export interface FoundStory {
  uuid: string;
  name: string;
  full_slug: string;
  content: unknown;
}

export interface ContentSearchRequest {
  term: string;
  /** Folder the stories sit in, e.g. `shop/gb/`. */
  startsWith: string;
  /** Story language ('default' for the space's default one). */
  language: string;
  contentTypes: readonly string[];
  perPage: number;
}

export type ContentSearchAnswer =
  { status: 'success'; stories: FoundStory[]; total: number } | { status: 'failed'; message: string };

export async function searchContent(
  access: ContentAccess,
  request: ContentSearchRequest,
  warn: (message: string) => void = console.warn,
): Promise<ContentSearchAnswer> {
  try {
    const { default: StoryblokClient } = await import(/* webpackChunkName: "content-search" */ 'storyblok-js-client');
    const client = new StoryblokClient({
      accessToken: access.accessToken,
      ...(access.endpoint ? { endpoint: access.endpoint } : {}),
      maxRetries: 0,
      fetch: withRetries((input, init) => fetch(input, init), browserRetryPolicy(warn)),
      cache: { type: 'memory' },
    });
    const response = await client.getStories({
      version: access.version,
      search_term: request.term,
      starts_with: request.startsWith,
      ...(request.language !== 'default' ? { language: request.language } : {}),
      filter_query: { component: { in: request.contentTypes.join(',') } },
      per_page: request.perPage,
    });
    const stories = (response.data.stories ?? []).map((story) => ({
      uuid: story.uuid,
      name: story.name,
      full_slug: story.full_slug,
      content: story.content,
    }));
    return { status: 'success', stories, total: response.total ?? stories.length };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
