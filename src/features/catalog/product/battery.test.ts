import { describe, expect, it } from 'vitest';
import type { BatteryChoice } from '../../../lib/routing';
import { batteryOfSelection, initialBatterySelection } from './battery';

const batteries: BatteryChoice[] = [
  { sku: 'B500', type: 'required' },
  { sku: 'B625', type: 'required' },
  { sku: 'X1', type: 'optional' },
];

describe('battery bundle', () => {
  it('preselects the first required battery and no extra one', () => {
    expect(initialBatterySelection(batteries)).toEqual({ required: 'B500', optional: null });
    expect(initialBatterySelection([])).toEqual({ required: null, optional: null });
  });

  it('takes a valid battery of the link and ignores others', () => {
    expect(initialBatterySelection(batteries, { sku: 'B625', type: 'required' })).toEqual({
      required: 'B625',
      optional: null,
    });
    expect(initialBatterySelection(batteries, { sku: 'X1', type: 'optional' })).toEqual({
      required: 'B500',
      optional: 'X1',
    });
    expect(initialBatterySelection(batteries, { sku: 'X1', type: 'required' })).toEqual({
      required: 'B500',
      optional: null,
    });
  });

  it('puts the extra battery, else a non-default required one, into the link', () => {
    expect(batteryOfSelection(batteries, { required: 'B500', optional: null })).toBeNull();
    expect(batteryOfSelection(batteries, { required: 'B625', optional: null })).toEqual({
      sku: 'B625',
      type: 'required',
    });
    expect(batteryOfSelection(batteries, { required: 'B625', optional: 'X1' })).toEqual({
      sku: 'X1',
      type: 'optional',
    });
  });
});
