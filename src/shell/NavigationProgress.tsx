import React, { useEffect, useState, useSyncExternalStore } from 'react';
import styled, { keyframes } from 'styled-components';

/**
 * The notice of a slow navigation (spec sections 4 and 9: a 'delayed' event once a navigation
 * takes over 1000 ms). Gatsby calls onRouteUpdateDelayed then; gatsby-browser marks the document
 * (`<html data-navigation="delayed">`, for styles, tests and monitoring) until the route updates
 * or the browser loads the page in full. While marked, a thin bar runs along the top of the
 * window and a status region names the wait in the page language.
 */
const listeners = new Set<() => void>();

const isDelayed = () => document.documentElement.dataset.navigation === 'delayed';

export function setNavigationDelayed(delayed: boolean) {
  if (typeof document === 'undefined' || delayed === isDelayed()) return;
  if (delayed) document.documentElement.dataset.navigation = 'delayed';
  else delete document.documentElement.dataset.navigation;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const run = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Bar = styled.span`
  position: fixed;
  inset: 0 0 auto;
  z-index: 10000;
  height: 3px;
  overflow: hidden;
  pointer-events: none;
  &::before {
    content: '';
    display: block;
    width: 40%;
    height: 100%;
    background: var(--color-primary);
    animation: ${run} 1.2s ease-in-out infinite;
  }
`;

const Label = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * Rendered beside the page by gatsby-browser's wrapPageElement. Nothing in the server's HTML nor
 * at hydration; the (empty) status region is there from the first effect on, so assistive
 * technology announces the text when a wait begins.
 */
export function NavigationProgress({ label }: { label: string }) {
  const [mounted, setMounted] = useState(false);
  const delayed = useSyncExternalStore(subscribe, isDelayed, () => false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div role="status">
      {delayed && (
        <>
          <Bar aria-hidden="true" />
          <Label>{label}</Label>
        </>
      )}
    </div>
  );
}
