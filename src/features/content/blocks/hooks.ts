import { useEffect, useState } from 'react';
import { isPreviewSearch } from '../../../lib/consent';

/**
 * Whether the page is shown in the content editor's preview (`?_storyblok` in the URL). False
 * on the server and in the first client render, so static HTML and hydration agree; the real
 * value arrives in the render after mount.
 */
export function usePreviewMode(): boolean {
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    setPreview(isPreviewSearch(window.location.search));
  }, []);
  return preview;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor asked for less motion. Assumed true until mounted (nothing moves by
 * itself before we know), then follows the media query as it changes.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setReduced(false);
      return undefined;
    }
    const query = window.matchMedia(reducedMotionQuery);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
