// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const register = vi.fn();
vi.mock('./worker-client', () => ({ register, pageShown: vi.fn() }));

/** The document's `readyState`, which jsdom has as 'complete' once the test runs. */
function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** Lets the dynamic import of the worker client settle. */
const imported = () => vi.waitFor(() => expect(register).toHaveBeenCalledTimes(1), { timeout: 15_000 });

beforeEach(() => {
  register.mockClear();
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
});

afterEach(() => {
  setReadyState('complete');
  vi.unstubAllGlobals();
});

describe("the offline plugin's browser entry", () => {
  it('registers the worker once the page has loaded, not while the app starts', async () => {
    setReadyState('loading');
    const { onClientEntry } = await import('./gatsby-browser');
    onClientEntry();
    await vi.dynamicImportSettled();
    expect(register).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await imported();
  });

  it('registers at once when the app starts after the page has loaded', async () => {
    const { onClientEntry } = await import('./gatsby-browser');
    onClientEntry();
    await imported();
  });
});
