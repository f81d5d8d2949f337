// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../brands/shared/messages';
import { renderWithPage } from '../testing/render';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';

function Broken(): React.ReactElement {
  throw new Error('content could not be rendered');
}

const fallback = <ErrorPage title={messages.en!.serverErrorTitle} text={messages.en!.serverErrorText} />;

/** What webpack throws for a chunk whose script did not load. */
function MissingCode(): React.ReactElement {
  const error = new Error('Loading chunk 4216 failed.\n(error: http://localhost:3000/4216-6d474606b549934c137a.js)');
  error.name = 'ChunkLoadError';
  throw error;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ErrorBoundary', () => {
  it('shows the error-content document when a page fails to render, and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithPage(
      <ErrorBoundary resetKey="/gb/en/" fallback={fallback}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: messages.en!.serverErrorTitle })).toBeTruthy();
    expect(log.mock.calls.some((call) => String(call[0]).includes('Unhandled render error'))).toBe(true);
  });

  it('tries again on the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderWithPage(
      <ErrorBoundary resetKey="/gb/en/" fallback={fallback}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/gb/en/stories/" fallback={fallback}>
        <p>Stories</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Stories')).toBeTruthy();
  });

  it('loads the page again when code it loads on demand did not arrive, once per address', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/gb/en/?sort=p');
    const reload = vi.fn();
    const page = () => (
      <ErrorBoundary resetKey="/gb/en/" fallback={fallback} reloadOnMissingCode={reload}>
        <MissingCode />
      </ErrorBoundary>
    );
    const first = renderWithPage(page());
    expect(reload).toHaveBeenCalledTimes(1);
    // No error message while the page loads again, and nothing reported.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(log.mock.calls.some((call) => String(call[0]).includes('Unhandled render error'))).toBe(false);
    first.unmount();

    // Loaded again, and the code still does not come: the error-content document, not a loop.
    renderWithPage(page());
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: messages.en!.serverErrorTitle })).toBeTruthy();
    expect(log.mock.calls.some((call) => String(call[0]).includes('Unhandled render error'))).toBe(true);
  });

  it('loads another address again for its own missing code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    for (const path of ['/gb/en/', '/gb/en/stories/']) {
      window.history.replaceState(null, '', path);
      renderWithPage(
        <ErrorBoundary resetKey={path} fallback={fallback} reloadOnMissingCode={reload}>
          <MissingCode />
        </ErrorBoundary>,
      ).unmount();
    }
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback for missing code while the browser is offline', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    renderWithPage(
      <ErrorBoundary resetKey="/gb/en/" fallback={fallback} reloadOnMissingCode={reload}>
        <MissingCode />
      </ErrorBoundary>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: messages.en!.serverErrorTitle })).toBeTruthy();
  });

  it('shows the fallback for missing code where no reload is given (an extra), and for other errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    renderWithPage(
      <>
        <ErrorBoundary resetKey="/gb/en/" fallback={<p>No panel</p>}>
          <MissingCode />
        </ErrorBoundary>
        <ErrorBoundary resetKey="/gb/en/" fallback={fallback} reloadOnMissingCode={reload}>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByText('No panel')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: messages.en!.serverErrorTitle })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });
});
