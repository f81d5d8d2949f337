import { thirdPartyUrl } from './build-env';
import { expect, open, test } from './support/fixtures';

declare global {
  interface Window {
    __SENTRY__?: unknown;
  }
}

interface ReceivedEnvelopes {
  envelopes: { items: unknown[] }[];
}

test.describe('error reporting only where a country configures a DSN', () => {
  test('the Dutch pages (DSN configured) report an uncaught error to the ingest', async ({ page, request }) => {
    await request.delete(`${thirdPartyUrl}/__emulator/sentry`);
    await open(page, '/nl-nl/');
    await page.waitForFunction(() => window.__SENTRY__ !== undefined);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e probe: uncaught error');
      });
    });
    await expect
      .poll(async () => {
        const received = (await (await request.get(`${thirdPartyUrl}/__emulator/sentry`)).json()) as ReceivedEnvelopes;
        return JSON.stringify(received.envelopes);
      })
      .toContain('e2e probe: uncaught error');
  });

  test('the Danish pages (no DSN) load nothing of the SDK', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('error-reporting')) chunks.push(request.url());
    });
    await open(page, '/dk-da/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    expect(chunks).toEqual([]);
    expect(await page.evaluate(() => window.__SENTRY__)).toBeUndefined();
  });
});
