/**
 * Data factories of the catalogue's component tests, typed by the product library: cards,
 * details with a configurator (colour x frame shape x size), categories and brand settings,
 * each with overrides.
 */
import type {
  AttributeGroup,
  DetailVariant,
  ImageSource,
  ProductAttribute,
  ProductCard,
  ProductDetail,
  ProductImage,
  Thumbnail,
} from '../../lib/product';
import type { CategoryView } from './page-data';
import type { CatalogSettings } from './settings';

export function thumbnails(mediaId: string, widths: readonly number[] = [400, 800, 1920]): Thumbnail[] {
  return widths.map((width) => ({
    id: `${mediaId}-${width}`,
    url: `https://cdn.test/${mediaId}/${width}.jpg`,
    width,
    height: Math.round((width * 2) / 3),
  }));
}

export function productImage(mediaId: string, position = 0, alt = `Photo ${mediaId}`): ProductImage {
  return {
    id: `pm-${mediaId}`,
    position,
    mediaId,
    alt,
    url: `https://cdn.test/${mediaId}/2400.jpg`,
    thumbnails: thumbnails(mediaId),
    metadata: { width: 2400, height: 1600 },
  };
}

export function imageSource(mediaId: string, alt = `Image ${mediaId}`): ImageSource {
  return {
    id: mediaId,
    url: `https://cdn.test/${mediaId}/2400.jpg`,
    alt,
    width: 2400,
    height: 1600,
    thumbnails: thumbnails(mediaId),
  };
}

export function productCard(overrides: Partial<ProductCard> & Pick<ProductCard, 'id'>): ProductCard {
  return {
    sku: overrides.id.toUpperCase(),
    name: `Bike ${overrides.id}`,
    brand: 'Brand',
    subtitle: null,
    url: `/gb/en/p/${overrides.id}/`,
    price: { amount: 1000, currency: 'EUR' },
    listPrice: null,
    taxPrice: null,
    regulationPrice: null,
    priceRange: false,
    image: {
      url: `https://cdn.test/${overrides.id}/400.jpg`,
      alt: `Photo of ${overrides.id}`,
      width: 400,
      height: 267,
      thumbnails: thumbnails(overrides.id, [320, 400]),
    },
    badges: [],
    labels: [],
    colors: [],
    stockStatus: 'inStock',
    createdAt: '2025-01-01T00:00:00.000Z',
    sales: 0,
    facets: {},
    ...overrides,
  };
}

export function option(
  group: { code: string; key: ProductAttribute['key']; label: string; position?: number },
  name: string,
  overrides: Partial<ProductAttribute> = {},
): ProductAttribute {
  const code = overrides.code ?? name.toUpperCase().replace(/\s+/g, '-');
  return {
    id: `option-${group.code}-${code}`,
    name,
    code,
    group: group.code,
    groupId: `group-${group.code}`,
    key: group.key,
    label: group.label,
    position: 1,
    groupPosition: group.position ?? 1,
    displayType: 'text',
    colorHexCode: null,
    filterable: true,
    ...overrides,
  };
}

export function attributeGroup(options: readonly ProductAttribute[]): AttributeGroup {
  const first = options[0];
  if (!first) throw new Error('A group needs options.');
  return {
    id: first.groupId,
    name: first.group,
    key: first.key,
    label: first.label,
    displayType: first.displayType,
    filterable: first.filterable,
    position: first.groupPosition,
    options: [...options],
  };
}

export function detailVariant(overrides: Partial<DetailVariant> & Pick<DetailVariant, 'id'>): DetailVariant {
  return {
    sku: overrides.id.toUpperCase(),
    ean: null,
    url: null,
    inactive: false,
    stockStatus: 'inStock',
    optionIds: [],
    color: null,
    colorCode: null,
    shape: null,
    size: null,
    mediaIds: [],
    price: { amount: 2999, currency: 'EUR' },
    listPrice: null,
    taxPrice: null,
    regulationPrice: null,
    priceRange: false,
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'motus',
    sku: 'MOTUS',
    ean: null,
    name: 'Motus Tour',
    brand: 'Raleigh',
    subtitle: 'Electric trekking bike',
    metaTitle: null,
    metaDescription: null,
    metaKeywords: null,
    url: '/gb/en/p/motus-tour/',
    price: { amount: 2999, currency: 'EUR' },
    listPrice: null,
    taxPrice: null,
    regulationPrice: null,
    priceRange: false,
    img: null,
    imgThumbnails: [],
    imgAlt: '',
    images: [],
    downloads: [],
    customFields: {
      description: '<p>Made for long tours.</p>',
      keyFeatures: [],
      subtitle: null,
      heroMediaId: null,
      hero: null,
      heroAlt: null,
      heroThumbnails: [],
      geometryMediaId: null,
      geometry: null,
      geometryAlt: null,
      geometryData: null,
      modelLogoMediaId: null,
      modelLogo: null,
      bikeLogoMediaId: null,
      bikeLogo: null,
      halfords: false,
      parentModelName: null,
      modelSlug: null,
      requiredBattery: [],
      optionalBattery: [],
      colorGroup: null,
      modelYear: null,
    },
    legalNotes: [],
    breadcrumb: [],
    stockStatus: 'inStock',
    inactive: false,
    attributeGroups: [],
    technicalSpecification: [],
    variantGroups: [],
    variants: [],
    defaultVariantId: null,
    color: null,
    secondaryColor: null,
    shape: null,
    badges: [],
    labels: [],
    batteries: [],
    ...overrides,
  };
}

export const colourGroup = { code: 'COLORCOM', key: 'attrMarketingColor', label: 'Colour', position: 1 } as const;
export const shapeGroup = { code: 'UB-FRAMEKI', key: 'attrFrameShape', label: 'Frame shape', position: 2 } as const;
export const sizeGroup = { code: 'HEIGHTS', key: 'attrFrameSize', label: 'Frame size', position: 3 } as const;

export const black = option(colourGroup, 'Matt black', { code: 'BLACK-MATT', colorHexCode: '#111111', position: 1 });
export const blue = option(colourGroup, 'Deep blue', { code: 'DEEP-BLUE', colorHexCode: '#123456', position: 2 });
export const diamond = option(shapeGroup, 'Diamond', { code: 'DIAMOND', position: 1 });
export const lowStep = option(shapeGroup, 'Low step', { code: 'LOW-STEP', position: 2 });
// Positions out of size order: the selector must still show S, M, L.
export const sizeL = option(sizeGroup, 'L', { position: 1 });
export const sizeS = option(sizeGroup, 'S', { position: 2 });
export const sizeM = option(sizeGroup, 'M', { position: 3 });

const combo = (
  colour: ProductAttribute,
  shape: ProductAttribute,
  size: ProductAttribute,
  extra: Partial<DetailVariant> = {},
) =>
  detailVariant({
    id: `${colour.code}-${shape.code}-${size.code}`.toLowerCase(),
    optionIds: [colour.id, shape.id, size.id],
    color: colour.name,
    colorCode: colour.code,
    shape: shape.name,
    size: size.name,
    mediaIds: colour === black ? ['img-black', 'img-black-side'] : ['img-blue'],
    ...extra,
  });

/**
 * A configurable bike: black in diamond S/M/L and low step M, blue in diamond M only (priced
 * higher, with a reduction); a required battery bundle and an extra battery; key features,
 * technical specification and a geometry drawing.
 */
export function configurableBike(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const variants = [
    combo(black, diamond, sizeS),
    combo(black, diamond, sizeM),
    combo(black, diamond, sizeL),
    combo(black, lowStep, sizeM),
    combo(blue, diamond, sizeM, {
      price: { amount: 3199, currency: 'EUR' },
      listPrice: { amount: 3499, currency: 'EUR' },
      regulationPrice: { amount: 3099, currency: 'EUR' },
      stockStatus: 'lowStock',
    }),
  ];
  return productDetail({
    images: [
      productImage('img-black', 1, 'Motus in matt black'),
      productImage('img-black-side', 2, 'Motus in matt black, side view'),
      productImage('img-blue', 3, 'Motus in deep blue'),
    ],
    variantGroups: [
      attributeGroup([black, blue]),
      attributeGroup([diamond, lowStep]),
      // In display order, as the page data holds them (`groupAttributes` at build).
      attributeGroup([sizeS, sizeM, sizeL]),
    ],
    variants,
    defaultVariantId: 'black-matt-diamond-m',
    batteries: [
      { sku: 'BAT-500', type: 'required', name: 'PowerPack 500 Wh', price: { amount: 499, currency: 'EUR' } },
      { sku: 'BAT-625', type: 'required', name: 'PowerPack 625 Wh', price: { amount: 599, currency: 'EUR' } },
      { sku: 'BAT-EXTRA', type: 'optional', name: 'PowerPack 400 Wh', price: { amount: 449, currency: 'EUR' } },
    ],
    customFields: {
      ...productDetail().customFields,
      keyFeatures: [
        { title: 'Long range', text: 'Up to 150 km on one charge.' },
        { title: 'Belt drive', text: 'Clean and quiet.' },
      ],
      geometry: imageSource('geometry', 'Geometry of the Motus frame sizes'),
      geometryAlt: 'Geometry table of the Motus',
    },
    technicalSpecification: [
      { key: 'attrRearDerailleurDescription', label: 'Rear derailleur', values: ['Shimano Deore'] },
      { key: 'attrBrakeDescription', label: 'Brakes', values: ['Hydraulic disc'] },
    ],
    ...overrides,
  });
}

export function category(overrides: Partial<CategoryView> = {}): CategoryView {
  return {
    name: 'City e-bikes',
    path: '/gb/en/bikes/e-bikes/city/',
    description: '<p>Electric bikes for the city.</p>',
    legalNotes: '',
    breadcrumb: [
      { name: 'Bikes', path: '/gb/en/bikes/' },
      { name: 'E-bikes', path: '/gb/en/bikes/e-bikes/' },
      { name: 'City e-bikes', path: '/gb/en/bikes/e-bikes/city/' },
    ],
    children: [],
    ...overrides,
  };
}

export function catalogSettings(
  overrides: { flags?: Partial<CatalogSettings['flags']>; catalog?: Partial<CatalogSettings['catalog']> } = {},
): CatalogSettings {
  return {
    flags: {
      geometryTable: false,
      sizeFinder: false,
      keyFeaturesAccordion: false,
      internationalPrice: false,
      hero: false,
      ordering: true,
      bikeComparison: true,
      ...overrides.flags,
    },
    catalog: {
      categoryPageSize: 20,
      breadcrumbDepth: 2,
      listingFilters: ['attrFrameShape', 'attrFrameSize', 'attrMarketingColor'],
      ascendingAttributes: ['attrFrameSize', 'attrWheelSize', 'attrSize'],
      cycleToWorkCountries: [],
      ...overrides.catalog,
    },
  };
}
