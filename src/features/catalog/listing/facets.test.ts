import { describe, expect, it } from 'vitest';
import { productCard } from '../test-factories';
import { cardFacetDefinitions } from './facets';

describe('cardFacetDefinitions', () => {
  const cards = [
    productCard({
      id: 'a',
      facets: { attrFrameSize: ['L', 'S'], attrMarketingColor: ['RED'], attrWheelSize: ['29"', '27.5"'] },
      colors: [{ code: 'RED', name: 'Racing red', colorHexCode: '#aa0000', url: null }],
    }),
    productCard({ id: 'b', facets: { attrFrameSize: ['M', 'XS'], attrMarketingColor: ['BLUE'], OTHER: ['X'] } }),
  ];

  it('gives the brand filter keys found on the cards, in the brand order, options in display order', () => {
    const definitions = cardFacetDefinitions(cards, {
      filterKeys: ['attrMarketingColor', 'attrFrameShape', 'attrFrameSize', 'attrWheelSize'],
      ascendingAttributes: ['attrFrameSize', 'attrWheelSize'],
      language: 'en',
      labelOf: (key) => `label:${key}`,
    });
    expect(definitions.map((definition) => definition.key)).toEqual([
      'attrMarketingColor',
      'attrFrameSize',
      'attrWheelSize',
    ]);
    expect(definitions[0]).toEqual({
      key: 'attrMarketingColor',
      label: 'label:attrMarketingColor',
      displayType: 'color',
      options: [
        { code: 'BLUE', name: 'BLUE', colorHexCode: null },
        { code: 'RED', name: 'Racing red', colorHexCode: '#aa0000' },
      ],
    });
    expect(definitions[1]?.options.map((option) => option.code)).toEqual(['XS', 'S', 'M', 'L']);
    expect(definitions[2]?.options.map((option) => option.code)).toEqual(['27.5"', '29"']);
  });
});
