/**
 * Gatsby's first render of a page, started once the browser has painted the server HTML.
 *
 * Gatsby hydrates as soon as the page's scripts and data are in. Where they come fast (a repeat
 * visit served by the service worker, a fast line) that is before the first frame, and the
 * visitor sees nothing until React has hydrated the whole page: on a mid-range phone several
 * hundred milliseconds of a blank screen. Waiting for one frame shows the HTML first; React
 * takes it over right after.
 */
import type { ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrateDocument } from '../components/hydrate-on-view';

/** A hidden tab draws no frames; its page is hydrated after this long all the same. */
export const hiddenTabDelayMs = 250;

interface FrameClock {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Runs `task` once, after the next frame has been drawn (or after `hiddenTabDelayMs`). */
export function afterNextPaint(task: () => void, clock: FrameClock = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    task();
  };
  // A frame callback runs just before its frame is drawn; a task queued from it runs after.
  clock.requestAnimationFrame(() => clock.setTimeout(start, 0));
  clock.setTimeout(start, hiddenTabDelayMs);
}

/**
 * Gatsby's renderer (`replaceHydrateFunction`): hydrates the server HTML, or renders into an
 * empty root (a client-only page, as Gatsby's own renderer does), after the first paint. The
 * cleanup it returns is what Gatsby's development runtime asks of a replaced renderer.
 */
export function renderAfterPaint(element: ReactElement, container: Element): () => void {
  let root: Root | undefined;
  afterNextPaint(() => {
    performance.mark?.('storefront:render-start');
    const focusWrapper = document.getElementById('gatsby-focus-wrapper');
    if (focusWrapper && focusWrapper.children.length > 0) root = hydrateDocument(() => hydrateRoot(container, element));
    else {
      root = createRoot(container);
      root.render(element);
    }
  });
  return () => root?.unmount();
}
