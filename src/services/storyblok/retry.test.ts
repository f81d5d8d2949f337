import { describe, expect, it, vi } from 'vitest';
import { browserRetryPolicy, buildTimeRetryPolicy, withRetries } from './retry';

const answers = (...statuses: number[]) => {
  const fetchImpl = vi.fn<typeof fetch>();
  for (const status of statuses) fetchImpl.mockResolvedValueOnce(new Response('{}', { status }));
  return fetchImpl;
};

describe('content service retries', () => {
  it('retries 429 with growing delays (1 s, 2 s, 3 s) and warns each time', async () => {
    const sleeps: number[] = [];
    const warn = vi.fn();
    const fetchImpl = answers(429, 429, 429, 200);
    const wrapped = withRetries(fetchImpl, { ...browserRetryPolicy(warn), sleep: async (ms) => void sleeps.push(ms) });
    const response = await wrapped('https://api/v2/cdn/stories?token=secret');
    expect(response.status).toBe(200);
    expect(sleeps).toEqual([1000, 2000, 3000]);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]![0]).toContain('rate limited (429)');
    expect(warn.mock.calls[0]![0]).toContain('Many 429 retries can fail the build');
    expect(warn.mock.calls[0]![0]).not.toContain('secret');
  });

  it('gives up after the policy’s retries: 5 in the browser, 10 at build time', async () => {
    const sleep = async () => undefined;
    const browser = answers(...Array(7).fill(429));
    expect((await withRetries(browser, { ...browserRetryPolicy(() => {}), sleep })('u')).status).toBe(429);
    expect(browser).toHaveBeenCalledTimes(6);
    const build = answers(...Array(12).fill(429));
    const giveUp = (reason: string): never => {
      throw new Error(reason);
    };
    await expect(withRetries(build, { ...buildTimeRetryPolicy(() => {}), sleep, giveUp })('u')).rejects.toThrow(
      'Content service failed: GET u answered 429 after 11 attempts.',
    );
    expect(build).toHaveBeenCalledTimes(11);
  });

  it('retries 5xx at build time but returns it at once in the browser, with a warning either way', async () => {
    const sleep = async () => undefined;
    const warnBuild = vi.fn();
    const build = answers(503, 200);
    expect((await withRetries(build, { ...buildTimeRetryPolicy(warnBuild), sleep })('u')).status).toBe(200);
    expect(warnBuild.mock.calls[0]![0]).toContain('server error (503)');
    const warnBrowser = vi.fn();
    const browser = answers(503, 200);
    expect((await withRetries(browser, { ...browserRetryPolicy(warnBrowser), sleep })('u')).status).toBe(503);
    expect(browser).toHaveBeenCalledTimes(1);
    expect(warnBrowser).toHaveBeenCalledTimes(1);
  });

  it('returns other failures at once without a warning', async () => {
    const warn = vi.fn();
    const fetchImpl = answers(401);
    expect((await withRetries(fetchImpl, browserRetryPolicy(warn))('u')).status).toBe(401);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
