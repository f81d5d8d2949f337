/**
 * Small narrowing helpers for the loose parts of store-api answers (custom fields, extensions,
 * `translated`): they turn unknown JSON into typed values or a fallback, never throw.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-blank string (trimmed), or null. */
export function stringOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A finite number (numeric strings included, as custom fields often hold them), or null. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** true / false, also from 1 / 0 and '1' / '0' / 'true' / 'false'; otherwise the fallback. */
export function booleanOf(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** The elements of an array that pass a guard; [] for anything that is not an array. */
export function arrayOf<T>(value: unknown, guard: (item: unknown) => item is T): T[] {
  return Array.isArray(value) ? value.filter(guard) : [];
}

/**
 * A translatable field of an entity: Shopware puts the value in the page language (with
 * inheritance from the parent product resolved) under `translated`; the top-level field may be
 * null for a variant, so `translated` wins and the top level is the fallback.
 */
export function translatedString(entity: unknown, field: string): string | null {
  if (!isRecord(entity)) return null;
  const translated = entity.translated;
  return (isRecord(translated) ? stringOf(translated[field]) : null) ?? stringOf(entity[field]);
}

/**
 * Custom fields of an entity: the top level merged with the translated ones, which win unless
 * they are null (an untranslated field keeps the top-level value).
 */
export function customFieldsOf(entity: unknown): Record<string, unknown> {
  if (!isRecord(entity)) return {};
  const merged: Record<string, unknown> = isRecord(entity.customFields) ? { ...entity.customFields } : {};
  const translated = isRecord(entity.translated) ? entity.translated.customFields : undefined;
  if (isRecord(translated)) {
    for (const [name, value] of Object.entries(translated))
      if (value !== null && value !== undefined) merged[name] = value;
  }
  return merged;
}
