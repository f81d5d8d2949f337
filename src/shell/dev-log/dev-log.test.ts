// @vitest-environment jsdom
/**
 * startDevLogger as gatsby-browser starts it. The logger renders in its own React root, not
 * through Testing Library's render, so these tests wait for what is shown (findBy*) rather than
 * wrapping updates in act.
 */
import { fireEvent, screen, within } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startDevLogger } from './index';

let stop: (() => void) | undefined;
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

async function start(environment: string) {
  vi.stubEnv('NODE_ENV', environment);
  stop = await startDevLogger(window);
}

const region = () => screen.findByRole('region', { name: 'Development log' });

describe('startDevLogger in development', () => {
  it('shows a console warning as a toast and still writes it to the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start('development');
    console.warn('Unknown rich-text node', { type: 'blink' });
    const toast = within(await region()).getByRole('listitem');
    expect(toast.textContent).toContain('Warning');
    expect(toast.textContent).toContain('Unknown rich-text node {\n  "type": "blink"\n}');
    expect(warn).toHaveBeenCalledWith('Unknown rich-text node', { type: 'blink' });
    expect(document.body.lastElementChild?.hasAttribute('data-dev-log')).toBe(true);
  });

  it('keeps messages logged while the toast UI loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('NODE_ENV', 'development');
    const starting = startDevLogger(window);
    console.error('We couldn\'t load "/page-data/sq/d/123.json"');
    stop = await starting;
    expect(within(await region()).getByText('We couldn\'t load "/page-data/sq/d/123.json"')).toBeTruthy();
  });

  it('gives an error over 250 characters a rich toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start('development');
    const error = new Error('content could not be rendered');
    error.stack = [
      `Error: ${error.message}`,
      ...Array.from({ length: 8 }, (_, i) => `    at Part${i} (app.js:${i}:1)`),
    ].join('\n');
    console.error('Unhandled render error', error);
    const toast = within(await region()).getByRole('listitem');
    expect(within(toast).getByText('Unhandled render error Error: content could not be rendered').tagName).toBe(
      'STRONG',
    );
    expect(toast.querySelector('details pre')?.textContent).toContain('at Part7 (app.js:7:1)');
  });

  it('copies the full message to the clipboard and confirms it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start('development');
    const long = `page resources for /gb/en/bikes/ not found. Not rendering React ${'z'.repeat(260)}`;
    console.warn(long);
    fireEvent.click(within(await region()).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(long);
  });

  it('falls back to the text selected for copying by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start('development');
    console.warn('not a valid app-data response');
    fireEvent.click(within(await region()).getByRole('button', { name: 'Copy' }));
    const area = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message text' });
    expect(area.value).toBe('not a valid app-data response');
  });

  it('starts once per window, and stopping restores the console and removes the toasts', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start('development');
    expect(await startDevLogger(window)).toBe(stop);
    expect(console.warn).not.toBe(warn);
    console.warn('before stop');
    await region();
    stop!();
    stop = undefined;
    expect(console.warn).toBe(warn);
    expect(document.querySelector('[data-dev-log]')).toBeNull();
  });
});

describe('startDevLogger outside development', () => {
  it.each(['production', 'test'])('does nothing when NODE_ENV is %s', async (environment) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start(environment);
    expect(console.warn).toBe(warn);
    expect(console.error).toBe(error);
    console.warn('page resources for /gb/en/ not found. Not rendering React');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-dev-log]')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Development log' })).toBeNull();
    stop!();
  });
});
