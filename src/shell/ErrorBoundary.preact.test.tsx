// @vitest-environment jsdom
/**
 * `ErrorBoundary` under the browser build's runtime, Preact's React layer, which calls
 * `componentDidCatch` before the state of `getDerivedStateFromError` applies.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function MissingCode(): React.ReactElement {
  const error = new Error('Loading chunk 4216 failed.');
  error.name = 'ChunkLoadError';
  throw error;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

async function mount(reload: () => void) {
  const container = document.createElement('main');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <ErrorBoundary resetKey="/gb/en/" fallback={<h1>Something went wrong</h1>} reloadOnMissingCode={reload}>
        <MissingCode />
      </ErrorBoundary>,
    );
  });
  return { container, unmount: () => act(() => root.unmount()) };
}

describe('ErrorBoundary under Preact', () => {
  it('loads the page again for missing code, showing nothing meanwhile; the next time, the fallback', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    const first = await mount(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.container.innerHTML).toBe('');
    expect(log).not.toHaveBeenCalled();
    first.unmount();

    const second = await mount(reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.container.textContent).toBe('Something went wrong');
    expect(log.mock.calls.some((call) => String(call[0]).includes('Unhandled render error'))).toBe(true);
  });
});
