// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { useConsentStore } from '../../consent/consent-store';
import { installFakeSdk, removeFakeSdk } from '../../consent/fake-sdk';
import { video } from './test-factories';
import { Video, videoEmbedUrl } from './Video';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  useConsentStore.getState().reset();
  removeFakeSdk();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('videoEmbedUrl', () => {
  it('builds the privacy-enhanced player address of each provider', () => {
    expect(videoEmbedUrl('youtube', 'dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(videoEmbedUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
  });

  it('refuses unknown providers and ids that are not ids', () => {
    expect(videoEmbedUrl('dailymotion', 'x7tgad0')).toBeNull();
    expect(videoEmbedUrl('youtube', 'abc"><script>')).toBeNull();
    expect(videoEmbedUrl('vimeo', 'abc')).toBeNull();
  });
});

describe('Video', () => {
  it('shows the poster and the consent note, not the player, without consent', () => {
    installFakeSdk(',C0001,');
    renderWithPage(<Video blok={video()} />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('img', { name: 'A chain being oiled' })).toBeTruthy();
    expect(screen.queryByTitle('Chain care in two minutes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage cookie settings' })).toBeTruthy();
    expect(screen.getByText('Chain care in two minutes').tagName).toBe('FIGCAPTION');
  });

  it('loads the player once C0001 and C0003 are granted', () => {
    installFakeSdk(',C0001,C0003,');
    renderWithPage(<Video blok={video()} />);
    act(() => vi.advanceTimersByTime(0));
    const player = screen.getByTitle('Chain care in two minutes');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('loading')).toBe('lazy');
  });

  it('renders nothing for a malformed id', () => {
    const { container } = renderWithPage(<Video blok={video({ video_id: 'not an id' })} />);
    expect(container.innerHTML).toBe('');
  });
});
