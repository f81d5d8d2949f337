/** Where the comparison panel goes on every page: its code loads only once the list has bikes. */
import React, { lazy, Suspense } from 'react';
import { useCompareList } from './use-compare-list';

const ComparePanel = lazy(() => import('./ComparePanel'));

export function ComparePanelSlot() {
  const items = useCompareList();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ComparePanel />
    </Suspense>
  );
}
