/**
 * Datasources and their entries in the CDN API's shapes. A dimension is a language: asking for
 * `dimension=de` keeps `value` at the default and puts the German value in `dimension_value`.
 */
import type { SeedDatasource } from './types';

export interface DatasourceDimension {
  id: number;
  name: string;
  entry_value: string;
  datasource_id: number;
  created_at: string;
  updated_at: string;
}

export interface DatasourceObject {
  id: number;
  name: string;
  slug: string;
  dimensions: DatasourceDimension[];
}

export interface DatasourceEntryObject {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

// Datasources carry no dates in the seed; one fixed stamp keeps answers stable.
const STAMP = '2024-01-01T00:00:00.000Z';

const datasourceId = (source: SeedDatasource, index: number) => source.id ?? index + 1;

export function datasourceObjects(sources: readonly SeedDatasource[]): DatasourceObject[] {
  return sources.map((source, index) => {
    const id = datasourceId(source, index);
    const names = source.dimensions ?? [
      ...new Set(source.entries.flatMap((entry) => Object.keys(entry.dimensionValues ?? {}))),
    ];
    return {
      id,
      name: source.name,
      slug: source.slug,
      dimensions: names.map((name, position) => ({
        id: id * 1000 + position + 1,
        name,
        entry_value: name,
        datasource_id: id,
        created_at: STAMP,
        updated_at: STAMP,
      })),
    };
  });
}

/**
 * Entries of one datasource (or of all, when no slug is given, as the API does), with the value
 * of `dimension` when asked. Undefined when the slug names no datasource.
 */
export function datasourceEntries(
  sources: readonly SeedDatasource[],
  slug: string | undefined,
  dimension: string | undefined,
): DatasourceEntryObject[] | undefined {
  const chosen = sources
    .map((source, index) => ({ source, id: datasourceId(source, index) }))
    .filter(({ source }) => slug === undefined || source.slug === slug);
  if (slug !== undefined && chosen.length === 0) return undefined;
  return chosen.flatMap(({ source, id }) =>
    source.entries.map((entry, position) => ({
      id: entry.id ?? id * 100_000 + position + 1,
      name: entry.name,
      value: entry.value,
      dimension_value: dimension ? (entry.dimensionValues?.[dimension] ?? null) : null,
    })),
  );
}
