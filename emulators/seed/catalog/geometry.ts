/**
 * Frame geometry per size for the demo bikes: the four measurements the drawing marks A-D
 * (seat tube, top tube, wheelbase, head tube), in millimetres, keyed by the size option's id.
 * Values follow the proportions of real frames: a taller frame grows its seat tube most, its top
 * tube about half as much, wheelbase and head tube less; e-bikes have a longer wheelbase.
 */
import type { JsonValue } from './types';
import type { BikeKind } from './copy';
import { isEbike } from './bikes';

/** Seat tube of a letter size in mm (XS..XXL), or of a frame height in cm. */
function seatTube(size: string): number {
  const letters: Record<string, number> = { XS: 400, S: 440, M: 480, L: 520, XL: 560, XXL: 600 };
  return letters[size] ?? Math.round(Number(size) * 10);
}

export function geometryData(
  kind: BikeKind,
  sizes: readonly { code: string; optionId: string }[],
  /** 0..2: small differences between models of a kind. */
  variant: number,
): JsonValue {
  const rows = [
    { label: 'A', measure: 'seatTube', of: (seat: number) => seat },
    { label: 'B', measure: 'topTube', of: (seat: number) => Math.round(seat * 0.45 + 360 + variant * 5) },
    {
      label: 'C',
      measure: 'wheelbase',
      of: (seat: number) => Math.round(1040 + (seat - 400) * 0.35 + (isEbike(kind) ? 60 : 0) + variant * 8),
    },
    { label: 'D', measure: 'headTube', of: (seat: number) => Math.round(100 + (seat - 400) * 0.55 + variant * 5) },
  ];
  return {
    unit: 'mm',
    rows: rows.map(({ label, measure, of }) => ({
      label,
      measure,
      values: Object.fromEntries(sizes.map(({ code, optionId }) => [optionId, of(seatTube(code))])),
    })),
  };
}
