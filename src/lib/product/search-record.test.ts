import { describe, expect, it } from 'vitest';
import { mapProduct } from '../../services/shopware/product-map';
import { rawOption, rawPrice, rawProduct, rawProductMedia } from '../../services/shopware/product-fixtures';
import { brandSettings } from './fixtures';
import { toSearchRecord } from './search-record';

const locale = { country: 'nl', language: 'nl' };

function bike(stock: number) {
  const variant = (id: string, size: string) =>
    rawProduct({
      id,
      parentId: 'parent',
      productNumber: `SPA-${id}`,
      stock,
      availableStock: stock,
      customFields: {},
      options: [
        rawOption({ code: 'COLORCOM' }, 'Zwart', 'BLACK'),
        rawOption({ code: 'FRAMETYPE' }, 'Lage instap', 'LOW-STEP'),
        rawOption({ code: 'HEIGHT' }, `${size} cm`, size),
      ],
    });
  return rawProduct({
    id: 'parent',
    sales: 321,
    cover: rawProductMedia('parent', 'cover', 0),
    calculatedPrice: rawPrice({ total: 2499, taxRate: 21 }),
    customFields: { accell_products_color_group: 'black' },
    properties: [rawOption({ code: 'SIZE' }, 'M', 'M')],
    children: [variant('v1', '50'), variant('v2', '53')],
  });
}

describe('toSearchRecord', () => {
  it('holds the search index fields of the spec', () => {
    const product = mapProduct(bike(8), { locale, brand: brandSettings() });
    expect(toSearchRecord(product, 'attrFrameShape')).toEqual({
      objectID: 'parent',
      sku: 'RAL10001',
      name: 'Motus Tour',
      brand: null,
      url: '/nl-nl/p/motus-tour/lage-instap/?color=BLACK',
      img: 'https://cdn.test/cover/320.jpg',
      price: { amount: 2499, currency: 'EUR' },
      stockForFaceting: 1,
      stockStatus: 'inStock',
      colorGroup: 'black',
      customFields: { accell_products_color_group: 'black' },
      sorting: 321,
      query: '?color=BLACK',
      frameShape: 'Lage instap',
      frameSize: '50 cm',
      size: 'M',
    });
  });

  it('facets products that cannot be ordered as 0', () => {
    const product = mapProduct(bike(0), { locale, brand: brandSettings() });
    expect(toSearchRecord(product, 'COLORCOM')).toMatchObject({
      stockForFaceting: 0,
      stockStatus: 'outOfStock',
      query: '?frameShape=LOW-STEP',
    });
  });
});
