import { describe, expect, it } from 'vitest';
import { retryReason } from './build-retry';

const run = (status: number | null, stalled = false) => ({ status, stalled, processes: [] });
const lost = `error Failed to write page-data for ""/nl-nl/product-lines/ Couldn't find temp query result for "/nl-nl/product-lines/".`;

describe('retryReason', () => {
  it('retries a build that stalled', () => {
    expect(retryReason(run(null, true), '')).toMatch(/printed nothing/);
  });

  it('retries a build that failed on a lost query result', () => {
    expect(retryReason(run(1), `success run queries in workers\n${lost}\n  page-data.js:72`)).toMatch(
      /lost a page’s query result/,
    );
  });

  it('does not retry a build that failed for a reason of its own', () => {
    expect(retryReason(run(1), 'error Building static HTML failed for path "/gb/en/"')).toBeNull();
  });

  it('does not retry a build that succeeded, whatever it printed', () => {
    expect(retryReason(run(0), lost)).toBeNull();
  });
});
