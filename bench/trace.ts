/**
 * `npm run bench:ab -- --measure trace`: one page load traced in Chromium at 4x CPU, and what the
 * trace says about the main thread after the first paint, and about style and layout over the
 * whole load. Lighthouse's simulated TBT does not tell steps below about 200 ms apart on this machine (an A/A series of one build on both sides put a
 * pair's difference at -302 to +350 ms, bench notes of 6 December, morning); the tasks a trace
 * records, loaded in turn, do.
 */
import type { Browser } from 'playwright-core';

/** The fields of a Chrome trace event this file reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** One load's main-thread figures, in ms: the tasks' after its first contentful paint, style and layout over the whole load. */
export interface TraceFigures {
  /** The tasks' time over 50 ms each: Lighthouse's TBT, over the traced window instead of up to TTI. */
  blockingMs: number;
  /** The whole time of the tasks longer than 50 ms. */
  longTaskMs: number;
  /** Every task's time. */
  busyMs: number;
  /**
   * Style recalculation (`UpdateLayoutTree`) from the navigation on, the first paint's included:
   * what a selector costs shows there, while the parser inserts elements.
   */
  styleMs: number;
  /** Layout from the navigation on. */
  layoutMs: number;
}

/** A task longer than this blocks input (Lighthouse's and the Long Tasks API's threshold), in µs. */
const longTaskUs = 50_000;

/** The CPU slowdown of Lighthouse's mobile preset. */
export const cpuSlowdown = 4;

/** How long a load is traced after its `load` event: the regions in view hydrate and the live offers come in that time. */
export const settleMs = 4_000;

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

/**
 * The figures of a page's renderer: the `CrRendererMain` thread that ran the most (a trace also
 * holds the blank page's renderer and the service worker's), its tasks from the first contentful
 * paint on.
 */
export function traceFigures(events: readonly TraceEvent[]): TraceFigures {
  const tasks = events.filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined);
  let main: { pid: number; tid: number; busy: number } | undefined;
  for (const thread of events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  )) {
    const busy = tasks
      .filter((task) => task.pid === thread.pid && task.tid === thread.tid)
      .reduce((sum, task) => sum + (task.dur ?? 0), 0);
    if (!main || busy > main.busy) main = { pid: thread.pid, tid: thread.tid, busy };
  }
  const paint = main && events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  if (!main || !paint) throw new Error('The trace has no first contentful paint of a page renderer.');
  const after = tasks.filter((task) => task.pid === main.pid && task.tid === main.tid && task.ts >= paint.ts);
  const long = after.filter((task) => (task.dur ?? 0) > longTaskUs);
  const renderer = main;
  const mainTime = (name: string) =>
    events
      .filter(
        (event) => event.name === name && event.ph === 'X' && event.pid === renderer.pid && event.tid === renderer.tid,
      )
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return {
    blockingMs: ms(long.reduce((sum, task) => sum + (task.dur ?? 0) - longTaskUs, 0)),
    longTaskMs: ms(long.reduce((sum, task) => sum + (task.dur ?? 0), 0)),
    busyMs: ms(after.reduce((sum, task) => sum + (task.dur ?? 0), 0)),
    styleMs: ms(mainTime('UpdateLayoutTree')),
    layoutMs: ms(mainTime('Layout')),
  };
}

/** The device of Lighthouse's mobile preset (a Moto G Power's screen). */
export const mobileDevice = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Loads `url` in a fresh context as Lighthouse's mobile preset would see it, traced at 4x CPU. */
export async function traceLoad(browser: Browser, url: string): Promise<TraceFigures> {
  const context = await browser.newContext(mobileDevice);
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'loading', 'disabled-by-default-devtools.timeline', '__metadata'],
    });
    let trace: Buffer;
    try {
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(settleMs);
    } finally {
      // Stopped whether the load worked or not: a browser tracing still refuses the next start.
      trace = await browser.stopTracing();
    }
    return traceFigures((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents);
  } finally {
    await context.close();
  }
}
