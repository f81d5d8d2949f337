/**
 * Server HTML that React takes over only when the visitor gets near it (issue 20).
 *
 * A page's first load hydrates what is on screen; the footer and the content blocks further down
 * stay the static HTML they are (links work, text reads, the layout is final) until they come
 * within half a screen of the viewport, or the visitor points at, taps or tabs into them. Their
 * rendering then stays off the main thread while the page loads.
 *
 * How: each region is a Suspense boundary whose content suspends while the page hydrates, until
 * the region is in view; React keeps a suspended boundary's server HTML as it is and hydrates it
 * when the promise resolves. An event inside a waiting region (pointer down, focus) opens it
 * first, from a capture listener on the document, which runs before React's own listener on its
 * root: React then hydrates the region at once and delivers the event to it. Regions rendered in
 * the browser (a page reached in the app) render at once.
 *
 * A region that only the visitor's reach should open (`openOn="reach"`: the header's menu, which
 * is in view on every page but used on few) waits for those events and no observer. A plain click
 * that arrives while a region still waits (a screen reader's, which no pointer or focus event
 * precedes) is held back, and given again to the region once it has hydrated.
 *
 * A region's content is one element: Preact keeps one server node of a boundary that suspends as
 * it hydrates, and drops the others (a fragment of five fieldsets kept the first).
 *
 * A region must not receive new props or a new context value while it waits: React would then
 * drop its HTML and render it afresh (error 421), or hold back that update until it is opened.
 * So callers wrap it in a memoised component with stable props, and the providers above it keep
 * their values after hydration.
 */
import React, { type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useLayoutEffectInBrowser, useMounted } from './hydration';

const attribute = 'data-hydrate-on-view';

/** How far below (or above) the viewport a region starts hydrating: half a screen ahead. */
const margin = '50% 0px';

/** Events that show the visitor reaching into a region; React hydrates at once for each. */
const reachingEvents = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * What opens a region: nearing the viewport (or being reached into), only being reached into, or
 * the page's own hydration (content that will change right away, as in the editor's preview).
 */
export type OpenOn = 'view' | 'reach' | 'page';

interface Gate {
  opened: boolean;
  watched: boolean;
  promise: Promise<void>;
  open: () => void;
}

const gates = new Map<string, Gate>();

function gateOf(id: string): Gate {
  const known = gates.get(id);
  if (known) return known;
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const gate: Gate = {
    opened: false,
    watched: false,
    promise,
    open: () => {
      gate.opened = true;
      resolve();
    },
  };
  gates.set(id, gate);
  return gate;
}

let observer: IntersectionObserver | undefined;
let listening = false;

/** The gate of the region `target` is in, while it waits. */
function waitingGateOf(target: EventTarget | null): Gate | undefined {
  const region = target instanceof Element ? target.closest(`[${attribute}]`) : null;
  const id = region?.getAttribute(attribute);
  const gate = id ? gates.get(id) : undefined;
  return gate && !gate.opened ? gate : undefined;
}

/**
 * A plain click on a waiting region: held back from the static HTML (where a button does nothing
 * and a link would load a whole page), and dispatched again once the region has hydrated. The
 * runtime renders a resolved gate in a microtask, so a task later the handlers are there.
 */
function replayClick(event: MouseEvent) {
  const gate = waitingGateOf(event.target);
  if (!gate || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
  const target = event.target as Element;
  event.preventDefault();
  event.stopPropagation();
  gate.open();
  void gate.promise.then(() =>
    setTimeout(() =>
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true })),
    ),
  );
}

function listenForReaching() {
  if (listening) return;
  listening = true;
  for (const type of reachingEvents) {
    document.addEventListener(type, (event) => waitingGateOf(event.target)?.open(), { capture: true, passive: true });
  }
  document.addEventListener('click', replayClick, { capture: true });
}

/** Regions that came into view, waiting for their turn. */
const inTurn: Gate[] = [];

function openNext() {
  inTurn.shift()?.open();
  if (inTurn.length > 0) setTimeout(openNext, 0);
}

/**
 * Opens regions that came into view one per task: the observer reports every region in view at
 * once, and Preact hydrates what a resolved gate releases without yielding, so each region gets
 * a task of its own (issue 20: no long task for the first screen's blocks together).
 */
function openInTurn(gate: Gate) {
  inTurn.push(gate);
  if (inTurn.length === 1) setTimeout(openNext, 0);
}

/** Gatsby's page loader, as its `Link` calls it (`prefetchPathname` is the same function). */
interface GatsbyLoaderGlobal {
  ___loader?: { enqueue: (path: string) => unknown };
}

/**
 * A region waiting for reach may stay static HTML for the whole visit, its links plain anchors.
 * A hydrated Gatsby `Link` prefetches its page once it is in view; a waiting region's links do the
 * same here, so that a page reached from a static hero or teaser comes as fast as before. Gatsby's
 * loader decides what it fetches (nothing on a slow or data-saving connection).
 */
function prefetchPageOf(link: HTMLAnchorElement) {
  const url = new URL(link.href, window.location.href);
  const there = url.pathname + url.search;
  if (url.origin !== window.location.origin || there === window.location.pathname + window.location.search) return;
  (window as Window & GatsbyLoaderGlobal).___loader?.enqueue(there);
}

/** One observer for the regions that open on view and the links of those that wait for reach. */
function viewObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        if (entry.target instanceof HTMLAnchorElement) {
          prefetchPageOf(entry.target);
          continue;
        }
        const entryId = entry.target.getAttribute(attribute);
        const gate = entryId ? gates.get(entryId) : undefined;
        if (gate) openInTurn(gate);
      }
    },
    { rootMargin: margin },
  );
  return observer;
}

/**
 * Opens the gate when the visitor reaches into the region, or (`view`) when it nears the viewport
 * (at once where the browser cannot tell).
 */
function watch(region: Element, gate: Gate, openOn: Exclude<OpenOn, 'page'>) {
  gate.watched = true;
  listenForReaching();
  if (openOn === 'reach') {
    if (typeof IntersectionObserver === 'undefined') return;
    for (const link of region.querySelectorAll('a[href]')) viewObserver().observe(link);
    return;
  }
  if (typeof IntersectionObserver === 'undefined') {
    gate.open();
    return;
  }
  viewObserver().observe(region);
}

/** The document's region boxes by id, from one pass over it (see `regionBox`). */
let boxes = new Map<string, Element>();

/**
 * A region's box in the document. A page hydrates tens of regions (a listing's tiles); a search
 * of the document for each would walk it each time (10 ms at 4x CPU for a listing's 30 regions),
 * so one pass indexes them all. A box not in the index, or gone since, is searched for again
 * where it may be new (`search`): while server HTML is hydrated, and once a region has rendered.
 * A render in the browser does not: its box is not in the document yet, and no server HTML of it can be.
 */
function regionBox(id: string, search: boolean): Element | null {
  const known = boxes.get(id);
  if (known?.isConnected) return known;
  if (!search) return null;
  indexBoxes();
  return boxes.get(id) ?? null;
}

function indexBoxes() {
  boxes = new Map(
    Array.from(document.querySelectorAll(`[${attribute}]`), (box) => [box.getAttribute(attribute) ?? '', box]),
  );
}

type Suspension = Error & PromiseLike<void>;

/**
 * What a waiting region throws to suspend, by region id: an `Error` that is also a thenable
 * (Suspense, Preact's and React's, takes any thenable for a promise), settled when the region's
 * gate opens. Why an Error, made before the hydration starts: with DevTools attached, as under
 * Lighthouse, V8 records the whole stack at each throw of a value that is not an Error, and a
 * region throws deep in the runtime's render (about 2 ms a throw at 4x CPU: 13-19 ms of a ghost
 * home load, 25-38 ms of its bikes listing's, whose 18 tiles are regions). An Error keeps the
 * stack of where it was made, a few frames, and V8 takes that one instead.
 */
const suspensions = new Map<string, Suspension>();

function suspensionOf(id: string): Suspension {
  const made = suspensions.get(id);
  if (made) return made;
  const then: PromiseLike<void>['then'] = (onFulfilled, onRejected) => gateOf(id).promise.then(onFulfilled, onRejected);
  const suspension = Object.assign(new Error(`The region ${id} waits for the visitor to near it.`), { then });
  suspensions.set(id, suspension);
  return suspension;
}

const subscribeToNothing = () => () => {};

/** Set while Preact hydrates the document: its hydration runs in one synchronous call. */
let hydratingDocument = false;

/**
 * Runs the document's hydration. Preact's `useSyncExternalStore` has no server snapshot to tell
 * hydration from a browser render, so the renderer says when it hydrates; React's hydration,
 * which runs later than the call, is told by the server snapshot.
 */
export function hydrateDocument<T>(hydrate: () => T): T {
  indexBoxes();
  // Made here, a few frames deep, rather than in the regions' render (see `suspensions`).
  for (const id of boxes.keys()) suspensionOf(id);
  hydratingDocument = true;
  try {
    return hydrate();
  } finally {
    hydratingDocument = false;
  }
}

/** True while the server HTML is hydrated, false in a browser render. */
function useHydrating(): boolean {
  const serverSnapshot = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return serverSnapshot || hydratingDocument;
}

/**
 * Whether `region` lies in a region whose gate has just opened and which has not hydrated yet:
 * Preact is then hydrating that region's server HTML (as a resolved Suspense boundary), outside
 * the document's hydration call, so a region nested in it (the header's main navigation) waits
 * as it would in the document's.
 */
function inOpenedRegion(region: Element): boolean {
  const outer = region.parentElement?.closest(`[${attribute}]`);
  const outerId = outer?.getAttribute(attribute);
  return Boolean(outer && outerId && gates.get(outerId)?.opened && !outer.hasAttribute(hydratedAttribute));
}

function Gate({ id, openOn, children }: { id: string; openOn: OpenOn; children: ReactNode }) {
  const hydrating = useHydrating();
  if (openOn !== 'page' && typeof document !== 'undefined') {
    if (gates.get(id)?.opened) return <>{children}</>;
    const region = regionBox(id, hydrating);
    // No server HTML of this region in the document (a server render), or a browser render: nothing to keep.
    if (!region || !(hydrating || inOpenedRegion(region))) return <>{children}</>;
    const waiting = gateOf(id);
    // From the render that finds the region waiting: no effect of it runs before it hydrates.
    if (!waiting.watched) watch(region, waiting, openOn);
    if (!waiting.opened) throw suspensionOf(id);
  }
  return <>{children}</>;
}

/**
 * The attribute a region carries once the UI runtime has taken it over: tests and synthetic
 * monitoring read it, as the browser build's runtime (Preact, see src/gatsby/node.ts) leaves no mark
 * of its own on the elements it hydrates.
 */
export const hydratedAttribute = 'data-region-hydrated';

/**
 * Marks the box of a region that waits for the visitor's reach only: tests and monitoring then
 * know that it stays static HTML however long the page is in view.
 */
const reachAttribute = 'data-hydrate-on-reach';

/**
 * Renders nothing; once the Suspense boundary it sits in has been hydrated (or rendered), marks
 * the element `selector` finds with `hydratedAttribute`. Its effect runs when the boundary
 * commits, so a region still waiting for its code or for the visitor stays unmarked.
 */
export function HydratedMark({ selector }: { selector: string }) {
  useEffect(() => {
    document.querySelector(selector)?.setAttribute(hydratedAttribute, '');
  }, [selector]);
  return null;
}

/** `HydratedMark` for a region's own box. */
function RegionHydratedMark({ id }: { id: string }) {
  useEffect(() => {
    regionBox(id, true)?.setAttribute(hydratedAttribute, '');
  }, [id]);
  return null;
}

/**
 * Its children, hydrated when they near the viewport or the visitor reaches into them; with
 * `openOn="page"` it hydrates them with the page, in the same box, so the static HTML is the same
 * either way.
 */
export function HydrateOnView({
  id,
  children,
  openOn = 'view',
  openWith,
  className,
}: {
  /**
   * Names the region in the page, unique there (a block's `_uid`). Not React's `useId`: Gatsby's
   * server tree and its browser tree differ above the page, and so do the ids they make.
   */
  id: string;
  children: ReactNode;
  /** `reach`: a region in view that waits for the visitor (pointer, focus, keys, a click) only. */
  openOn?: OpenOn;
  /**
   * A store (see `useValueStore`) whose change opens the region: for a region whose HTML shows
   * the value, which would otherwise show the built one while the rest of the page has moved on.
   */
  openWith?: StoreApi<unknown>;
  /** The region box's own styles (`styled(HydrateOnView)`): where its place in the layout matters. */
  className?: string;
}) {
  useEffect(() => {
    if (!openWith) return undefined;
    if (openWith.getState() !== openWith.getInitialState()) gateOf(id).open();
    return openWith.subscribe(() => gateOf(id).open());
  }, [openWith, id]);
  return (
    <div className={className} {...{ [attribute]: id, ...(openOn === 'reach' ? { [reachAttribute]: '' } : {}) }}>
      <Suspense fallback={null}>
        <Gate id={id} openOn={openOn}>
          {children}
          <RegionHydratedMark id={id} />
        </Gate>
      </Suspense>
    </div>
  );
}

/**
 * A value that changes, for a region that waits: a waiting region takes no new props, so it gets
 * this store, which stays the same object, and reads the value from it (zustand's `useStore`)
 * when it opens and after. The store holds the value of the last render, set before the browser
 * paints, so a region rendered or opened later shows what the rest of the page shows.
 */
export function useValueStore<T>(value: T): StoreApi<T> {
  const [store] = useState(() => createStore<T>()(() => value));
  useLayoutEffectInBrowser(() => store.setState(value, true), [store, value]);
  return store;
}

/**
 * The value of a `useValueStore` store, for the region that reads it: the store's first value
 * while the region hydrates, so that it hydrates the server's HTML as it is (Preact sets no
 * checked state and no attribute while it hydrates), and the current one from the render after,
 * before the browser paints.
 */
export function useStoredValue<T>(store: StoreApi<T>): T {
  const value = useStore(store);
  return useMounted() ? value : store.getInitialState();
}
