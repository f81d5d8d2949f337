/** Reads the stored list and shows the panel once it has bikes (its code loads only then). */
import React, { lazy, Suspense } from 'react';
import { useCompareList } from './use-compare-list';

const ComparePanel = lazy(() => import('./ComparePanel'));

export default function ComparePanelLoader() {
  const items = useCompareList();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ComparePanel />
    </Suspense>
  );
}
