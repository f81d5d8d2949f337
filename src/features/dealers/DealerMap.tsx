import React, { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { runtimeConfig } from '../../config/runtime';
import { ConsentGate } from '../consent';
import type { MapMarker } from './LeafletMap';

const loadLeafletMap = () => import('./LeafletMap');
const LeafletMap = lazy(loadLeafletMap);

/** Fetches the map's code ahead of the first search (our own chunk; no map host is called). */
export function preloadDealerMap(): void {
  void loadLeafletMap();
}

const Box = styled.div`
  height: 100%;
  min-height: 32rem;
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
`;

export interface DealerMapProps {
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect?: (id: string) => void;
  label: string;
}

/**
 * The dealer map behind the maps consent (C0001 and C0003): until then the consent gate's
 * notice with a button to the cookie settings; the list beside it works without the map.
 */
export function DealerMap(props: DealerMapProps) {
  return (
    <ConsentGate feature="maps">
      <Box>
        <Suspense fallback={null}>
          <LeafletMap source={runtimeConfig.dealers.map} {...props} />
        </Suspense>
      </Box>
    </ConsentGate>
  );
}
