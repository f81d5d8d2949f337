import { describe, expect, it } from 'vitest';
import { type TraceEvent, traceFigures } from './trace';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, startMs: number, durationMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: startMs * 1000,
  dur: durationMs * 1000,
  pid,
  tid,
});
const slice = (name: string, pid: number, tid: number, startMs: number, durationMs: number): TraceEvent => ({
  ...task(pid, tid, startMs, durationMs),
  name,
});
const paint = (pid: number, atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  ts: atMs * 1000,
  pid,
  tid: 1,
});

describe('traceFigures', () => {
  it('sums the page renderer’s tasks from the first paint on, and their time over 50 ms', () => {
    const events = [
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'Compositor'),
      task(7, 1, 10, 300), // before the first paint: not counted
      paint(7, 400),
      task(7, 1, 500, 120),
      task(7, 1, 700, 40),
      task(7, 1, 800, 50), // 50 ms exactly is not long
      task(7, 1, 900, 80.25),
      task(7, 2, 500, 400), // another thread of the renderer
    ];
    expect(traceFigures(events)).toMatchObject({ blockingMs: 100.3, longTaskMs: 200.3, busyMs: 290.3 });
  });

  it('reads the renderer that ran the page, not the blank page’s before it', () => {
    const events = [
      thread(3, 1, 'CrRendererMain'),
      task(3, 1, 0, 5),
      paint(3, 1),
      task(3, 1, 2, 60),
      thread(9, 1, 'CrRendererMain'),
      task(9, 1, 10, 200),
      paint(9, 300),
      task(9, 1, 400, 90),
    ];
    expect(traceFigures(events)).toMatchObject({ blockingMs: 40, longTaskMs: 90, busyMs: 90 });
  });

  it('sums style recalculation and layout of the page’s main thread over the whole load', () => {
    const events = [
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'Compositor'),
      task(7, 1, 10, 300),
      slice('UpdateLayoutTree', 7, 1, 20, 12.5), // before the first paint: counted
      slice('Layout', 7, 1, 40, 30),
      paint(7, 400),
      task(7, 1, 500, 120),
      slice('UpdateLayoutTree', 7, 1, 510, 4.25),
      slice('Layout', 7, 1, 520, 6),
      slice('UpdateLayoutTree', 7, 2, 500, 99), // another thread: not counted
      slice('ParseHTML', 7, 1, 530, 20), // neither style nor layout
    ];
    expect(traceFigures(events)).toEqual({
      blockingMs: 70,
      longTaskMs: 120,
      busyMs: 120,
      styleMs: 16.8,
      layoutMs: 36,
    });
  });

  it('says so when the load painted nothing', () => {
    expect(() => traceFigures([thread(7, 1, 'CrRendererMain'), task(7, 1, 0, 80)])).toThrow(
      /no first contentful paint/,
    );
  });
});
