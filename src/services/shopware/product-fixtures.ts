/**
 * Test data factories of store-api entities shaped like real answers (see the emulator), with
 * overrides: the raw input of the product mapping. Used by the unit tests only.
 */
import type { Schemas } from '@shopware/api-client/api-types';

/**
 * The generated types declare every string field of an entity as required inside `translated`
 * (a generator artefact: Shopware only puts translatable fields there), so entities are built
 * loosely and typed once here.
 */
function entity<T>(fields: Record<string, unknown>): T {
  return fields as unknown as T;
}

export function rawMedia(id: string, widths: readonly number[] = [320, 400, 800, 1920], alt = `alt ${id}`) {
  return entity<Schemas['Media']>({
    id,
    apiAlias: 'media',
    fileName: id,
    fileExtension: 'jpg',
    hasFile: true,
    private: false,
    path: `media/${id}/2400.jpg`,
    url: `https://cdn.test/${id}/2400.jpg`,
    alt,
    metaData: { width: 2400, height: 1600 },
    thumbnails: [...widths].reverse().map((width) => ({
      id: `${id}-${width}`,
      mediaId: id,
      width,
      height: Math.round((width * 2) / 3),
      url: `https://cdn.test/${id}/${width}.jpg`,
    })),
    translated: { alt },
  });
}

/** A document of the media (a manual): a PDF with its size and a translated title, no thumbnails. */
export function rawDocumentMedia(id: string, title: string, fileSize = 18_600) {
  return entity<Schemas['Media']>({
    id,
    apiAlias: 'media',
    mimeType: 'application/pdf',
    fileName: id,
    fileExtension: 'pdf',
    fileSize,
    hasFile: true,
    private: false,
    path: `media/${id}/${id}.pdf`,
    url: `https://cdn.test/${id}/${id}.pdf`,
    title: `${title} (default)`,
    thumbnails: [],
    translated: { title },
  });
}

export function rawProductMedia(productId: string, mediaId: string, position: number, widths?: readonly number[]) {
  return entity<Schemas['ProductMedia']>({
    id: `${productId}-${mediaId}`,
    productId,
    mediaId,
    position,
    media: rawMedia(mediaId, widths),
  });
}

export interface GroupInput {
  code: string;
  label?: string;
  displayType?: string;
  filterable?: boolean;
  position?: number;
  /** Translated group name with the code in `accell_attribute_code` (shops with translated names). */
  translatedName?: string;
}

export function rawOption(
  group: GroupInput,
  name: string,
  code: string | null = name,
  extra: { position?: number; colorHexCode?: string } = {},
) {
  const groupId = `group-${group.code}`;
  const groupName = group.translatedName ?? group.code;
  return entity<Schemas['PropertyGroupOption']>({
    id: `option-${group.code}-${code ?? name}`,
    groupId,
    name,
    option: name,
    position: extra.position ?? 1,
    ...(extra.colorHexCode ? { colorHexCode: extra.colorHexCode } : {}),
    customFields: code === null ? {} : { accell_option_code: code },
    group: entity<Schemas['PropertyGroup']>({
      id: groupId,
      name: groupName,
      description: group.label ?? `${group.code} label`,
      displayType: group.displayType ?? 'text',
      filterable: group.filterable ?? true,
      position: group.position ?? 1,
      customFields: group.translatedName ? { accell_attribute_code: group.code } : {},
      translated: { name: groupName, description: group.label ?? `${group.code} label` },
    }),
    translated: { name },
  });
}

export function rawCategory(id: string, extra: { legalNotes?: string; key?: string; parentId?: string } = {}) {
  return entity<Schemas['Category']>({
    id,
    apiAlias: 'category',
    name: `Category ${id}`,
    breadcrumb: ['Home', `Category ${id}`],
    childCount: 0,
    children: [],
    type: 'page',
    level: 2,
    ...(extra.parentId ? { parentId: extra.parentId } : {}),
    customFields: {
      accell_category_key: extra.key ?? id,
      accell_category_slug: `slug-${id}`,
      accell_category_legal_notes: extra.legalNotes ?? null,
    },
    translated: { name: `Category ${id}`, breadcrumb: ['Home', `Category ${id}`] },
  });
}

export interface PriceInput {
  total: number;
  taxRate?: number;
  /** Tax amount; extracted from a gross total when absent. */
  tax?: number;
  list?: number | null;
  regulation?: number | null;
}

export function rawPrice(input: PriceInput): Schemas['CalculatedPrice'] {
  const rate = input.taxRate ?? 20;
  const tax = input.tax ?? Math.round((input.total - input.total / (1 + rate / 100)) * 100) / 100;
  return {
    apiAlias: 'calculated_price',
    unitPrice: input.total,
    quantity: 1,
    totalPrice: input.total,
    calculatedTaxes: [{ apiAlias: 'cart_tax_calculated', tax, taxRate: rate, price: input.total }],
    taxRules: [{ taxRate: rate, name: `${rate} %` }],
    referencePrice: null,
    listPrice: input.list ? { apiAlias: 'cart_list_price', price: input.list } : null,
    regulationPrice: input.regulation ? { apiAlias: 'cart_regulation_price', price: input.regulation } : null,
  };
}

export function rawProduct(overrides: Record<string, unknown> = {}): Schemas['Product'] {
  const id = typeof overrides.id === 'string' ? overrides.id : 'p1';
  const name = 'name' in overrides ? overrides.name : 'Motus Tour';
  const customFields = {
    accell_products_subtitle: 'Electric trekking bike',
    accell_products_parent_model_name: 'Motus Tour',
    accell_products_model_slug: 'motus-tour-2025',
    ...(overrides.customFields as Record<string, unknown> | undefined),
  };
  return entity<Schemas['Product']>({
    id,
    apiAlias: 'product',
    productNumber: 'RAL10001',
    ean: '4014330551657',
    active: true,
    available: true,
    stock: 10,
    availableStock: 10,
    taxId: 'tax',
    type: 'physical',
    sales: 5,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    calculatedPrice: rawPrice({ total: 2119 }),
    calculatedPrices: [],
    seoCategory: rawCategory('leaf', { legalNotes: '<p>Legal</p>' }),
    ...overrides,
    name,
    customFields,
    translated: { name, customFields, ...(overrides.translated as Record<string, unknown> | undefined) },
  });
}
