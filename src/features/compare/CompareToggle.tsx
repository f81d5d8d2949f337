/**
 * The compare toggle of a bike (listing tile, product page): adds it to or removes it from the
 * comparison; at four bikes it says so instead of adding. The list, its store and storage load
 * after the page has hydrated, so they are not part of a listing's or product page's first load.
 */
import React, { lazy, Suspense, useEffect, useState } from 'react';
import type { CompareItem } from '../../lib/compare';
import { ToggleControl, Wrapper } from './toggle-view';

const CompareToggleLive = lazy(() => import('./CompareToggleLive'));

export function CompareToggle({ item }: { item: CompareItem }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = (
    <Wrapper>
      <ToggleControl model={item.model} checked={false} />
    </Wrapper>
  );
  if (!mounted) return loading;
  return (
    <Suspense fallback={loading}>
      <CompareToggleLive item={item} />
    </Suspense>
  );
}
