/** The page renderer: no NUL bytes where React 18's streaming renderer leaves them. */
import { Writable } from 'node:stream';
import { createElement, Fragment, type ReactElement, Suspense } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderHtml, withoutUnwrittenTail } from './render-html';

/** Gatsby's own way (cache-dir/server-utils/writable-as-promise.js): each chunk decoded alone. */
function renderAsGatsbyDoes(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        output += chunk.toString();
        next();
      },
      final(done) {
        resolve(output);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/**
 * Pages whose en dash falls at every byte offset around the end of the renderer's 2,048-byte
 * buffer: short text chunks (long ones bypass the buffer) fill it up to the dash.
 */
function pages(): ReactElement[] {
  return Array.from({ length: 64 }, (_, shift) =>
    createElement(
      Suspense,
      { fallback: null },
      createElement(
        Fragment,
        null,
        createElement('p', null, 'x'.repeat(shift)),
        Array.from({ length: 200 }, (_, index) => createElement('i', { key: index }, 'abc')),
        createElement('span', null, 'Ireland – English'),
      ),
    ),
  );
}

describe('renderHtml', () => {
  it('shows the defect it works around: Gatsby’s way leaves NUL bytes beside a multi-byte character', async () => {
    const outputs = await Promise.all(pages().map(renderAsGatsbyDoes));
    expect(outputs.some((html) => html.includes('\0'))).toBe(true);
  });

  it('renders the same HTML as renderToString, with no NUL byte, wherever the character falls', async () => {
    for (const page of pages()) {
      const html = await renderHtml(page);
      expect(html).not.toContain('\0');
      expect(html).toBe(renderToString(page));
    }
  });

  it('rejects when rendering throws', async () => {
    function Broken(): ReactElement {
      throw new Error('broken block');
    }
    await expect(renderHtml(createElement(Broken))).rejects.toThrow('broken block');
  });

  it('keeps a chunk without unwritten tail as it is', () => {
    const chunk = Buffer.from('abc');
    expect(withoutUnwrittenTail(chunk)).toBe(chunk);
    expect(withoutUnwrittenTail(Buffer.from([0x61, 0, 0])).toString()).toBe('a');
  });
});
