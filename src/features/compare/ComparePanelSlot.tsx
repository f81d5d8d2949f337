/**
 * Where the comparison panel goes on every page. The stored list, its store and the panel load
 * after the page has hydrated, and only where the visitor keeps a list or adds a bike on the page
 * (`kept-list.ts`), so no page carries them in its first load and most page views never load them.
 */
import React, { lazy, Suspense, useEffect, useState } from 'react';
import { useKeptList } from './kept-list';

const ComparePanelLoader = lazy(() => import('./ComparePanelLoader'));

export function ComparePanelSlot() {
  // Mounted first: the static HTML has no panel, and hydration must render what it has.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const kept = useKeptList();
  if (!mounted || !kept) return null;
  return (
    <Suspense fallback={null}>
      <ComparePanelLoader />
    </Suspense>
  );
}
