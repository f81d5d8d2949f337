import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack, { type Chunk, type Module, type StatsChunk } from 'webpack';
import { sharedChunkName } from './shared-chunks';

/** Gatsby 5.16's `shared` cache group (gatsby/dist/utils/webpack.config.js), its name in `name`. */
function sharedGroup(name: (module: Module, chunks: Chunk[], key: string) => string | undefined) {
  return {
    test: (module: Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
      [...chunkGraph.getModuleChunksIterable(module)].every((chunk) => !chunk.canBeInitial()),
    name,
    priority: 10,
    minChunks: 2,
    reuseExistingChunk: true,
  };
}

const gatsbyName = (_module: Module, chunks: Chunk[]) =>
  crypto
    .createHash('sha1')
    .update(chunks.reduce((names, chunk) => names + chunk.name, ''))
    .digest('hex');

let dir: string;

/**
 * An app whose lazy chunks share modules in two sets, as the shop's do: a transport that the
 * offer and the basket use, a selling point that two content blocks use; and a helper that two
 * named page templates share. Each module is over webpack's minimum size of a split chunk.
 */
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-chunks-'));
  const source = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
  const body = (word: string) => `export const ${word} = ${JSON.stringify(word.repeat(25_000 / word.length))};\n`;
  source('transport.js', body('transport'));
  source('selling-point.js', body('sellingPoint'));
  source('template-helper.js', body('templateHelper'));
  source('offer.js', `import { transport } from './transport.js'; export const offer = () => transport;`);
  source('basket.js', `import { transport } from './transport.js'; export const basket = () => transport;`);
  source('hero.js', `import { sellingPoint } from './selling-point.js'; export const hero = () => sellingPoint;`);
  source('teaser.js', `import { sellingPoint } from './selling-point.js'; export const teaser = () => sellingPoint;`);
  source('home.js', `import { templateHelper } from './template-helper.js'; export const home = () => templateHelper;`);
  source('page.js', `import { templateHelper } from './template-helper.js'; export const page = () => templateHelper;`);
  source(
    'entry.js',
    [
      `import('./offer.js'); import('./basket.js'); import('./hero.js'); import('./teaser.js');`,
      `import(/* webpackChunkName: "component---src-templates-home-tsx" */ './home.js');`,
      `import(/* webpackChunkName: "component---src-templates-page-tsx" */ './page.js');`,
    ].join('\n'),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The modules of each chunk a production build with the given name makes. */
async function chunksWith(name: (module: Module, chunks: Chunk[], key: string) => string | undefined) {
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: { app: './entry.js' },
        output: { path: path.join(dir, `public-${Math.random().toString(36).slice(2)}`) },
        optimization: {
          splitChunks: {
            chunks: 'all',
            cacheGroups: { default: false, defaultVendors: false, shared: sharedGroup(name) },
          },
        },
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    ),
  );
  expect(stats.hasErrors()).toBe(false);
  const chunks = stats.toJson({ chunks: true, chunkModules: true }).chunks ?? [];
  const modulesOf = (chunk: StatsChunk) =>
    (chunk.modules ?? []).flatMap((module) => [module, ...(module.modules ?? [])]).map((module) => module.name ?? '');
  const holding = (file: string) => chunks.filter((chunk) => modulesOf(chunk).some((module) => module.endsWith(file)));
  return { holding };
}

describe('sharedChunkName', () => {
  it("shows the fault of Gatsby's name: modules of different sets of lazy chunks end up in one chunk", async () => {
    const { holding } = await chunksWith(gatsbyName);
    const [transportChunk] = holding('/transport.js');
    expect(holding('/transport.js')).toHaveLength(1);
    expect(holding('/selling-point.js')).toEqual([transportChunk]);
  }, 60_000);

  it('gives each set of lazy chunks its own chunk, each shared module in one chunk', async () => {
    const { holding } = await chunksWith(sharedChunkName(gatsbyName));
    const transport = holding('/transport.js');
    const sellingPoint = holding('/selling-point.js');
    expect(transport).toHaveLength(1);
    expect(sellingPoint).toHaveLength(1);
    expect(transport[0]?.id).not.toBe(sellingPoint[0]?.id);
    // Only the transport's users load its chunk: it holds neither block's code.
    expect(holding('/hero.js').map((chunk) => chunk.id)).not.toContain(transport[0]?.id);
  }, 60_000);

  it("keeps Gatsby's name for a set of named chunks (the page templates')", async () => {
    const { holding } = await chunksWith(sharedChunkName(gatsbyName));
    const [helper] = holding('/template-helper.js');
    expect(holding('/template-helper.js')).toHaveLength(1);
    expect(helper?.names).toEqual([
      crypto
        .createHash('sha1')
        .update('component---src-templates-home-tsxcomponent---src-templates-page-tsx')
        .digest('hex'),
    ]);
  }, 60_000);
});
