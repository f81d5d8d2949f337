// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { register } from './worker-client';

/** A service worker whose state the test moves; each move fires `statechange`, as in the browser. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  /** The browser found a new worker: `updatefound`, with the worker as the page's object has it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async () => this.registration);
  constructor(public controller: FakeWorker | null) {
    super();
  }
  /** A worker takes control of the page (its `clients.claim()`). */
  controlledBy(worker: FakeWorker) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

const observed: string[] = [];
class FakePerformanceObserver {
  observe({ type }: { type: string }) {
    observed.push(type);
  }
}

const shown = { pathname: '/gb/en/bikes/' } as Location;
let logs: string[];

/** Registers with the page controlled by `controller` (null: a first visit), once registered. */
async function registered(controller: FakeWorker | null) {
  const container = new FakeContainer(controller);
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container });
  register(() => shown);
  expect(container.register).toHaveBeenCalledWith('/sw.js');
  // The registration's promise settles.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return container;
}

beforeEach(() => {
  logs = [];
  observed.length = 0;
  vi.stubGlobal('__BASE_PATH__', '');
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.spyOn(console, 'log').mockImplementation((message: string) => logs.push(`log: ${message}`));
  vi.spyOn(console, 'error').mockImplementation((message: string) => logs.push(`error: ${message}`));
});

afterEach(() => {
  delete window.___swUpdated;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

declare global {
  interface Window {
    ___swUpdated?: boolean;
  }
}

describe('the worker client follows the service worker (issue 18, point 9)', () => {
  it('a new build’s worker taking control turns the next navigation into a page load, and is told to drop the old build', async () => {
    const container = await registered(new FakeWorker('activated'));
    const next = new FakeWorker('installing');
    container.registration.find(next);
    next.moveTo('installed');
    next.moveTo('activating');
    next.moveTo('activated');
    // Not while the old worker still controls the page.
    expect(window.___swUpdated).toBeUndefined();
    container.controlledBy(next);
    expect(window.___swUpdated).toBe(true);
    expect(next.messages).toEqual([{ gatsbyApi: 'clearPathResources' }]);
    expect(logs).toEqual([]);
  });

  it('does so though a busy page got the new worker’s object only once it was active', async () => {
    const container = await registered(new FakeWorker('activated'));
    const next = new FakeWorker('activated');
    container.registration.find(next);
    container.controlledBy(next);
    expect(window.___swUpdated).toBe(true);
    expect(logs).toEqual([]);
  });

  it('the first worker: the site is logged as available offline, and told the page shown once it controls the page', async () => {
    const container = await registered(null);
    const first = new FakeWorker('installing');
    container.registration.find(first);
    first.moveTo('installed');
    expect(logs).toEqual(['log: Content is now available offline!']);
    first.moveTo('activating');
    first.moveTo('activated');
    expect(first.messages).toEqual([]);
    container.controlledBy(first);
    expect(first.messages).toEqual([{ storefrontPage: '/gb/en/bikes/' }]);
    expect(observed).toEqual(['resource']);
    expect(window.___swUpdated).toBeUndefined();
  });

  it('logs the first install though the page saw the worker first when it was activating', async () => {
    const container = await registered(null);
    container.registration.find(new FakeWorker('activating'));
    expect(logs).toEqual(['log: Content is now available offline!']);
  });

  it('logs a new worker that fails to install as redundant; the one in control stays', async () => {
    const old = new FakeWorker('activated');
    const container = await registered(old);
    const broken = new FakeWorker('installing');
    container.registration.find(broken);
    broken.moveTo('redundant');
    expect(logs).toEqual(['error: The installing service worker became redundant.']);
    expect(container.controller).toBe(old);
    expect(window.___swUpdated).toBeUndefined();
  });

  it('does not log a worker that became redundant after it was active (a newer build replaced it)', async () => {
    const container = await registered(null);
    const first = new FakeWorker('installing');
    container.registration.find(first);
    first.moveTo('activated');
    first.moveTo('redundant');
    expect(logs).toEqual(['log: Content is now available offline!']);
  });
});
