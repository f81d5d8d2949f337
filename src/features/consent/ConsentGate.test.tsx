// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentGate } from './ConsentGate';
import { useConsentStore } from './consent-store';
import { messages } from '../../../brands/shared/messages';
import { PageFrame } from '../../testing/render';
import { installFakeSdk, removeFakeSdk } from './fake-sdk';

const en = messages.en!;

function Video() {
  return (
    <PageFrame>
      <ConsentGate feature="video" fallback={<img src="/poster.jpg" alt="Poster of the video" />}>
        <iframe title="The video" src="about:blank" />
      </ConsentGate>
    </PageFrame>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  useConsentStore.getState().reset();
  removeFakeSdk();
  vi.useRealTimers();
});

describe('ConsentGate', () => {
  it('shows the fallback until C0001 and C0003 are granted, then the content', () => {
    const sdk = installFakeSdk(',C0001,');
    render(<Video />);
    expect(screen.getByRole('img', { name: 'Poster of the video' })).toBeTruthy();
    expect(screen.getByText(en.consentRequired)).toBeTruthy();
    expect(screen.queryByTitle('The video')).toBeNull();

    const button = screen.getByRole('button', { name: en.consentManageSettings });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(sdk.api.ToggleInfoDisplay).toHaveBeenCalledTimes(1);

    act(() => sdk.choose(',C0001,C0003,'));
    expect(screen.getByTitle('The video')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Poster of the video' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    act(() => sdk.choose(',C0001,'));
    expect(screen.queryByTitle('The video')).toBeNull();
    expect(screen.getByRole('button', { name: en.consentManageSettings })).toBeTruthy();
  });

  it('waits for the SDK with the settings button disabled, then enables it', () => {
    render(<Video />);
    const button = screen.getByRole('button', { name: en.consentManageSettings }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    installFakeSdk(',C0001,');
    act(() => vi.advanceTimersByTime(100));
    expect(button.disabled).toBe(false);
  });

  it('explains that the content needs cookies when the SDK never comes', () => {
    render(<Video />);
    act(() => vi.advanceTimersByTime(1000));
    expect(useConsentStore.getState().status).toBe('unavailable');
    expect(screen.getByText(en.consentUnavailable)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Poster of the video' })).toBeTruthy();
  });

  it('lets the captcha through only with C0001 and the banner closed', () => {
    const sdk = installFakeSdk(',C0001,', false);
    render(
      <PageFrame>
        <ConsentGate feature="captcha">
          <p>Captcha</p>
        </ConsentGate>
      </PageFrame>,
    );
    expect(screen.queryByText('Captcha')).toBeNull();
    act(() => sdk.choose(',C0001,'));
    expect(screen.getByText('Captcha')).toBeTruthy();
  });

  it('speaks the page language', () => {
    installFakeSdk(',C0001,');
    render(
      <PageFrame language="de">
        <ConsentGate feature="maps">
          <p>Map</p>
        </ConsentGate>
      </PageFrame>,
    );
    expect(screen.getByRole('button', { name: 'Cookie-Einstellungen verwalten' })).toBeTruthy();
  });

  it('keeps focus in the gate when the focused settings button gives way to the content', () => {
    const sdk = installFakeSdk(',C0001,');
    render(<Video />);
    const button = screen.getByRole('button', { name: en.consentManageSettings });
    button.focus();
    act(() => sdk.choose(',C0001,C0003,'));
    expect(screen.getByTitle('The video')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTitle('The video').parentElement);
  });

  it('renders the fallback on the server and hydrates without a mismatch though consent is known', async () => {
    const html = renderToString(<Video />);
    expect(html).toContain('Poster of the video');
    expect(html).not.toContain('The video"');
    expect(useConsentStore.getState().status).toBe('absent');

    // The SDK is already there and consented before React hydrates.
    installFakeSdk(',C0001,C0003,', true);
    useConsentStore.getState().startPolling();
    expect(useConsentStore.getState().status).toBe('present');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Video />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('iframe[title="The video"]')).not.toBeNull();
    act(() => root?.unmount());
    container.remove();
    errors.mockRestore();
  });
});
