/**
 * Where the comparison panel goes on every page. The stored list, its store and the panel load
 * after the page has hydrated, so no page carries them in its first load.
 */
import React, { lazy, Suspense, useEffect, useState } from 'react';

const ComparePanelLoader = lazy(() => import('./ComparePanelLoader'));

export function ComparePanelSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ComparePanelLoader />
    </Suspense>
  );
}
