// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React, { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { PageFrame, renderWithPage } from '../../testing/render';
import { MessageBanner } from './MessageBanner';

type Host = { dataLayer?: Record<string, unknown>[] };
const host = () => window as unknown as Host;
const errorEvents = () => (host().dataLayer ?? []).filter((entry) => entry.event === 'error_message_view');

afterEach(() => {
  cleanup();
  delete host().dataLayer;
});

describe('MessageBanner', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'alert'],
    ['fail', 'alert'],
  ] as const)('%s is a %s message', (variant, role) => {
    renderWithPage(<MessageBanner variant={variant} message="Something to say" title="Heading" />);
    const banner = screen.getByRole(role);
    expect(banner.textContent).toContain('Heading');
    expect(banner.textContent).toContain('Something to say');
  });

  it('reports a shown fail message once, prefixed "Error - "', () => {
    const { rerender } = renderWithPage(
      <StrictMode>
        <MessageBanner variant="fail" message="Your order could not be placed." />
      </StrictMode>,
    );
    expect(errorEvents()).toEqual([
      { event: 'error_message_view', type: 'error', description: 'Error - Your order could not be placed.' },
    ]);
    rerender(
      <StrictMode>
        <MessageBanner variant="fail" message="Your order could not be placed." />
      </StrictMode>,
    );
    expect(errorEvents()).toHaveLength(1);
    rerender(
      <StrictMode>
        <MessageBanner variant="fail" message="The payment could not be started." />
      </StrictMode>,
    );
    expect(errorEvents().map((entry) => entry.description)).toEqual([
      'Error - Your order could not be placed.',
      'Error - The payment could not be started.',
    ]);
  });

  it('does not report the other variants', () => {
    renderWithPage(
      <>
        <MessageBanner variant="success" message="a" />
        <MessageBanner variant="warning" message="b" />
        <MessageBanner variant="info" message="c" />
      </>,
    );
    expect(errorEvents()).toEqual([]);
  });

  it('animates over the theme message duration and not with reduced motion', () => {
    renderWithPage(<MessageBanner variant="info" message="x" />);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/animation:\s*\w+ 0\.3s cubic-bezier/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation:\s*none/);
  });

  it('renders on the server without touching analytics', () => {
    const html = renderToString(
      <PageFrame>
        <MessageBanner variant="fail" message="Server side" />
      </PageFrame>,
    );
    expect(html).toContain('role="alert"');
    expect(errorEvents()).toEqual([]);
  });
});
