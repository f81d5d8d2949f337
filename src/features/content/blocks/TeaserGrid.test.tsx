// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { TeaserGrid } from './TeaserGrid';
import {
  campaign,
  categoryPage,
  productLine,
  publication,
  relatedStory,
  storyLink,
  teaserGrid,
} from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to, 'data-client-link': '' }, children),
  };
});

afterEach(cleanup);

describe('TeaserGrid', () => {
  it('links a card to each resolved story in the page locale and skips unresolved relations', () => {
    renderWithPage(
      <TeaserGrid
        blok={teaserGrid({
          items: [
            relatedStory(publication({ title: 'Chain care', intro: 'Clean and oil your chain.' }), {
              full_slug: 'shop/gb/stories/chain-care',
            }),
            'uuid-not-resolved',
            relatedStory(campaign({ title: 'Test ride weeks' }), { full_slug: 'shop/gb/campaigns/test-ride-weeks' }),
            relatedStory(productLine({ name: 'Motus', subtitle: 'The all-rounder' }), {
              full_slug: 'shop/gb/product-lines/motus',
            }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Latest stories' })).toBeTruthy();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Chain care', '/gb/en/stories/chain-care/'],
      ['Test ride weeks', '/gb/en/campaigns/test-ride-weeks/'],
      ['Motus', '/gb/en/product-lines/motus/'],
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Chain care' })).toBeTruthy();
    expect(screen.getByText('Clean and oil your chain.')).toBeTruthy();
    expect(screen.getByText('The all-rounder')).toBeTruthy();
  });

  it('localises a story fetched in another language and a marketing-site story', () => {
    renderWithPage(
      <TeaserGrid
        blok={teaserGrid({
          items: [
            relatedStory(publication({ title: 'Kettenpflege' }), { full_slug: 'de/shop/de/stories/kettenpflege' }),
            relatedStory(categoryPage({ title: 'Bremsen' }), {
              full_slug: 'marketing/de-de/fahrradteile/fahrradbremsen',
            }),
          ],
        })}
      />,
      { brand: 'ghost', country: 'de', language: 'de' },
    );
    expect(screen.getByRole('link', { name: 'Kettenpflege' }).getAttribute('href')).toBe(
      '/de-de/stories/kettenpflege/',
    );
    expect(screen.getByRole('link', { name: 'Bremsen' }).getAttribute('href')).toBe(
      '/de-de/fahrradteile/fahrradbremsen/',
    );
  });

  it('adds the "see all" link of the block', () => {
    renderWithPage(
      <TeaserGrid
        blok={teaserGrid({
          items: [relatedStory(publication(), { full_slug: 'shop/gb/stories/a' })],
          link: storyLink('shop/gb/stories'),
          link_label: 'All stories',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: 'All stories' }).getAttribute('href')).toBe('/gb/en/stories/');
  });

  it('renders nothing when no relation is resolved', () => {
    const { container } = renderWithPage(<TeaserGrid blok={teaserGrid({ items: ['uuid-1'] })} />);
    expect(container.innerHTML).toBe('');
  });
});
