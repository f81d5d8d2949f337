/**
 * Query parameters of product links: the colour, the frame shape and a required or optional
 * battery preselected on the product detail page.
 */

/** Parameter names, short and readable in a shared link. */
export const productQueryParams = {
  color: 'color',
  frameShape: 'frameShape',
  battery: 'battery',
  batteryType: 'batteryType',
} as const;

export const batteryTypes = ['required', 'optional'] as const;
/** 'required' for a battery of the bundle that must be bought with the bike, 'optional' for an add-on. */
export type BatteryType = (typeof batteryTypes)[number];

export interface BatteryChoice {
  /** Product number of the battery. */
  sku: string;
  type: BatteryType;
}

/** The preselection a product link carries; every part is optional. */
export interface ProductQuery {
  /** Colour option value, as in the catalogue. */
  color?: string;
  /** Frame shape option value, as in the catalogue. */
  frameShape?: string;
  battery?: BatteryChoice;
}

function isBatteryType(value: string): value is BatteryType {
  return (batteryTypes as readonly string[]).includes(value);
}

/**
 * The query string of a product link: '?color=...&frameShape=...&battery=...&batteryType=...'
 * in this fixed order, values URL-encoded; blank values are left out; '' when nothing is left.
 */
export function buildProductQuery(query: ProductQuery): string {
  const params = new URLSearchParams();
  const color = query.color?.trim();
  const frameShape = query.frameShape?.trim();
  const batterySku = query.battery?.sku.trim();
  if (color) params.set(productQueryParams.color, color);
  if (frameShape) params.set(productQueryParams.frameShape, frameShape);
  if (batterySku && query.battery) {
    params.set(productQueryParams.battery, batterySku);
    params.set(productQueryParams.batteryType, query.battery.type);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function toSearchParams(input: string | URLSearchParams): URLSearchParams {
  if (typeof input !== 'string') return input;
  // Accepts a bare query, '?query', or a whole link: only what lies between '?' and '#' counts.
  const withoutHash = input.split('#', 1)[0] ?? '';
  const queryIndex = withoutHash.indexOf('?');
  return new URLSearchParams(queryIndex === -1 ? withoutHash : withoutHash.slice(queryIndex + 1));
}

/**
 * The preselection read from a product link's query. The first value of a repeated parameter
 * wins; blank values are ignored; a battery counts only with a valid batteryType, since
 * 'required' and 'optional' batteries are priced and shown differently and guessing is worse
 * than no preselection.
 */
export function parseProductQuery(input: string | URLSearchParams): ProductQuery {
  const params = toSearchParams(input);
  const result: ProductQuery = {};
  const color = params.get(productQueryParams.color)?.trim();
  const frameShape = params.get(productQueryParams.frameShape)?.trim();
  const batterySku = params.get(productQueryParams.battery)?.trim();
  const batteryType = params.get(productQueryParams.batteryType)?.trim() ?? '';
  if (color) result.color = color;
  if (frameShape) result.frameShape = frameShape;
  if (batterySku && isBatteryType(batteryType)) result.battery = { sku: batterySku, type: batteryType };
  return result;
}

/**
 * History state of a product link (Gatsby `navigate` / `Link` state): the variant to show, which
 * the query alone does not name (its size). A shared address has no state and falls back to the query.
 */
export interface ProductLinkState {
  variantId?: string;
}

/** The variant a page's history state names, if any (`location.state` is whatever was pushed). */
export function chosenVariantOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { variantId } = state as ProductLinkState;
  return typeof variantId === 'string' ? variantId : null;
}
