/**
 * Where a page load's main-thread JavaScript goes, by source file and function of the shop's
 * code (issue 20): V8's sampling profile of the load (Chrome DevTools Protocol's `Profiler`),
 * each frame mapped to its source through the build's source maps. Lighthouse's and a trace's
 * figures name tasks; this names the code inside them, so that a long task can be taken apart.
 */
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { moduleName } from './weight';

/** The fields of the protocol's `Profiler.Profile` this file reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  /** Microseconds from the previous sample (the first: from the profile's start). */
  timeDeltas: number[];
}

/** A frame's source file and function, as its build's source map names them. */
export interface SourceFrame {
  source: string;
  name: string;
}

/** Maps a generated position (0-based line and column, as the protocol gives them) to its source. */
export type FrameLocator = (url: string, line: number, column: number) => SourceFrame | undefined;

/** Self time in µs by source file and by function (`<source> <function>`). */
export interface SelfTimes {
  bySource: Map<string, number>;
  byFunction: Map<string, number>;
  totalUs: number;
}

/**
 * A script's file name from its address (`/app-1.js?v=2` -> `app-1.js`). V8 also names scripts
 * that have no address (an evaluated string's name, say): those keep their name as it is.
 */
function scriptFileOf(url: string): string {
  if (!URL.canParse(url)) return url;
  return new URL(url).pathname.split('/').pop() || url;
}

/** No samples yet. */
export const emptySelfTimes = (): SelfTimes => ({ bySource: new Map(), byFunction: new Map(), totalUs: 0 });

/**
 * The locator of a build's scripts: each script's map is read once (`readMap` returns undefined
 * for a script without one, such as a third party's), and V8's builtins keep their names.
 */
export function sourceMapLocator(readMap: (file: string) => RawSourceMap | undefined): FrameLocator {
  const consumers = new Map<string, SourceMapConsumer | undefined>();
  return (url, line, column) => {
    const file = scriptFileOf(url);
    if (!consumers.has(file)) {
      const map = readMap(file);
      consumers.set(file, map ? new SourceMapConsumer(map) : undefined);
    }
    const original = consumers.get(file)?.originalPositionFor({ line: line + 1, column });
    if (!original?.source) return undefined;
    return { source: moduleName(original.source), name: original.name ?? '' };
  };
}

/**
 * Each sampled frame's self time, named by `locate` (or by its script's file and its own name;
 * V8's states such as `(program)`, the browser's own work, and `(idle)` by those names). With
 * `under`, only samples with a frame whose name or source contains it on their stack: the work
 * of one call and what it calls (the document's hydration, say).
 */
export function selfTimes(profile: CpuProfile, locate: FrameLocator, under?: string): SelfTimes {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const frames = new Map<number, SourceFrame>();
  const frameOf = (id: number): SourceFrame => {
    const known = frames.get(id);
    if (known) return known;
    // A profile's samples name only its own nodes.
    const { functionName, url, lineNumber, columnNumber } = (nodes.get(id) as CpuProfile['nodes'][number]).callFrame;
    const located = url ? locate(url, lineNumber, columnNumber) : undefined;
    const unmapped = url ? scriptFileOf(url) : functionName || '(anonymous)';
    const frame = { source: located?.source ?? unmapped, name: located?.name || functionName };
    frames.set(id, frame);
    return frame;
  };
  const matches = new Map<number, boolean>();
  const isUnder = (id: number): boolean => {
    if (under === undefined) return true;
    const known = matches.get(id);
    if (known !== undefined) return known;
    const frame = frameOf(id);
    const parent = parents.get(id);
    const result =
      frame.name.includes(under) || frame.source.includes(under) || (parent !== undefined && isUnder(parent));
    matches.set(id, result);
    return result;
  };
  const times = emptySelfTimes();
  profile.samples.forEach((id, index) => {
    // A sample's time runs to the next sample; the last one's is not known.
    const us = profile.timeDeltas[index + 1] ?? 0;
    if (!isUnder(id)) return;
    const frame = frameOf(id);
    const fn = `${frame.source} ${frame.name || '(anonymous)'}`;
    times.bySource.set(frame.source, (times.bySource.get(frame.source) ?? 0) + us);
    times.byFunction.set(fn, (times.byFunction.get(fn) ?? 0) + us);
    times.totalUs += us;
  });
  return times;
}

/** Adds `next` into `sum`. */
export function addSelfTimes(sum: SelfTimes, next: SelfTimes): SelfTimes {
  for (const [key, us] of next.bySource) sum.bySource.set(key, (sum.bySource.get(key) ?? 0) + us);
  for (const [key, us] of next.byFunction) sum.byFunction.set(key, (sum.byFunction.get(key) ?? 0) + us);
  sum.totalUs += next.totalUs;
  return sum;
}

/** The `top` largest entries as a markdown table, in ms per load over `loads` loads. */
export function selfTimeTable(times: Map<string, number>, loads: number, top: number, label: string): string {
  const rows = [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, us]) => `| ${(us / 1000 / loads).toFixed(1)} | \`${key}\` |`);
  return [`| ms per load | ${label} |`, '| ---: | --- |', ...rows].join('\n');
}
