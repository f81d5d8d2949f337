/** Default mega menus until the menu comes from content. */
export const bikeNavigation = [
  {
    label: 'bikes',
    links: [
      { label: 'eBikes', kind: 'listing' as const, slug: 'e-bikes' },
      { label: 'cityBikes', kind: 'listing' as const, slug: 'city-bikes' },
      { label: 'trekkingBikes', kind: 'listing' as const, slug: 'trekking-bikes' },
      { label: 'mountainBikes', kind: 'listing' as const, slug: 'mountain-bikes' },
      { label: 'kidsBikes', kind: 'listing' as const, slug: 'kids-bikes' },
    ],
  },
  {
    label: 'discover',
    links: [
      { label: 'productLines', kind: 'productLines' as const },
      { label: 'stories', kind: 'page' as const, slug: 'stories' },
      { label: 'campaigns', kind: 'page' as const, slug: 'campaigns' },
    ],
  },
  {
    label: 'service',
    links: [
      { label: 'storeLocator', kind: 'page' as const, slug: 'store-locator' },
      { label: 'contact', kind: 'page' as const, slug: 'contact' },
    ],
  },
];

export const partsNavigation = [
  {
    label: 'parts',
    links: [
      { label: 'parts', kind: 'listing' as const, slug: 'bike-parts' },
      { label: 'accessories', kind: 'listing' as const, slug: 'bike-accessories' },
    ],
  },
  {
    label: 'inspiration',
    links: [{ label: 'stories', kind: 'page' as const, slug: 'inspiration' }],
  },
  {
    label: 'service',
    links: [
      { label: 'storeLocator', kind: 'page' as const, slug: 'store-locator' },
      { label: 'contact', kind: 'page' as const, slug: 'contact' },
    ],
  },
];

export const bikeListingFilters = [
  'attrFrameShape',
  'attrFrameSize',
  'attrWheelSize',
  'attrMarketingColor',
  'attrFrameMaterial',
  'attrEngineDescription',
  'attrExactRange',
  'attrGears',
];

export const ascendingAttributes = ['attrFrameSize', 'attrWheelSize', 'attrSize'];
