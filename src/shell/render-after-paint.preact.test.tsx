// @vitest-environment jsdom
/**
 * `hydrateServerHtml` under the browser build's runtime: Preact's React layer (src/gatsby/node.ts
 * aliases React to it in the browser bundle), hydrating React's server HTML.
 */
import React from 'react';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateServerHtml } from './render-after-paint';
import { ServerPage, serverHtml } from './render-after-paint.fixture';
import { hydratedAttribute } from '../components/hydrate-on-view';
import { hydrations, Page, pageServerHtml } from '../components/hydrate-on-view.fixture';
import { FakeIntersectionObserver } from '../testing/fake-intersection-observer';

let container: HTMLDivElement;

beforeEach(() => {
  hydrations.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
});

afterEach(() => {
  container.remove();
  vi.unstubAllGlobals();
});

/** The names of the nodes `change` took out of the container and put in. */
async function recording(change: () => void | Promise<void>) {
  const removed: string[] = [];
  const added: string[] = [];
  const record = (records: MutationRecord[]) => {
    for (const each of records) {
      removed.push(...[...each.removedNodes].map((node) => node.nodeName));
      added.push(...[...each.addedNodes].map((node) => node.nodeName));
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(container, { childList: true, subtree: true });
  await act(async () => {
    await change();
  });
  record(observer.takeRecords());
  observer.disconnect();
  return { removed, added };
}

const hydrateRecording = (runtime: 'preact' | 'react') =>
  recording(() => {
    hydrateServerHtml(container, <ServerPage />, runtime);
  });

const hasComment = (node: Node) => document.createTreeWalker(node, NodeFilter.SHOW_COMMENT).nextNode() !== null;

describe('hydrateServerHtml under Preact', () => {
  it('takes over the server elements where they are: only the comments leave the document', async () => {
    const content = container.querySelector('main > div');
    const button = container.querySelector('button');
    const { removed, added } = await hydrateRecording('preact');
    expect(new Set(removed)).toEqual(new Set(['#comment']));
    expect(added).toEqual([]);
    expect(hasComment(container)).toBe(false);
    expect(container.querySelector('main > div')).toBe(content);
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicked 1');
  });

  it('would move the content after the leading comment were the comments kept (why they go)', async () => {
    const { removed, added } = await hydrateRecording('react');
    expect(removed).toContain('DIV');
    expect(added).toContain('DIV');
  });

  it('hydrates a block region that comes into view where it is', async () => {
    container.innerHTML = pageServerHtml('moves');
    await act(async () => {
      hydrateServerHtml(container, <Page page="moves" />, 'preact');
    });
    const region = container.querySelector('[data-hydrate-on-view="moves-footer"]') as Element;
    const button = region.querySelector('button');
    const { removed, added } = await recording(async () => {
      FakeIntersectionObserver.latest?.scrollTo(region);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(hydrations).toEqual(['footer']);
    expect(region.hasAttribute(hydratedAttribute)).toBe(true);
    expect(removed).toEqual([]);
    expect(added).toEqual([]);
    expect(region.querySelector('button')).toBe(button);
  });
});
