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

/**
 * The runtime that hydrates: production bundles run Preact's React layer (src/gatsby/node.ts
 * aliases React to it), development runs React itself.
 */
type BrowserRuntime = 'preact' | 'react';

const browserRuntime: BrowserRuntime = process.env.NODE_ENV === 'production' ? 'preact' : 'react';

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
    if (focusWrapper && focusWrapper.children.length > 0) root = hydrateServerHtml(container, element);
    else {
      root = createRoot(container);
      root.render(element);
    }
  });
  return () => root?.unmount();
}

/**
 * Hydrates the server HTML in `container`. Under Preact, first removes the comments React's server
 * render writes (Suspense boundaries' `<!--$-->` and `<!--/$-->`, `<!-- -->` between texts).
 * Preact has no use for them, and it places an element that follows a leading comment by
 * moving it: `<main><!--$--><div>` took the page's whole content (1,253 elements on a category
 * page) out of the document and put it back, and the browser styled and laid it out again (issue
 * 20). Removing a comment changes neither style nor layout. React's own hydration needs the
 * comments, so development keeps them.
 */
export function hydrateServerHtml(
  container: Element,
  element: ReactElement,
  runtime: BrowserRuntime = browserRuntime,
): Root {
  if (runtime === 'preact') removeComments(container);
  return hydrateDocument(() => hydrateRoot(container, element));
}

function removeComments(container: Element): void {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}
