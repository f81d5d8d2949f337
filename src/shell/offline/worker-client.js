/* global window, __BASE_PATH__ */
/**
 * The page's side of the service worker, loaded by gatsby-browser.js beside this file: Gatsby's
 * registration steps (spec sections 4 and 8), and the pages the visitor sees, told to the worker.
 */

/** Tells the worker in control the page shown, for it to keep a copy (sw-append.js). */
function tell(location) {
  const worker = navigator.serviceWorker.controller;
  if (worker && location) worker.postMessage({ storefrontPage: location.pathname });
}

/**
 * What the page loaded without the worker (before it took control, or still on its way then,
 * as a chunk loaded after hydration) never passed it: asked for again once the worker controls
 * the page, mostly from the browser's cache, the worker keeps what its rules keep, and the first
 * page reads offline too. A resource's `workerStart` is 0 when no service worker handled it.
 */
function passThroughWorker() {
  const passed = new Set();
  const send = idleQueue((url) => fetch(url).catch(() => undefined));
  const pass = (entries) => {
    const fresh = [];
    for (const { name, workerStart } of entries) {
      if (workerStart > 0 || passed.has(name) || new URL(name).origin !== window.location.origin) continue;
      passed.add(name);
      fresh.push(name);
    }
    send(fresh);
  };
  new PerformanceObserver((list) => pass(list.getEntries())).observe({ type: 'resource', buffered: true });
}

/** The longest slice of idle time one task of this file takes (a long task is 50 ms at 4x CPU). */
export const sliceMs = 4;

/**
 * Hands items to `send` while the browser is idle, in slices of at most `sliceMs`. Each request
 * costs the main thread 1-3 ms; a page's resources asked for at once made one long task (107 ms
 * at 4x CPU slowdown, issue 20), and filling each idle period (up to 50 ms) made tasks of 35-50 ms,
 * which block input all the same. At least one item per slice: a page that is never idle gets
 * them one by one at the timeout. Returns the function that queues items.
 */
export function idleQueue(send, idle = whenIdle, now = () => performance.now()) {
  const waiting = [];
  let draining = false;
  const drain = (deadline) => {
    const sliceEnd = now() + sliceMs;
    do send(waiting.shift());
    while (waiting.length > 0 && deadline.timeRemaining() > 1 && now() < sliceEnd);
    if (waiting.length > 0) idle(drain);
    else draining = false;
  };
  return (items) => {
    waiting.push(...items);
    if (!draining && waiting.length > 0) {
      draining = true;
      idle(drain);
    }
  };
}

/** `requestIdleCallback`, or where a browser has none (Safari) a short slice after a timeout. */
function whenIdle(task) {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(task, { timeout: 5000 });
    return;
  }
  setTimeout(() => {
    const start = performance.now();
    task({ timeRemaining: () => Math.max(0, sliceMs - (performance.now() - start)) });
  }, 50);
}

/** Resolves once a worker controls the page (it claims the page when it becomes active). */
function controlled() {
  return navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
}

/** `shown` gives the location of the latest route update (null before the first). */
export function register(shown) {
  navigator.serviceWorker
    .register(`${__BASE_PATH__}/sw.js`)
    .then((registration) => {
      // A browser or test tool that blocks service workers answers without a registration.
      if (!registration) return;
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        // A new build's worker, installed while an old one controls the page.
        let update = false;
        let activated = false;
        worker.addEventListener('statechange', () => {
          if (worker.state === 'installed' && navigator.serviceWorker.controller) {
            update = true;
          } else if (worker.state === 'installed') {
            console.log('Content is now available offline!');
          } else if (worker.state === 'redundant' && !activated) {
            console.error('The installing service worker became redundant.');
          } else if (worker.state === 'activated' && update) {
            activated = true;
            // A new build, and its worker in control: Gatsby's navigation now loads each page in
            // full (spec section 4). Not before: a page load while the new worker waits for the
            // old one to finish its requests can stall until the browser gives up on the old one.
            window.___swUpdated = true;
            // The page shown is still the old build's: the new worker drops the copies of the old
            // build (a message of the offline plugin's part of the worker).
            worker.postMessage({ gatsbyApi: 'clearPathResources' });
            if (window.___failedResources) window.location.reload();
          } else if (worker.state === 'activated') {
            activated = true;
            controlled().then(() => {
              tell(shown());
              passThroughWorker();
            });
          }
        });
      });
    })
    .catch((error) => console.error('Error during service worker registration:', error));
}

/**
 * After a route update: the worker keeps the page (not after an update, see above). Told when the
 * browser is idle: the first route update comes within the page's hydration, and a message to a
 * worker that is starting up cost that task up to 10 ms.
 */
export function pageShown(location) {
  whenIdle(() => {
    if (!window.___swUpdated) tell(location);
  });
}
