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

/** A worker's states in the order it reaches them; 'redundant' may come after any. */
const lifecycle = ['installing', 'installed', 'activating', 'activated'];

/**
 * Calls `onState` for each state `worker` reaches, in order, from the one it is in: a page busy
 * when a new build is found can get the worker's object after it has moved on (an install with
 * nothing new to fetch takes milliseconds), and a state passed meanwhile is passed on all the same.
 */
function followStates(worker, onState) {
  let reached = -1;
  const follow = () => {
    if (worker.state === 'redundant') {
      onState('redundant');
      return;
    }
    const index = lifecycle.indexOf(worker.state);
    while (reached < index) {
      reached += 1;
      onState(lifecycle[reached]);
    }
  };
  follow();
  worker.addEventListener('statechange', follow);
}

/**
 * `shown` gives the location of the latest route update (null before the first).
 *
 * Which worker controls the page says what happened: the first one taking control is the site
 * stored for offline use; one worker taking over from another is a new build. The page's
 * `controllerchange` says so once the new worker is in control, whatever the page saw of its
 * states on the way.
 */
export function register(shown) {
  const container = navigator.serviceWorker;
  let controller = container.controller;
  container.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = container.controller;
    if (!controller) return;
    if (previous) {
      // A new build, and its worker in control: Gatsby's navigation now loads each page in full
      // (spec section 4). Not before: a page load while the new worker waits for the old one to
      // finish its requests can stall until the browser gives up on the old one.
      window.___swUpdated = true;
      // The page shown is still the old build's: the new worker drops the copies of the old
      // build (a message of the offline plugin's part of the worker).
      controller.postMessage({ gatsbyApi: 'clearPathResources' });
    } else {
      tell(shown());
      passThroughWorker();
    }
  });
  container
    .register(`${__BASE_PATH__}/sw.js`)
    .then((registration) => {
      // A browser or test tool that blocks service workers answers without a registration.
      if (!registration) return;
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        // A new build's worker, found while an old one controls the page.
        const update = Boolean(container.controller);
        let activated = false;
        followStates(worker, (state) => {
          if (state === 'installed' && !update) console.log('Content is now available offline!');
          else if (state === 'activated') activated = true;
          else if (state === 'redundant' && !activated)
            console.error('The installing service worker became redundant.');
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
