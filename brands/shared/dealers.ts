import type { BrandConfig } from '../../src/config/schema';

/**
 * The live dealer listing and map tiles of a brand: the partner's dealer API on the brand's
 * host, and raster tiles of a commercial provider (OpenStreetMap's own servers forbid this use).
 */
export function dealerSettings(host: string): BrandConfig['dealers'] {
  return {
    apiUrl: `https://${host}/api/v1`,
    tiles: {
      url: 'https://tiles.stadiamaps.com/tiles/alidade_smooth/{z}/{x}/{y}.png',
      attribution: '© Stadia Maps, © OpenMapTiles, © OpenStreetMap contributors',
      maxZoom: 18,
    },
  };
}
