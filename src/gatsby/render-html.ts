/**
 * The server renderer of every page (gatsby-ssr `replaceRenderer`): React's streaming renderer,
 * as Gatsby uses it, with the stream's chunks freed of React 18's NUL bytes.
 *
 * React 18.3 encodes HTML into a reused 2,048-byte buffer with `TextEncoder.encodeInto`; when a
 * multi-byte character (an en dash, an accented letter) would straddle the buffer's end, the
 * encoder stops before it, and React flushes the whole buffer anyway, unwritten tail bytes
 * (zeros) included (facebook/react#26228, fixed only in React 19). Gatsby decodes each chunk
 * as it comes, so up to three NUL characters land in the page. A chunk's trailing zeros are
 * exactly that unwritten tail: React never writes a NUL of its own at a chunk's end.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** Drops the zero bytes React's buffer left unwritten at the end of a chunk. */
export function withoutUnwrittenTail(chunk: Buffer): Buffer {
  let end = chunk.length;
  while (end > 0 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

/** Renders an element to HTML once everything (Suspense included) is ready, as Gatsby does. */
export function renderHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(withoutUnwrittenTail(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        pipe(sink);
      },
      onError(error) {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
