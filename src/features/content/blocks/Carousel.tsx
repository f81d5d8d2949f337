import React, { type FocusEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PrimaryButton } from '../../../components/ui/controls';
import type { CarouselBlock } from '../../../services/storyblok/model';
import { CarouselSlide } from './CarouselSlide';
import { editable } from './editable';
import { usePrefersReducedMotion } from './hooks';
import { Section, SectionHeader } from '../../../components/sections';
import { type BlockProps, present } from './block-layout';
import { fill } from '../../../lib/i18n/fill';
import { useBlockTexts } from './texts';

/** Time each slide stays when the carousel plays by itself. */
export const autoplayIntervalMs = 6000;
/** Horizontal travel of a touch that counts as a swipe. */
const swipeThresholdPx = 48;

const Controls = styled.div`
  display: flex;
  gap: 0.8rem;
  margin-left: auto;
`;

const ControlButton = styled(PrimaryButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 4.4rem;
  min-height: 4.4rem;
  padding: 0 1.2rem;
  svg {
    width: ${({ theme }) => theme.iconSize.md};
    height: ${({ theme }) => theme.iconSize.md};
    fill: currentColor;
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.card};
  /* Vertical scrolling stays the browser's; horizontal swipes are ours. */
  touch-action: pan-y;
`;

const Track = styled.ul<{ $index: number }>`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(${({ $index }) => `${$index * -100}%`});
  transition: transform ${({ theme }) => `${theme.motion.image} ${theme.easing.inOut}`};
  > li {
    flex: 0 0 100%;
    min-width: 0;
    /* Hidden slides leave the tab order and the accessibility tree, but only once they have
       slid out, so the outgoing slide stays visible during the motion. */
    transition: visibility 0s linear ${({ theme }) => theme.motion.image};
  }
  > li[aria-hidden='true'] {
    visibility: hidden;
  }
  > li:not([aria-hidden='true']) {
    transition-delay: 0s;
  }
`;

const SlideGroup = styled.div`
  height: 100%;
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 0.4rem;
  margin-top: 1.2rem;
`;

/* 44px target with a small visible dot inside. */
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 4.4rem;
  height: 4.4rem;
  padding: 0;
  background: none;
  border: 0;
  cursor: pointer;
  &::before {
    content: '';
    width: 1.2rem;
    height: 1.2rem;
    border: 2px solid ${({ theme }) => theme.color.text};
    border-radius: 50%;
    transition: background-color ${({ theme }) => `${theme.motion.menu} ${theme.easing.out}`};
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.color.text};
  }
`;

const iconPaths = {
  previous: 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6z',
  next: 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6z',
  pause: 'M7 5h3.5v14H7V5zm6.5 0H17v14h-3.5V5z',
  play: 'M8 5v14l11-7L8 5z',
} as const;

function ControlIcon({ name }: { name: keyof typeof iconPaths }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={iconPaths[name]} />
    </svg>
  );
}

/** The visitor's own choice wins over the block's autoplay setting and the motion preference. */
type PlayState = 'automatic' | 'playing' | 'paused';

/**
 * A carousel as the WAI-ARIA pattern describes it: a labelled region, slides in a list with
 * "n of m" names, previous / next buttons and a picker. It plays by itself only when the block
 * asks for it and the visitor has not asked for reduced motion, always with a pause button, and
 * it holds still while pointer or focus is inside. Slides not shown are hidden from assistive
 * technology and the tab order; a swipe moves on touch screens.
 */
export function Carousel({ blok, priority = false }: BlockProps<CarouselBlock>) {
  const texts = useBlockTexts();
  const titleId = useId();
  const slides = blok.slides ?? [];
  const total = slides.length;
  const [index, setIndex] = useState(0);
  const [playState, setPlayState] = useState<PlayState>('automatic');
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<number | null>(null);

  const canPlay = blok.autoplay && total > 1;
  const playing = canPlay && (playState === 'playing' || (playState === 'automatic' && !reducedMotion));
  const running = playing && !held.pointer && !held.focus;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % total), autoplayIntervalMs);
    return () => window.clearInterval(timer);
  }, [running, total]);

  if (total === 0) return null;

  const current = Math.min(index, total - 1);
  const show = (next: number) => setIndex(((next % total) + total) % total);
  const label = present(blok.title)
    ? undefined
    : (slides.find((slide) => present(slide.title))?.title ?? texts.carousel);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= swipeThresholdPx) show(current + (distance < 0 ? 1 : -1));
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null))
      setHeld((state) => ({ ...state, focus: false }));
  };

  return (
    <Section
      {...editable(blok)}
      aria-roledescription={texts.carousel}
      aria-labelledby={label === undefined ? titleId : undefined}
      aria-label={label}
      // A section is a region landmark only with a name; the role is explicit for the label case.
      role="region"
      onMouseEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
      onMouseLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={onBlur}
    >
      <SectionHeader>
        {present(blok.title) && <h2 id={titleId}>{blok.title}</h2>}
        {total > 1 && (
          <Controls>
            {canPlay && (
              <ControlButton
                type="button"
                aria-label={playing ? texts.pauseSlideshow : texts.playSlideshow}
                onClick={() => setPlayState(playing ? 'paused' : 'playing')}
              >
                <ControlIcon name={playing ? 'pause' : 'play'} />
              </ControlButton>
            )}
            <ControlButton type="button" aria-label={texts.previousSlide} onClick={() => show(current - 1)}>
              <ControlIcon name="previous" />
            </ControlButton>
            <ControlButton type="button" aria-label={texts.nextSlide} onClick={() => show(current + 1)}>
              <ControlIcon name="next" />
            </ControlButton>
          </Controls>
        )}
      </SectionHeader>
      <Viewport
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {/* Changes are announced politely unless the carousel moves by itself (APG). */}
        <Track $index={current} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, position) => (
            <li key={slide._uid} aria-hidden={position === current ? undefined : true}>
              <SlideGroup
                role="group"
                aria-roledescription={texts.slide}
                aria-label={fill(texts.slideOfTotal, { index: position + 1, total })}
              >
                <CarouselSlide
                  blok={slide}
                  priority={priority && position === 0}
                  headingLevel={present(blok.title) ? 3 : 2}
                />
              </SlideGroup>
            </li>
          ))}
        </Track>
      </Viewport>
      {total > 1 && (
        <Dots>
          {slides.map((slide, position) => (
            <Dot
              key={slide._uid}
              type="button"
              aria-label={fill(texts.showSlide, { index: position + 1 })}
              aria-current={position === current ? true : undefined}
              onClick={() => show(position)}
            />
          ))}
        </Dots>
      )}
    </Section>
  );
}
