/** Property groups and options over the brand's attribute codes, created on first use. */
import { idFor } from '../../../common/prng';
import { colourways, letterSizes, propertyLabels, same } from '../copy';
import type { Localized, SeedPropertyGroup, SeedPropertyOption } from '../types';
import type { BrandContext } from './context';

/**
 * Attribute code -> the spec's display key (section 3's attribute table), stated for the
 * backend: the merchandisers make a group filterable when the brand's listing filters name its
 * display key. `tests/attribute-key-agreement.test.ts` checks the app's table against it.
 */
export const seedDisplayKeys: Readonly<Record<string, string>> = {
  COLORCOM: 'attrMarketingColor',
  'UB-FRAMEKI': 'attrFrameShape',
  FRAMETYPE: 'attrFrameShape',
  HEIGHTS: 'attrFrameSize',
  HEIGHT: 'attrFrameSize',
  SIZE: 'attrSize',
  'Wheel Size': 'attrWheelSize',
  'Frame material': 'attrFrameMaterial',
  MOTOR: 'attrEngineDescription',
  RANGE: 'attrExactRange',
  GEARS: 'attrGears',
  REARDERAILLEUR: 'attrRearDerailleurDescription',
  FRONTFORK: 'FrontForkDescription',
  FRONTTIRE: 'attrFrontTire',
  REARTIRE: 'attrRearTire',
  BRAKES: 'attrBrakeDescription',
  PRODUCTLINE: 'attrProductLine',
  COLOR2ND: 'COLOR2ND',
};

const labelOf: Record<string, Localized> = {
  COLORCOM: propertyLabels.COLORCOM,
  COLORBAS: propertyLabels.COLORBAS,
  'UB-FRAMEKI': propertyLabels.FRAMESHAPE,
  FRAMETYPE: propertyLabels.FRAMESHAPE,
  HEIGHTS: propertyLabels.FRAMESIZE,
  HEIGHT: propertyLabels.FRAMESIZE,
  SIZE: propertyLabels.SIZE,
  'Wheel Size': propertyLabels.WHEEL,
  'Frame material': propertyLabels.MATERIAL,
  MOTOR: propertyLabels.MOTOR,
  RANGE: propertyLabels.RANGE,
  GEARS: propertyLabels.GEARS,
  REARDERAILLEUR: propertyLabels.REARDERAILLEUR,
  FRONTFORK: propertyLabels.FORK,
  FRONTTIRE: propertyLabels.FRONTTIRE,
  REARTIRE: propertyLabels.REARTIRE,
  BRAKES: propertyLabels.BRAKE,
  PRODUCTLINE: propertyLabels.PRODUCTLINE,
};

/** Numeric sort key of option codes like '27.5', '46' or sizes XS..XXL; null for free text. */
function optionSortKey(code: string): number | null {
  const sizeIndex = (letterSizes as readonly string[]).indexOf(code);
  if (sizeIndex >= 0) return sizeIndex;
  const numeric = Number.parseFloat(code);
  return Number.isFinite(numeric) && /^\d/.test(code) ? numeric : null;
}

/** The property option for a code and value, creating group and option on first use. */
export function option(
  ctx: BrandContext,
  code: string,
  valueCode: string,
  name: Localized,
  colorHexCode: string | null = null,
): string {
  const key = `${code}\u241f${valueCode}`;
  const existing = ctx.optionByKey.get(key);
  if (existing) return existing.id;
  let group = ctx.groups.get(code);
  if (!group) {
    const displayKey = seedDisplayKeys[code] ?? null;
    group = {
      id: idFor(ctx.brand, 'property-group', code),
      code,
      displayKey,
      label: ctx.loc(labelOf[code] ?? same(code)),
      displayType: code === 'COLORCOM' || code === 'COLORBAS' ? 'color' : 'text',
      sortingType: optionSortKey(valueCode) === null ? 'alphanumeric' : 'position',
      filterable: displayKey !== null && ctx.input.listingFilters.includes(displayKey),
      visibleOnProductDetailPage: true,
      position: ctx.groups.size + 1,
      options: [],
    };
    ctx.groups.set(code, group);
  }
  const option: SeedPropertyOption = {
    id: idFor(ctx.brand, 'property-option', code, valueCode),
    groupId: group.id,
    code: valueCode,
    name: ctx.loc(name),
    position: 0,
    colorHexCode,
  };
  group.options.push(option);
  ctx.optionByKey.set(key, option);
  ctx.groupOfOption.set(option.id, group.id);
  return option.id;
}

/** Positions follow the natural order: sizes XS..XXL, heights and wheels ascending, colours as listed. */
export function finishGroup(group: SeedPropertyGroup): void {
  const colourOrder = colourways.map((entry) => entry.code);
  group.options.sort((a, b) => {
    const ka = optionSortKey(a.code);
    const kb = optionSortKey(b.code);
    if (ka !== null && kb !== null) return ka - kb;
    const ca = colourOrder.indexOf(a.code);
    const cb = colourOrder.indexOf(b.code);
    if (ca >= 0 && cb >= 0) return ca - cb;
    return (a.name.en ?? a.code).localeCompare(b.name.en ?? b.code, 'en');
  });
  group.options.forEach((option, index) => {
    option.position = index + 1;
  });
}
