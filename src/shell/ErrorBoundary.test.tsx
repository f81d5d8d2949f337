// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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

afterEach(() => vi.restoreAllMocks());

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
});
