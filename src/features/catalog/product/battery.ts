/**
 * The battery bundle of an e-bike (spec section 3): one of the required batteries must be bought
 * with the bike (the first is preselected), optional batteries can be added (none by default).
 * A product link carries one battery (`battery` + `batteryType`, see the routing library): the
 * chosen extra battery, else a required battery other than the preselected one; defaults stay
 * out of the link, so an unchanged page keeps its plain URL.
 */
import type { BatteryChoice } from '../../../lib/routing';

export interface BatterySelection {
  /** Sku of the chosen required battery; null when the product has none. */
  required: string | null;
  /** Sku of the chosen extra battery; null for none. */
  optional: string | null;
}

export function batteriesOfType(batteries: readonly BatteryChoice[], type: BatteryChoice['type']): string[] {
  return batteries.filter((battery) => battery.type === type).map((battery) => battery.sku);
}

/** The preselection: the first required battery, no extra one; a valid battery of the link replaces it. */
export function initialBatterySelection(
  batteries: readonly BatteryChoice[],
  fromLink?: BatteryChoice | null,
): BatterySelection {
  const required = batteriesOfType(batteries, 'required');
  const optional = batteriesOfType(batteries, 'optional');
  const selection: BatterySelection = { required: required[0] ?? null, optional: null };
  if (fromLink?.type === 'required' && required.includes(fromLink.sku)) selection.required = fromLink.sku;
  if (fromLink?.type === 'optional' && optional.includes(fromLink.sku)) selection.optional = fromLink.sku;
  return selection;
}

/** The battery a link carries for a selection, or null. */
export function batteryOfSelection(
  batteries: readonly BatteryChoice[],
  selection: BatterySelection,
): BatteryChoice | null {
  if (selection.optional) return { sku: selection.optional, type: 'optional' };
  const firstRequired = batteriesOfType(batteries, 'required')[0] ?? null;
  if (selection.required && selection.required !== firstRequired) return { sku: selection.required, type: 'required' };
  return null;
}
