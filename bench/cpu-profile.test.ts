import { SourceMapGenerator } from 'source-map-js';
import { describe, expect, it } from 'vitest';
import { addSelfTimes, type CpuProfile, selfTimeTable, selfTimes, sourceMapLocator } from './cpu-profile';

const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
});

/**
 * (root) -> hydrateDocument (app.js 0:10) -> Gate (app.js 0:40); (root) -> (program), (idle);
 * a third-party script without a map.
 */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5, 6] },
    { id: 2, callFrame: frame('a', 'http://127.0.0.1:9400/app-1.js', 0, 10), children: [3] },
    { id: 3, callFrame: frame('b', 'http://127.0.0.1:9400/app-1.js', 0, 40) },
    { id: 4, callFrame: frame('(program)') },
    { id: 5, callFrame: frame('(idle)') },
    { id: 6, callFrame: frame('readCookie', 'http://127.0.0.1:5300/otSDKStub.js', 3, 2) },
  ],
  samples: [4, 2, 3, 3, 6, 5, 3],
  timeDeltas: [0, 100, 200, 300, 400, 500, 600],
};

function appMap() {
  const generator = new SourceMapGenerator({ file: 'app-1.js' });
  generator.addMapping({
    source: 'webpack://shop/./src/shell/render-after-paint.ts',
    name: 'hydrateDocument',
    generated: { line: 1, column: 10 },
    original: { line: 70, column: 0 },
  });
  generator.addMapping({
    source: 'webpack://shop/./src/components/hydrate-on-view.tsx',
    name: 'Gate',
    generated: { line: 1, column: 40 },
    original: { line: 253, column: 0 },
  });
  return JSON.parse(generator.toString());
}

const locate = sourceMapLocator((file) => (file === 'app-1.js' ? appMap() : undefined));

describe('selfTimes', () => {
  it('names a script without an address by the name V8 gives it', () => {
    const evaluated: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('(root)'), children: [2] },
        { id: 2, callFrame: frame('run', 'debugger eval code', 0, 5) },
      ],
      samples: [2, 2],
      timeDeltas: [0, 100],
    };
    expect(selfTimes(evaluated, locate).byFunction.get('debugger eval code run')).toBe(100);
  });

  it('gives each sample the time to the next one, named through the source map', () => {
    const times = selfTimes(profile, locate);
    expect(times.totalUs).toBe(100 + 200 + 300 + 400 + 500 + 600);
    expect(times.bySource.get('(program)')).toBe(100);
    expect(times.byFunction.get('src/shell/render-after-paint.ts hydrateDocument')).toBe(200);
    expect(times.byFunction.get('src/components/hydrate-on-view.tsx Gate')).toBe(300 + 400);
    // The last sample's time is not known.
    expect(times.bySource.get('src/components/hydrate-on-view.tsx')).toBe(700);
    // A script without a map keeps its file and its own function name.
    expect(times.byFunction.get('otSDKStub.js readCookie')).toBe(500);
    expect(times.bySource.get('(idle)')).toBe(600);
  });

  it('keeps only the samples under a named call when asked', () => {
    const times = selfTimes(profile, locate, 'hydrateDocument');
    expect(times.totalUs).toBe(200 + 300 + 400);
    expect([...times.bySource.keys()].sort()).toEqual([
      'src/components/hydrate-on-view.tsx',
      'src/shell/render-after-paint.ts',
    ]);
    expect(selfTimes(profile, locate, 'hydrate-on-view').totalUs).toBe(700);
  });

  it('adds loads together and prints the largest entries per load', () => {
    const sum = addSelfTimes(selfTimes(profile, locate), selfTimes(profile, locate));
    expect(sum.totalUs).toBe(4200);
    const table = selfTimeTable(sum.bySource, 2, 2, 'source');
    expect(table.split('\n')).toEqual([
      '| ms per load | source |',
      '| ---: | --- |',
      '| 0.7 | `src/components/hydrate-on-view.tsx` |',
      '| 0.6 | `(idle)` |',
    ]);
  });
});
