import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack, { type Stats } from 'webpack';
import { CompileHintPlugin, compileHint } from './compile-hints';

let dir: string;
let stats: Stats;

/** A production build (minified, source maps) of an entry, a page template chunk and a chunk on demand. */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const source = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  source(
    'entry.js',
    `import(/* webpackChunkName: "component---src-templates-product-tsx" */ './template.js').then((m) => m.render());`,
  );
  source(
    'template.js',
    `export function render() { return import(/* webpackChunkName: "map" */ './map.js').then((m) => m.draw()); }`,
  );
  source('map.js', `export function draw() { globalThis.drawnAt = Date.now(); }`);
  stats = await new Promise<Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { app: './entry.js' },
        devtool: 'source-map',
        output: {
          path: path.join(dir, 'public'),
          filename: '[name]-[contenthash].js',
          chunkFilename: '[name]-[contenthash].js',
        },
        plugins: [new CompileHintPlugin()],
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const output = (prefix: string) => {
  const file = fs.readdirSync(path.join(dir, 'public')).find((name) => name.startsWith(prefix) && name.endsWith('.js'));
  if (!file) throw new Error(`No ${prefix} chunk in the build`);
  return path.join(dir, 'public', file);
};

describe('CompileHintPlugin', () => {
  it('starts the entry and page template chunks with the hint, after minification, and no chunk on demand', () => {
    expect(stats.hasErrors()).toBe(false);
    expect(fs.readFileSync(output('app-'), 'utf8').startsWith(compileHint)).toBe(true);
    expect(fs.readFileSync(output('component---src-templates-product-tsx-'), 'utf8').startsWith(compileHint)).toBe(
      true,
    );
    const map = fs.readFileSync(output('map-'), 'utf8');
    expect(map).not.toContain('allFunctionsCalledOnLoad');
    // Minified: the minifier ran before the hint went on (it keeps no comment but the source map's).
    const app = fs.readFileSync(output('app-'), 'utf8').slice(compileHint.length);
    expect(app.replace(/\n\/\/# sourceMappingURL=.*$/, '')).not.toMatch(/\/[/*]/);
  });

  it("keeps the source maps exact: the template's code maps to its own line in template.js", () => {
    const file = output('component---src-templates-product-tsx-');
    const code = fs.readFileSync(file, 'utf8');
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    const lines = code.split('\n');
    // The call of `draw` (a property, which the minifier keeps) is on the line after the hint.
    const line = lines.findIndex((text) => text.includes('.draw('));
    expect(line).toBe(1);
    const original = consumer.originalPositionFor({ line: line + 1, column: lines[line]!.indexOf('.draw(') + 1 });
    expect(original.source).toMatch(/template\.js$/);
    expect([original.line, original.name]).toEqual([1, 'draw']);
  });
});
