/**
 * The Leaflet map itself: loaded as its own chunk by DealerMap, only on the locator and dealer
 * pages and only after consent, so Leaflet never enters another page's first-load JavaScript.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import React, { useEffect, useRef } from 'react';
import styled, { type DefaultTheme, useTheme } from 'styled-components';
import type { MapSource } from '../../config/runtime';

export interface MapMarker {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

export interface LeafletMapProps {
  source: MapSource;
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect?: (id: string) => void;
  label: string;
}

const Frame = styled.div`
  height: 100%;
  min-height: 32rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  .dealer-pin {
    display: grid;
    place-items: center;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.color.primary};
    border: 2px solid ${({ theme }) => theme.color.onPrimary};
    box-shadow: 0 1px 4px rgb(0 0 0 / 40%);
  }
  .dealer-pin.is-selected {
    background: ${({ theme }) => theme.color.accent};
  }
  /* The frame is Leaflet's container itself. */
  &.leaflet-container {
    font: inherit;
  }
  /* Leaflet's own attribution colours (#0078a8 on #333, no underline) fail link contrast. */
  .leaflet-control-attribution {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }
  .leaflet-control-attribution a {
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
  }
  .town {
    display: flex;
    align-items: center;
    gap: 0.4rem;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 1.2rem;
    line-height: 1;
    text-shadow:
      0 0 2px ${({ theme }) => theme.color.surfaceRaised},
      0 0 2px ${({ theme }) => theme.color.surfaceRaised};
  }
  .town::before {
    content: '';
    flex: none;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Below this zoom the outlines alone read well; town names would crowd them. */
const townsFromZoom = 7;

const pin = (selected: boolean) =>
  L.divIcon({
    className: '',
    html: `<span class="dealer-pin${selected ? ' is-selected' : ''}" style="width:${selected ? 30 : 24}px;height:${selected ? 30 : 24}px"></span>`,
    iconSize: selected ? [30, 30] : [24, 24],
    iconAnchor: selected ? [15, 30] : [12, 24],
  });

/** A town's dot and name; the name set as text, never as markup. */
function townIcon(name: string): L.DivIcon {
  const label = document.createElement('span');
  label.className = 'town';
  label.textContent = name;
  return L.divIcon({ className: '', html: label, iconSize: undefined, iconAnchor: [2.5, 6] });
}

/** Time one slice of outline drawing may take: well under the 50 ms of a long task. */
const sliceMs = 12;

/**
 * Country outlines of the offline map, asked for the box in view (as tiles would be) after each
 * move and drawn once per country. All of Europe's outlines are 29,000 points; projecting them
 * at once made the first search's longest task, and each later zoom reprojected them all. New
 * countries are added in short slices, so the results and pins stay responsive meanwhile.
 * `restyle` reads the theme's colours again (light and dark switch with the system setting).
 */
function outlineLayer(
  map: L.Map,
  url: string,
  theme: DefaultTheme,
  cancelled: () => boolean,
): { load: () => void; restyle: () => void } {
  // A canvas takes colour values, not the theme's CSS variables (with those it fills black).
  const colorOf = (value: string) => {
    const name = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return (name && getComputedStyle(map.getContainer()).getPropertyValue(name).trim()) || value;
  };
  const style = (): L.PathOptions => ({
    color: colorOf(theme.color.border),
    weight: 1,
    fillColor: colorOf(theme.color.surfaceRaised),
    fillOpacity: 1,
  });
  const land = L.geoJSON(undefined, { interactive: false, style: style() }).addTo(map);
  const drawn = new Set<string>();
  const pending: GeoJSON.Feature[] = [];
  let scheduled = false;
  const slice = () => {
    scheduled = false;
    if (cancelled()) return;
    const started = performance.now();
    while (pending.length > 0 && performance.now() - started < sliceMs) {
      const next = pending.shift();
      if (next) land.addData(next);
    }
    if (pending.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(slice, 0);
  };
  const load = () => {
    const box = map.getBounds().pad(0.5);
    const bbox = [box.getWest(), box.getSouth(), box.getEast(), box.getNorth()].map((value) => value.toFixed(2));
    void fetch(`${url}?bbox=${bbox.join(',')}`)
      .then((response) => response.json() as Promise<GeoJSON.FeatureCollection>)
      .then((outlines) => {
        for (const feature of outlines.features) {
          const name = String((feature.properties as { name?: unknown } | null)?.name ?? '');
          if (drawn.has(name)) continue;
          drawn.add(name);
          pending.push(feature);
        }
        schedule();
      })
      // Without outlines the markers and the list still work; the sea colour stays.
      .catch(() => undefined);
  };
  const restyle = () => {
    const next = style();
    land.options.style = next;
    land.setStyle(next);
  };
  return { load, restyle };
}

export default function LeafletMap({ source, markers, selectedId, onSelect, label }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const theme = useTheme();

  useEffect(() => {
    if (!element.current) return undefined;
    // Vectors (the country outlines) on one canvas instead of an SVG path per country:
    // redrawing Europe's outlines after each search was the longest task of a search.
    const created = L.map(element.current, { scrollWheelZoom: false, preferCanvas: true }).setView([50, 10], 4);
    created.getContainer().setAttribute('aria-label', label);
    created.getContainer().setAttribute('role', 'region');
    let cancelled = false;
    let restyle: (() => void) | null = null;
    if (source.kind === 'tiles') {
      L.tileLayer(source.url, { attribution: source.attribution, maxZoom: source.maxZoom }).addTo(created);
    } else {
      created.attributionControl.addAttribution(source.attribution);
      // Sea colour under the outlines, so the land reads as land.
      created.getContainer().style.background = `color-mix(in srgb, ${theme.color.info} 30%, ${theme.color.surface})`;
      const outlines = outlineLayer(created, source.url, theme, () => cancelled);
      created.on('moveend', outlines.load);
      restyle = outlines.restyle;
      // Town names lie under the dealer pins, never over them.
      created.createPane('towns').style.zIndex = '450';
      const towns = L.layerGroup().addTo(created);
      const townsUrl = source.townsUrl;
      let request = 0;
      const showTowns = () => {
        const zoom = created.getZoom();
        const current = ++request;
        if (zoom < townsFromZoom) {
          towns.clearLayers();
          return;
        }
        const box = created.getBounds().pad(0.2);
        const query = `bbox=${[box.getWest(), box.getSouth(), box.getEast(), box.getNorth()].map((value) => value.toFixed(3)).join(',')}&zoom=${zoom}`;
        void fetch(`${townsUrl}?${query}`)
          .then((response) => response.json() as Promise<GeoJSON.FeatureCollection<GeoJSON.Point, { name: string }>>)
          .then((found) => {
            if (cancelled || current !== request) return;
            towns.clearLayers();
            for (const town of found.features) {
              const [lng, lat] = town.geometry.coordinates as [number, number];
              L.marker([lat, lng], {
                icon: townIcon(town.properties.name),
                interactive: false,
                keyboard: false,
                pane: 'towns',
              }).addTo(towns);
            }
          })
          // Town names are decoration; the map works without them.
          .catch(() => undefined);
      };
      created.on('moveend', showTowns);
    }
    layer.current = L.layerGroup().addTo(created);
    map.current = created;
    const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (restyle) scheme?.addEventListener('change', restyle);
    return () => {
      if (restyle) scheme?.removeEventListener('change', restyle);
      cancelled = true;
      created.remove();
      map.current = null;
    };
  }, [source, label, theme]);

  useEffect(() => {
    const current = map.current;
    const group = layer.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const marker of markers) {
      L.marker([marker.lat, marker.lng], {
        icon: pin(marker.id === selectedId),
        title: marker.name,
        alt: marker.name,
        zIndexOffset: marker.id === selectedId ? 1000 : 0,
      })
        .on('click', () => onSelect?.(marker.id))
        .addTo(group);
    }
    const selected = markers.find((marker) => marker.id === selectedId);
    if (selected) {
      current.setView([selected.lat, selected.lng], Math.max(current.getZoom(), 12));
    } else if (markers.length > 0) {
      current.fitBounds(L.latLngBounds(markers.map((marker) => [marker.lat, marker.lng] as [number, number])), {
        padding: [32, 32],
        maxZoom: 13,
      });
    }
  }, [markers, selectedId, onSelect]);

  return <Frame ref={element} data-map-ready={markers.length} />;
}
