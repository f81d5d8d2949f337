// @vitest-environment jsdom
/**
 * `HydrateOnView` under the browser build's runtime: Preact's React layer (src/gatsby/node.ts aliases
 * React to it in the browser bundle). The server HTML is React's, as the build renders it.
 */
import React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { options } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateDocument, hydratedAttribute } from './hydrate-on-view';
import {
  ChoicePage,
  choicePageServerHtml,
  expectHydratedInTurn,
  expectRegionOpensWithItsValue,
  expectWaitingRegionReadsTheValue,
  hydrations,
  Page,
  pageServerHtml,
  PricePage,
  pricePageServerHtml,
} from './hydrate-on-view.fixture';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

let container: HTMLDivElement;

beforeEach(() => {
  hydrations.length = 0;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(page: string) {
  container.innerHTML = pageServerHtml(page);
  await act(async () => {
    hydrateDocument(() => hydrateRoot(container, <Page page={page} />));
  });
}

/** Lets one task run (a region that came into view opens in a task of its own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find((each) => each.textContent?.startsWith(name));
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

const region = (name: string) => button(name).closest('[data-hydrate-on-view]') as Element;

describe('HydrateOnView under Preact', () => {
  it('keeps the server HTML of a region and hydrates that element when it comes into view', async () => {
    await hydrate('seen');
    const footer = button('footer');
    expect(hydrations).toEqual([]);
    expect(container.textContent).toBe('footer 0teasers 0menu 0');
    expect(FakeIntersectionObserver.latest?.observed.size).toBe(2);
    expect(region('footer').hasAttribute(hydratedAttribute)).toBe(false);

    await act(async () => {
      FakeIntersectionObserver.latest?.scrollTo(region('footer'));
      await nextTask();
    });
    expect(hydrations).toEqual(['footer']);
    expect(region('footer').hasAttribute(hydratedAttribute)).toBe(true);
    expect(region('teasers').hasAttribute(hydratedAttribute)).toBe(false);
    // The server's element, now Preact's: a click counts.
    expect(button('footer')).toBe(footer);
    await act(async () => footer.click());
    expect(footer.textContent).toBe('footer 1');
    expect(button('teasers').textContent).toBe('teasers 0');
  });

  it('suspends each waiting region with an Error made before the hydration, not in its render', async () => {
    // Preact's error hook, by its published mangled name (`_catchError`): what a render throws.
    type CatchError = (error: unknown, ...rest: unknown[]) => void;
    const hooks = options as unknown as { __e: CatchError };
    const previous = hooks.__e;
    const thrown: unknown[] = [];
    hooks.__e = (error, ...rest) => {
      thrown.push(error);
      previous(error, ...rest);
    };
    try {
      await hydrate('seen');
    } finally {
      hooks.__e = previous;
    }
    expect(thrown).toHaveLength(2);
    for (const value of thrown) {
      expect(value).toBeInstanceOf(Error);
      expect(typeof (value as PromiseLike<void>).then).toBe('function');
      // Its stack is where it was made: DevTools then records no stack at the throw.
      expect((value as Error).stack).toContain('hydrateDocument');
      expect((value as Error).stack).not.toMatch(/\bGate\b/);
    }
    expect(new Set(thrown).size).toBe(2);
  });

  it('hydrates regions that come into view together one task after another', async () => {
    await hydrate('together');
    await expectHydratedInTurn(act, () =>
      FakeIntersectionObserver.latest?.scrollTo(region('footer'), region('teasers')),
    );
  });

  it('hydrates a region the visitor reaches into before the click that follows', async () => {
    await hydrate('reached');
    const teasers = button('teasers');
    // In a browser the click is a task after the pointer's: Preact hydrates in between.
    await act(async () => {
      teasers.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await act(async () => teasers.click());
    expect(hydrations).toEqual(['teasers']);
    expect(button('teasers')).toBe(teasers);
    expect(teasers.textContent).toBe('teasers 1');
  });

  it('keeps a region that opens on reach waiting in view, until the visitor focuses into it', async () => {
    await hydrate('menu-focus');
    const menu = button('menu');
    await act(async () => {
      FakeIntersectionObserver.latest?.scrollTo(region('footer'), region('teasers'), region('menu'));
      await nextTask();
      await nextTask();
    });
    expect(hydrations).toEqual(['footer', 'teasers']);
    expect(region('menu').hasAttribute(hydratedAttribute)).toBe(false);
    await act(async () => {
      menu.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(hydrations).toEqual(['footer', 'teasers', 'menu']);
    expect(button('menu')).toBe(menu);
  });

  it("gives a click without pointer or focus (a screen reader's) to the region once it has hydrated", async () => {
    await hydrate('menu-click');
    const menu = button('menu');
    const seenByPage: Event[] = [];
    const listener = (event: Event) => seenByPage.push(event);
    document.addEventListener('click', listener);
    try {
      let delivered = true;
      await act(async () => {
        delivered = menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      });
      // Held back from the static button: cancelled, and no listener of the page saw it.
      expect(delivered).toBe(false);
      expect(seenByPage).toEqual([]);
      await act(async () => {
        await nextTask();
      });
      expect(hydrations).toEqual(['menu']);
      expect(menu.textContent).toBe('menu 1');
      expect(seenByPage).toHaveLength(1);
      // Once hydrated, clicks go straight through.
      await act(async () => menu.click());
      expect(menu.textContent).toBe('menu 2');
    } finally {
      document.removeEventListener('click', listener);
    }
  });

  it('leaves a modified click (a new tab) to the browser', async () => {
    await hydrate('menu-ctrl');
    const menu = button('menu');
    let delivered = false;
    await act(async () => {
      delivered = menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      await nextTask();
    });
    expect(delivered).toBe(true);
    expect(hydrations).toEqual([]);
    expect(menu.textContent).toBe('menu 0');
  });

  it('opens a waiting region whose HTML shows a value when the page changes that value', async () => {
    container.innerHTML = choicePageServerHtml('choice');
    await act(async () => {
      hydrateDocument(() => hydrateRoot(container, <ChoicePage page="choice" />));
    });
    await expectRegionOpensWithItsValue(act, container);
  });

  it('gives a waiting region the value of a store as the page changes it, when the region opens', async () => {
    container.innerHTML = pricePageServerHtml('price');
    await act(async () => {
      hydrateDocument(() => hydrateRoot(container, <PricePage page="price" />));
    });
    await expectWaitingRegionReadsTheValue(act, container);
  });

  it('renders at once in a page the browser renders itself', async () => {
    await act(async () => createRoot(container).render(<Page page="browser" />));
    expect(hydrations).toEqual(['footer', 'teasers', 'menu']);
    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(region('footer').hasAttribute(hydratedAttribute)).toBe(true);
  });
});
