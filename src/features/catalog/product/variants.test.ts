import { describe, expect, it } from 'vitest';
import { black, blue, configurableBike, diamond, lowStep, sizeL, sizeM, sizeS } from '../test-factories';
import {
  baseVariant,
  isCombinationAvailable,
  productQueryOf,
  selectionOf,
  variantForOption,
  variantFromQuery,
} from './variants';

const bike = configurableBike();
const byId = (id: string) => bike.variants.find((variant) => variant.id === id) ?? null;

describe('variant selection', () => {
  it('reads the option of each group a variant has', () => {
    expect(selectionOf(bike.variantGroups, byId('black-matt-diamond-s')!)).toEqual({
      [black.groupId]: black.id,
      [diamond.groupId]: diamond.id,
      [sizeS.groupId]: sizeS.id,
    });
  });

  it('picks the variant with the chosen option that keeps most other choices, earlier groups first', () => {
    expect(variantForOption(bike, byId('black-matt-diamond-m'), blue.groupId, blue.id)?.id).toBe('deep-blue-diamond-m');
    expect(variantForOption(bike, byId('black-matt-diamond-l'), blue.groupId, blue.id)?.id).toBe('deep-blue-diamond-m');
    expect(variantForOption(bike, byId('black-matt-diamond-s'), lowStep.groupId, lowStep.id)?.id).toBe(
      'black-matt-low-step-m',
    );
    expect(variantForOption(bike, byId('deep-blue-diamond-m'), sizeL.groupId, sizeL.id)?.id).toBe(
      'black-matt-diamond-l',
    );
  });

  it('prefers an orderable variant among equal matches', () => {
    const detail = configurableBike();
    const variants = detail.variants.map((variant) =>
      variant.id === 'black-matt-diamond-s' ? { ...variant, stockStatus: 'outOfStock' as const } : variant,
    );
    // From blue (diamond M), choosing size... every black diamond variant matches shape; M wins on size.
    expect(variantForOption({ ...detail, variants }, byId('deep-blue-diamond-m'), black.groupId, black.id)?.id).toBe(
      'black-matt-diamond-m',
    );
    const noM = variants.filter(
      (variant) => variant.id !== 'black-matt-diamond-m' && variant.id !== 'black-matt-low-step-m',
    );
    expect(
      variantForOption({ ...detail, variants: noM }, byId('deep-blue-diamond-m'), black.groupId, black.id)?.id,
    ).toBe('black-matt-diamond-l');
  });

  it('tells which options exist together with the current choices', () => {
    const current = selectionOf(bike.variantGroups, byId('deep-blue-diamond-m')!);
    expect(isCombinationAvailable(bike, current, lowStep.groupId, lowStep.id)).toBe(false);
    expect(isCombinationAvailable(bike, current, sizeM.groupId, sizeM.id)).toBe(true);
    expect(isCombinationAvailable(bike, current, black.groupId, black.id)).toBe(true);
  });

  it('starts from the page variant, the default or the first, and applies a link query by option code', () => {
    expect(baseVariant(bike, 'black-matt-diamond-s')?.id).toBe('black-matt-diamond-s');
    expect(baseVariant(bike, 'unknown')?.id).toBe('black-matt-diamond-m');
    expect(baseVariant({ ...bike, defaultVariantId: null }, null)?.id).toBe('black-matt-diamond-s');
    expect(variantFromQuery(bike, 'black-matt-diamond-l', { color: 'DEEP-BLUE' })?.id).toBe('deep-blue-diamond-m');
    expect(variantFromQuery(bike, 'black-matt-diamond-m', { color: 'BLACK-MATT', frameShape: 'LOW-STEP' })?.id).toBe(
      'black-matt-low-step-m',
    );
    expect(variantFromQuery(bike, 'black-matt-diamond-s', { color: 'PINK' })?.id).toBe('black-matt-diamond-s');
    // A colour code in the frame-shape parameter is no frame shape.
    expect(variantFromQuery(bike, 'black-matt-diamond-s', { frameShape: 'DEEP-BLUE' })?.id).toBe(
      'black-matt-diamond-s',
    );
  });

  it('builds the query of a variant: colour and frame shape codes plus the battery', () => {
    expect(productQueryOf(bike.variantGroups, byId('deep-blue-diamond-m'), null)).toEqual({
      color: 'DEEP-BLUE',
      frameShape: 'DIAMOND',
    });
    expect(productQueryOf(bike.variantGroups, null, { sku: 'BAT', type: 'optional' })).toEqual({
      battery: { sku: 'BAT', type: 'optional' },
    });
  });
});
