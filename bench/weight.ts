/**
 * Page weight from a built site: per page, the JavaScript the browser fetches before the page
 * is interactive (Gatsby's app chunk group plus the page component's group, read from
 * webpack.stats.json), its style sheets, HTML and page data, all in bytes and gzip bytes, and
 * the largest modules of each script by its source map, so a regression names its cause.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { sourceMapsDirOf } from '../src/gatsby/build-output';
import type { AssetWeight, ModuleShare, PageKind, PageWeight } from './types';
import type { PickedPage } from './pages';

/** Gzip as a static host compresses on the fly (zlib's default level 6). */
export function gzipBytes(content: string | Buffer): number {
  return zlib.gzipSync(content).length;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/** The script files of the app and of one page component, shared chunks included, in load order. */
export function firstLoadScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const groups = [stats.namedChunkGroups.app, stats.namedChunkGroups[componentChunkName]];
  if (!groups[1]) throw new Error(`webpack.stats.json has no chunk group "${componentChunkName}".`);
  const names = groups.flatMap((group) => group?.assets.map((asset) => asset.name) ?? []);
  return [...new Set(names.filter((name) => name.endsWith('.js')))];
}

/** `webpack://bicycle-storefront/./node_modules/x/y.js?abc` -> `node_modules/x/y.js`. */
export function moduleName(source: string | null): string {
  if (!source) return '(no source)';
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/\?.*$/, '');
}

/**
 * Minified bytes per source module of a script, by its source map: each mapping owns the
 * generated text up to the next mapping on its line.
 */
export function attributeModules(code: string, map: RawSourceMap): Map<string, number> {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const shares = new Map<string, number>();
  const add = (module: string, text: string) => shares.set(module, (shares.get(module) ?? 0) + Buffer.byteLength(text));
  let previous: { line: number; column: number; module: string } | undefined;
  const close = (line: number, column: number | undefined) => {
    if (!previous) return;
    const text = lines[previous.line - 1] ?? '';
    add(previous.module, text.slice(previous.column, previous.line === line ? column : undefined));
  };
  consumer.eachMapping(
    (mapping) => {
      close(mapping.generatedLine, mapping.generatedColumn);
      previous = { line: mapping.generatedLine, column: mapping.generatedColumn, module: moduleName(mapping.source) };
    },
    undefined,
    SourceMapConsumer.GENERATED_ORDER,
  );
  close(Number.POSITIVE_INFINITY, undefined);
  return shares;
}

export function assetWeight(buildDir: string, file: string, topModules = 8): AssetWeight {
  const code = fs.readFileSync(path.join(buildDir, file), 'utf8');
  const bytes = Buffer.byteLength(code);
  const gzip = gzipBytes(code);
  const mapFile = path.join(sourceMapsDirOf(buildDir), `${file}.map`);
  let largestModules: ModuleShare[] = [];
  if (fs.existsSync(mapFile)) {
    const shares = attributeModules(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap);
    largestModules = [...shares.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, topModules)
      .map(([module, moduleBytes]) => ({
        module,
        bytes: moduleBytes,
        gzipBytes: Math.round((gzip * moduleBytes) / bytes),
      }));
  }
  return { file, bytes, gzipBytes: gzip, largestModules };
}

/** Inline `<style>` blocks and same-origin `<link rel="stylesheet">` files of an HTML page. */
export function styleSheets(html: string, buildDir: string): string[] {
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
    .map((match) => /href="(\/[^"]+)"/.exec(match[0])?.[1])
    .filter((href): href is string => Boolean(href) && !href?.startsWith('//'))
    .map((href) => fs.readFileSync(path.join(buildDir, href.split('?')[0] as string), 'utf8'));
  return [...inline, ...linked];
}

const size = (content: string) => ({ bytes: Buffer.byteLength(content), gzipBytes: gzipBytes(content) });

/** Where Gatsby writes a page's data: `/` is `index`. */
export function pageDataFile(buildDir: string, pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, '');
  return path.join(buildDir, 'page-data', trimmed || 'index', 'page-data.json');
}

export function htmlFile(buildDir: string, pagePath: string): string {
  return path.join(buildDir, pagePath, pagePath.endsWith('.html') ? '' : 'index.html');
}

export interface BuiltPage {
  kind: PageKind;
  path: string;
  componentChunkName: string;
}

const readStats = (buildDir: string) =>
  JSON.parse(fs.readFileSync(path.join(buildDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;

export function pageWeight(buildDir: string, page: BuiltPage, stats: WebpackStats = readStats(buildDir)): PageWeight {
  const files = firstLoadScripts(stats, page.componentChunkName).map((file) => assetWeight(buildDir, file));
  const html = fs.readFileSync(htmlFile(buildDir, page.path), 'utf8');
  const css = styleSheets(html, buildDir).join('\n');
  return {
    kind: page.kind,
    path: page.path,
    chunkGroup: page.componentChunkName,
    js: {
      bytes: files.reduce((sum, file) => sum + file.bytes, 0),
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
      files,
    },
    css: css ? size(css) : { bytes: 0, gzipBytes: 0 },
    html: size(html),
    pageData: size(fs.readFileSync(pageDataFile(buildDir, page.path), 'utf8')),
  };
}

/** The weights of the picked pages the build has (one read of its webpack stats for all). */
export function builtPageWeights(buildDir: string, pages: readonly PickedPage[]): PageWeight[] {
  const stats = readStats(buildDir);
  return pages.flatMap((page) => (page.status === 'built' ? [pageWeight(buildDir, page, stats)] : []));
}
