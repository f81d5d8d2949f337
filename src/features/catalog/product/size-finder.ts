/**
 * A simple size suggestion from the rider's height, for the sizes a product comes in. Two rules
 * of thumb, both for an upright riding position, and nothing more is claimed:
 * - letter sizes (XS..XXL): the usual rider-height bands below;
 * - frame heights in cm: about 0.3 x body height (city and trekking bikes), the nearest size
 *   within 3 cm.
 * Other size schemes (inches, wheel sizes) get no suggestion. Kept in one place, so catalogue
 * data (a rider-height range per size) can replace it.
 */
import { type LetterSize, leadingNumber, sizeIndex, sizeOrder } from '../../../lib/product';
import { heightRange } from './size-range';

/** Heights the finder accepts, in cm. */
export { heightRange };

/** Smallest rider height (cm) of each letter size; a size fits up to the next one's. */
export const letterSizeMinHeights: Readonly<Record<LetterSize, number>> = {
  XS: 120,
  S: 163,
  M: 171,
  L: 179,
  XL: 187,
  XXL: 195,
};

/** Frame height in cm per cm of body height (upright position). */
export const frameHeightFactor = 0.3;
/** A frame height further from the target than this is no suggestion. */
export const frameHeightTolerance = 3;

export interface SizeOption {
  code: string;
  name: string;
}

function letterSizeFor(height: number): LetterSize {
  let fitting: LetterSize = 'XS';
  for (const size of sizeOrder) if (height >= letterSizeMinHeights[size]) fitting = size;
  return fitting;
}

/** Frame height in cm of an option ('50', '50 cm'); null for anything else (inches, text). */
function frameHeightCm(option: SizeOption): number | null {
  const text = `${option.name} ${option.code}`;
  if (/["”]|inch|zoll|pouce/i.test(text)) return null;
  const value = leadingNumber(option.code) ?? leadingNumber(option.name);
  return value !== null && value >= 30 && value <= 75 ? value : null;
}

/**
 * The suggested option for a height, or null when the rule has none for these sizes (or the
 * height is outside `heightRange`). Letter sizes fall back to a neighbouring size the product has.
 */
export function suggestSize<T extends SizeOption>(height: number, options: readonly T[]): T | null {
  if (!Number.isFinite(height) || height < heightRange.min || height > heightRange.max || options.length === 0) {
    return null;
  }
  if (options.every((option) => sizeIndex(option.code) >= 0)) {
    const target = sizeIndex(letterSizeFor(height));
    const nearest = [...options].sort(
      (a, b) => Math.abs(sizeIndex(a.code) - target) - Math.abs(sizeIndex(b.code) - target),
    )[0];
    return nearest && Math.abs(sizeIndex(nearest.code) - target) <= 1 ? nearest : null;
  }
  const measured = options.flatMap((option) => {
    const cm = frameHeightCm(option);
    return cm === null ? [] : [{ option, cm }];
  });
  if (measured.length !== options.length) return null;
  const target = height * frameHeightFactor;
  const nearest = measured.sort((a, b) => Math.abs(a.cm - target) - Math.abs(b.cm - target))[0];
  return nearest && Math.abs(nearest.cm - target) <= frameHeightTolerance ? nearest.option : null;
}
