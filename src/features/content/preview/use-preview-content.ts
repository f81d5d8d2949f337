/**
 * Preview mode (`?_storyblok` in the URL, spec section 2): in a preview build the page swaps its
 * published content for the story's draft from the content service and follows the visual
 * editor's live edits through the Storyblok bridge when the editor loads it. Public builds hold
 * no preview access, so there the page simply stays as built.
 */
import { useEffect, useState } from 'react';
import { runtimeConfig } from '../../../config/runtime';
import type { ContentAccess } from '../../../config/content';
import { isPreviewSearch } from '../../../lib/consent';
import { createBrowserContentClient, loadEditorBridge } from '../../../services/storyblok/client';
import { resolveRelations } from '../../../services/storyblok/model';

interface BridgeEvent {
  story?: { uuid?: string; content?: unknown };
}

interface StoryblokBridgeApi {
  on: (events: string[], callback: (event?: BridgeEvent) => void) => void;
}

type BridgeWindow = Window & { StoryblokBridge?: new () => StoryblokBridgeApi };

/** Follows live edits when the editor has put the bridge on the page; nothing otherwise. */
function followLiveEdits(uuid: string, apply: (content: unknown) => void): void {
  const Bridge = (window as BridgeWindow).StoryblokBridge;
  if (!Bridge) return;
  new Bridge().on(['input'], (event) => {
    if (event?.story?.uuid === uuid && event.story.content) apply(event.story.content);
  });
}

export function usePreviewContent<T>(
  published: T,
  story: { uuid?: string; lang?: string },
  access: ContentAccess | null = runtimeConfig.contentPreview,
): T {
  const [draft, setDraft] = useState<T | null>(null);
  useEffect(() => {
    if (!access || !story.uuid || !isPreviewSearch(window.location.search)) return undefined;
    let active = true;
    const uuid = story.uuid;
    createBrowserContentClient(access)
      .then((client) => client.draftStory(uuid, story.lang ?? 'default', resolveRelations))
      .then((loaded) => {
        if (!active) return;
        setDraft(loaded.content as T);
        loadEditorBridge(window.location.search)
          .then(() => active && followLiveEdits(uuid, (content) => active && setDraft(content as T)))
          .catch((error: unknown) => console.warn('Preview: the Storyblok bridge could not be loaded.', error));
      })
      .catch((error: unknown) => console.warn('Preview: the draft could not be loaded.', error));
    return () => {
      active = false;
    };
  }, [access, story.uuid, story.lang]);
  return draft ?? published;
}
