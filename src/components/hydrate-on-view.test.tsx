// @vitest-environment jsdom
import { act } from '@testing-library/react';
import React, { memo } from 'react';
import { hydrateRoot, type Root, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HydrateOnView } from './hydrate-on-view';
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
  Region,
} from './hydrate-on-view.fixture';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

const observerOf = () => FakeIntersectionObserver.latest as FakeIntersectionObserver;

/** A region that waits for reach, with a link into the site, one out of it and one to this page. */
const LinkRegion = memo(function LinkRegion({ page }: { page: string }) {
  return (
    <HydrateOnView id={`${page}-links`} openOn="reach">
      <nav>
        <a href="/gb/en/bikes/?sort=price">Bikes</a>
        <a href="https://elsewhere.example/gb/en/">Elsewhere</a>
        <a href={window.location.pathname}>Here</a>
      </nav>
    </HydrateOnView>
  );
});

let container: HTMLDivElement;
let root: Root | undefined;

beforeEach(() => {
  hydrations.length = 0;
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
});

async function hydrate(element: React.ReactElement) {
  container.innerHTML = renderToString(element);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

/** Lets one task run (a region that came into view opens in a task of its own). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find((each) => each.textContent?.startsWith(name));
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe('HydrateOnView', () => {
  it('keeps the server HTML of a region and hydrates it when it comes into view', async () => {
    const errors = await hydrate(<Page page="seen" />);
    const footer = button('footer');
    expect(hydrations).toEqual([]);
    expect(container.textContent).toBe('footer 0teasers 0menu 0');
    expect(observerOf().observed.size).toBe(2);

    await act(async () => {
      observerOf().scrollTo(footer.closest('[data-hydrate-on-view]') as Element);
      await nextTask();
    });
    expect(hydrations).toEqual(['footer']);
    // The same element, now React's: a click counts.
    expect(button('footer')).toBe(footer);
    await act(async () => footer.click());
    expect(footer.textContent).toBe('footer 1');
    expect(button('teasers').textContent).toBe('teasers 0');
    expect(errors).toEqual([]);
  });

  it('hydrates regions that come into view together one task after another', async () => {
    await hydrate(<Page page="together" />);
    const regions = [button('footer'), button('teasers')].map(
      (each) => each.closest('[data-hydrate-on-view]') as Element,
    );
    await expectHydratedInTurn(act, () => observerOf().scrollTo(...regions));
  });

  it('hydrates a region the visitor reaches into before it is seen, and delivers the event', async () => {
    await hydrate(<Page page="reached" />);
    const teasers = button('teasers');
    await act(async () => {
      teasers.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      teasers.click();
    });
    expect(hydrations).toEqual(['teasers']);
    expect(teasers.textContent).toBe('teasers 1');
  });

  it('keeps a region that opens on reach waiting in view, and gives it a click once hydrated', async () => {
    const errors = await hydrate(<Page page="menu" />);
    const menu = button('menu');
    expect(observerOf().observed.has(menu.closest('[data-hydrate-on-view]') as Element)).toBe(false);
    let delivered = true;
    await act(async () => {
      delivered = menu.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    });
    expect(delivered).toBe(false);
    await act(async () => {
      await nextTask();
    });
    expect(hydrations).toEqual(['menu']);
    expect(button('menu')).toBe(menu);
    expect(menu.textContent).toBe('menu 1');
    expect(errors).toEqual([]);
  });

  it("prefetches the pages a waiting region's links lead to as they come into view, without hydrating it", async () => {
    const enqueue = vi.fn();
    vi.stubGlobal('___loader', { enqueue });
    const errors = await hydrate(<LinkRegion page="prefetch" />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => observerOf().observed.has(link))).toEqual([true, true, true]);
    observerOf().scrollTo(...links);
    expect(enqueue.mock.calls).toEqual([['/gb/en/bikes/?sort=price']]);
    expect(links.some((link) => observerOf().observed.has(link))).toBe(false);
    const box = container.querySelector('[data-hydrate-on-view="prefetch-links"]');
    expect(box?.hasAttribute('data-hydrate-on-reach')).toBe(true);
    expect(box?.hasAttribute('data-region-hydrated')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('keeps waiting regions as they are when the page around them renders again', async () => {
    const errors = await hydrate(<Page page="again" />);
    const footer = button('footer');
    await act(async () => root?.render(<Page page="again" extra={1} />));
    expect(container.querySelector('main')?.dataset.extra).toBe('1');
    expect(button('footer')).toBe(footer);
    expect(hydrations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("hydrates a region that opens with the page (the editor's preview) at once, in the same box", async () => {
    const errors = await hydrate(<Region page="preview" name="teasers" openOn="page" />);
    expect(hydrations).toEqual(['teasers']);
    expect(FakeIntersectionObserver.instances).toEqual([]);
    expect(
      container.querySelector('[data-hydrate-on-view="preview-teasers"]')?.hasAttribute('data-region-hydrated'),
    ).toBe(true);
    await act(async () => button('teasers').click());
    expect(button('teasers').textContent).toBe('teasers 1');
    expect(errors).toEqual([]);
  });

  it('renders at once in a page the browser renders itself', async () => {
    await act(async () => {
      root = createRoot(container);
      root.render(<Page page="browser" />);
    });
    expect(hydrations).toEqual(['footer', 'teasers', 'menu']);
    expect(FakeIntersectionObserver.instances).toEqual([]);
  });

  it("finds the boxes of a page's regions in one pass over the document", async () => {
    const names = Array.from({ length: 12 }, (_, index) => `tile${index}`);
    const page = (
      <main>
        {names.map((name) => (
          <Region key={name} page="many" name={name} />
        ))}
      </main>
    );
    container.innerHTML = renderToString(page);
    const searches: string[] = [];
    const record = <T,>(search: (this: Document, selector: string) => T) =>
      function (this: Document, selector: string) {
        if (selector.includes('data-hydrate-on-view')) searches.push(selector);
        return search.call(this, selector);
      };
    vi.spyOn(document, 'querySelector').mockImplementation(record(Document.prototype.querySelector));
    vi.spyOn(document, 'querySelectorAll').mockImplementation(record(Document.prototype.querySelectorAll));
    try {
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      const boxes = [...container.querySelectorAll('[data-hydrate-on-view]')];
      await act(async () => {
        observerOf().scrollTo(...boxes);
        for (let task = 0; task < names.length; task += 1) await nextTask();
      });
      expect(hydrations).toEqual(names);
      expect(boxes.every((box) => box.hasAttribute('data-region-hydrated'))).toBe(true);
      // Twelve regions waited, opened and were marked: one search of the document found them all.
      expect(searches).toEqual(['[data-hydrate-on-view]']);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('renders its content on the server, each region in its own marked box', () => {
    expect(renderToString(<Page page="server" />)).toBe(pageServerHtml('server'));
  });

  it('opens a waiting region whose HTML shows a value when the page changes that value', async () => {
    expect(renderToString(<ChoicePage page="choice-server" />)).toBe(choicePageServerHtml('choice-server'));
    const errors = await hydrate(<ChoicePage page="choice" />);
    await expectRegionOpensWithItsValue(act, container);
    expect(errors).toEqual([]);
  });

  it('gives a waiting region the value of a store as the page changes it, when the region opens', async () => {
    expect(renderToString(<PricePage page="price-server" />)).toBe(pricePageServerHtml('price-server'));
    const errors = await hydrate(<PricePage page="price" />);
    await expectWaitingRegionReadsTheValue(act, container);
    expect(errors).toEqual([]);
  });
});
