/**
 * The compare toggle of a bike (listing tile, product page): adds it to or removes it from the
 * comparison; at four bikes it says so instead of adding. Its live version, with the list, its
 * store and storage, loads where the visitor keeps a list or a bike was added on the page
 * (`kept-list.ts`), or when the visitor ticks this box, which it then adds (issue 20: most
 * visitors never compare, and a listing loaded the list for every view). Until mounted the box is
 * disabled, as the static HTML has it.
 */
import React, { lazy, Suspense, useEffect, useState } from 'react';
import type { CompareItem } from '../../lib/compare';
import { useKeptList } from './kept-list';
import { ToggleControl, Wrapper } from './toggle-view';

const CompareToggleLive = lazy(() => import('./CompareToggleLive'));

export function CompareToggle({ item }: { item: CompareItem }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const kept = useKeptList();
  const [ticked, setTicked] = useState(false);
  if (!mounted || !(kept || ticked)) {
    return (
      <Wrapper>
        <ToggleControl model={item.model} checked={false} onChange={mounted ? () => setTicked(true) : undefined} />
      </Wrapper>
    );
  }
  // While the live toggle loads, the box shows the visitor's tick, not yet usable again.
  const loading = (
    <Wrapper>
      <ToggleControl model={item.model} checked={ticked} />
    </Wrapper>
  );
  return (
    <Suspense fallback={loading}>
      <CompareToggleLive item={item} addOnMount={ticked} />
    </Suspense>
  );
}
