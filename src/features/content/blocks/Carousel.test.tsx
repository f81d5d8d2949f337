// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import React, { type AnchorHTMLAttributes, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../../testing/render';
import { Carousel, autoplayIntervalMs } from './Carousel';
import { carousel, carouselSlide, storyLink } from './test-factories';

vi.mock('gatsby', async () => {
  const { createElement } = await import('react');
  return {
    Link: ({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) =>
      createElement('a', { ...rest, href: to }, children),
  };
});

/** A `matchMedia` answering the reduced-motion query (jsdom has none). */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The slide shown: the one group screen readers can reach. */
const shownSlide = () => screen.getByRole('group');

describe('Carousel', () => {
  it('is a labelled region with its slides in a list and named controls', () => {
    renderWithPage(<Carousel blok={carousel()} />);
    const region = screen.getByRole('region', { name: 'Our product lines' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(region).getByRole('list', { hidden: true }).children).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Show slide \d$/ })).toHaveLength(3);
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(shownSlide().getAttribute('aria-roledescription')).toBe('slide');
    expect(within(shownSlide()).getByRole('heading', { level: 3, name: 'City' })).toBeTruthy();
  });

  it('moves with the next and previous buttons, wrapping at both ends', () => {
    renderWithPage(<Carousel blok={carousel()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
    expect(within(shownSlide()).getByRole('heading', { name: 'Trekking' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'City' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('3 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
  });

  it('jumps to a slide from the picker and marks the current one', () => {
    renderWithPage(<Carousel blok={carousel()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(shownSlide().getAttribute('aria-label')).toBe('3 of 3');
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show slide 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('moves on a horizontal swipe', () => {
    // jsdom has no PointerEvent; a MouseEvent with a pointer type is what the handlers read.
    class TestPointerEvent extends MouseEvent {
      pointerType: string;
      constructor(type: string, init: MouseEventInit & { pointerType?: string } = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    vi.stubGlobal('PointerEvent', TestPointerEvent);
    renderWithPage(<Carousel blok={carousel()} />);
    const viewport = screen.getByRole('list', { hidden: true }).parentElement!;
    fireEvent.pointerDown(viewport, { pointerType: 'touch', clientX: 300 });
    fireEvent.pointerUp(viewport, { pointerType: 'touch', clientX: 100 });
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
    // A mouse drag selects text; it is not a swipe.
    fireEvent.pointerDown(viewport, { pointerType: 'mouse', clientX: 300 });
    fireEvent.pointerUp(viewport, { pointerType: 'mouse', clientX: 100 });
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('announces slide changes politely while it does not move by itself', () => {
    renderWithPage(<Carousel blok={carousel()} />);
    expect(screen.getByRole('list', { hidden: true }).getAttribute('aria-live')).toBe('polite');
  });

  it('plays by itself when asked, with a pause button, and stops when paused', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderWithPage(<Carousel blok={carousel({ autoplay: true })} />);
    expect(screen.getByRole('list', { hidden: true }).getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(autoplayIntervalMs));
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(autoplayIntervalMs * 2));
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderWithPage(<Carousel blok={carousel({ autoplay: true })} />);
    fireEvent.mouseEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(autoplayIntervalMs * 2));
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
    fireEvent.mouseLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(autoplayIntervalMs));
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('does not start by itself for visitors who prefer reduced motion, but can be played', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    renderWithPage(<Carousel blok={carousel({ autoplay: true })} />);
    act(() => vi.advanceTimersByTime(autoplayIntervalMs * 2));
    expect(shownSlide().getAttribute('aria-label')).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(autoplayIntervalMs));
    expect(shownSlide().getAttribute('aria-label')).toBe('2 of 3');
  });

  it('offers no play control when autoplay is off, and no controls for a single slide', () => {
    const { unmount } = renderWithPage(<Carousel blok={carousel()} />);
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull();
    unmount();
    renderWithPage(<Carousel blok={carousel({ slides: [carouselSlide({ title: 'Only' })] })} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the first slide image priority when the carousel has it', () => {
    const { container } = renderWithPage(<Carousel blok={carousel()} priority />);
    const images = container.querySelectorAll('img');
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
  });

  it('links a slide call to action and names the region after a slide when it has no title', () => {
    renderWithPage(
      <Carousel
        blok={carousel({
          title: '',
          slides: [carouselSlide({ title: 'Winter', link: storyLink('shop/gb/winter'), link_label: 'Shop winter' })],
        })}
      />,
    );
    expect(screen.getByRole('region', { name: 'Winter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Winter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop winter' }).getAttribute('href')).toBe('/gb/en/winter/');
  });

  it('renders nothing without slides', () => {
    const { container } = renderWithPage(<Carousel blok={carousel({ slides: [] })} />);
    expect(container.innerHTML).toBe('');
  });
});
