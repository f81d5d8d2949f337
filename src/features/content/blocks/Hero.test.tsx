// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { Hero } from './Hero';
import { emptyAsset, emptyLink, hero, storyLink } from './test-factories';

// Gatsby's Link marked, so client-side links can be told from plain anchors.
vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to, 'data-client-link': '' }, children),
  };
});

afterEach(cleanup);

describe('Hero', () => {
  it('shows title, text, image and a call to action to the localised page', () => {
    renderWithPage(<Hero blok={hero({ link: storyLink('shop/gb/product-lines/motus') })} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ride further' })).toBeTruthy();
    expect(screen.getByText('E-bikes for every road.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A rider on a coastal road' })).toBeTruthy();
    const cta = screen.getByRole('link', { name: 'Discover the range' });
    expect(cta.getAttribute('href')).toBe('/gb/en/product-lines/motus/');
    expect(cta.hasAttribute('data-client-link')).toBe(true);
  });

  it('localises the link for the page locale of another brand', () => {
    renderWithPage(<Hero blok={hero({ link: storyLink('shop/nl/modellen') })} />, { brand: 'sparta', country: 'nl' });
    expect(screen.getByRole('link', { name: 'Discover the range' }).getAttribute('href')).toBe('/nl-nl/modellen/');
  });

  it('loads its image eagerly with high priority only when it is given priority', () => {
    const { unmount } = renderWithPage(<Hero blok={hero()} priority />);
    const eager = screen.getByRole('img');
    expect(eager.getAttribute('loading')).toBe('eager');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
    unmount();

    renderWithPage(<Hero blok={hero()} />);
    const lazy = screen.getByRole('img');
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.getAttribute('fetchpriority')).toBe('auto');
  });

  it('renders the title as the page heading when it owns the page title', () => {
    renderWithPage(<Hero blok={hero()} ownsPageTitle />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ride further' })).toBeTruthy();
  });

  it('leaves out an empty image and a link without destination', () => {
    const { container } = renderWithPage(<Hero blok={hero({ image: emptyAsset(), link: emptyLink() })} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ride further' })).toBeTruthy();
  });

  it('carries the visual editor attributes of draft content', () => {
    const marker = '<!--#storyblok#{"name": "hero", "space": "1", "uid": "hero-x", "id": "42"}-->';
    const { container } = renderWithPage(<Hero blok={{ ...hero({ _uid: 'hero-x' }), ...{ _editable: marker } }} />);
    const root = container.firstElementChild;
    expect(root?.getAttribute('data-blok-uid')).toBe('42-hero-x');
    expect(root?.getAttribute('data-blok-c')).toContain('"name":"hero"');
  });
});
