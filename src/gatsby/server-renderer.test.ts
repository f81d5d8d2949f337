import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserOnlyPackages, withoutBrowserOnlyPackages } from './server-renderer';

const root = path.resolve(__dirname, '../..');

/** The modules a module imports at load time: `import … from`, `export … from`, bare `import '…'`; not `import type` nor `import()`. */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, , typeOnly, specifier] of source.matchAll(statement))
    if (!typeOnly && specifier) specifiers.push(specifier);
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile() && /\.tsx?$/.test(file),
  );
}

/** Every package the server renderer loads with its entry points, following the site's own modules. */
function packagesLoadedFrom(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        if (target) queue.push(target);
      } else {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        if (!packages.has(name)) packages.set(name, path.relative(root, file));
      }
    }
  }
  return packages;
}

function filesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('the HTML renderer', () => {
  it('makes each browser-only package an empty module, by its exact name, and keeps the other aliases', () => {
    const alias = withoutBrowserOnlyPackages({ react: '/node_modules/react', 'leaflet/dist/leaflet.css': 'x' });
    expect(alias.react).toBe('/node_modules/react');
    expect(alias['leaflet/dist/leaflet.css']).toBe('x');
    for (const name of browserOnlyPackages) expect(alias[`${name}$`]).toBe(false);
  });

  it('loads no browser-only package with the modules it renders pages with (only through import())', () => {
    const entries = [
      path.join(root, 'gatsby-ssr.tsx'),
      ...filesIn(path.join(root, 'src/templates')),
      ...filesIn(path.join(root, 'src/pages')),
    ];
    const loaded = packagesLoadedFrom(entries);
    // The walk sees the renderer's real dependencies, so an empty result would mean a broken walk.
    expect(loaded.get('styled-components')).toBeDefined();
    expect(loaded.get('react')).toBeDefined();
    const reached = browserOnlyPackages
      .filter((name) => loaded.has(name))
      .map((name) => `${name} (from ${loaded.get(name)})`);
    expect(reached).toEqual([]);
  });

  it('sees a static import as loading and a dynamic or type-only import as not', () => {
    expect(
      staticImports(
        [
          "import L from 'leaflet';",
          "import 'leaflet/dist/leaflet.css';",
          "export { x } from './x';",
          "import type * as Sdk from '@sentry/gatsby';",
          "const load = () => import('@shopware/api-client');",
          'import {\n  a,\n  b,\n} from "multi-line";',
        ].join('\n'),
      ),
    ).toEqual(['leaflet', 'leaflet/dist/leaflet.css', './x', 'multi-line']);
  });
});
