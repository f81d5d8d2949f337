/** The content part of the mega menu; the catalogue part comes from the category tree. */
export const bikeNavigation = [
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
