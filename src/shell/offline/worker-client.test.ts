import { describe, expect, it } from 'vitest';
import { idleQueue, sliceMs } from './worker-client';

interface Deadline {
  timeRemaining(): number;
}

/** An idle scheduler run by hand, and a clock each item sent moves on by `costMs`. */
function harness(costMs: number, idleMs = 50) {
  let clock = 0;
  const tasks: Array<(deadline: Deadline) => void> = [];
  const slices: string[][] = [];
  let slice: string[] = [];
  const send = idleQueue(
    (item: string) => {
      slice.push(item);
      clock += costMs;
    },
    (task: (deadline: Deadline) => void) => tasks.push(task),
    () => clock,
  );
  const runIdle = () => {
    const task = tasks.shift();
    if (!task) return false;
    const start = clock;
    slice = [];
    task({ timeRemaining: () => Math.max(0, idleMs - (clock - start)) });
    slices.push(slice);
    return true;
  };
  const runAll = () => {
    while (runIdle());
  };
  return { send, runAll, runIdle, slices, pending: () => tasks.length };
}

const items = (count: number) => Array.from({ length: count }, (_, index) => `/resource-${index}.js`);

describe('idleQueue (the offline client’s requests, issue 20)', () => {
  it('sends every item, in order, and none before the browser is idle', () => {
    const queue = harness(1);
    queue.send(items(30));
    expect(queue.slices).toEqual([]);
    queue.runAll();
    expect(queue.slices.flat()).toEqual(items(30));
  });

  it('keeps each idle task within the slice, though the idle period is longer', () => {
    const queue = harness(1.5);
    queue.send(items(30));
    queue.runAll();
    // 1.5 ms an item: three fit in a slice of 4 ms (the third starts at 3 ms), a fourth would not.
    expect(sliceMs).toBe(4);
    expect(Math.max(...queue.slices.map((slice) => slice.length))).toBe(3);
    expect(queue.slices.length).toBe(10);
  });

  it('sends one item a task when the browser is never idle (the timeout runs the task)', () => {
    const queue = harness(1, 0);
    queue.send(items(4));
    queue.runAll();
    expect(queue.slices).toEqual(items(4).map((item) => [item]));
  });

  it('asks for one idle period at a time, and a new one once items arrive after the queue drained', () => {
    const queue = harness(1);
    queue.send(items(2));
    queue.send(['/late.js']);
    expect(queue.pending()).toBe(1);
    queue.runAll();
    expect(queue.slices.flat()).toEqual([...items(2), '/late.js']);
    queue.send(['/later.js']);
    expect(queue.pending()).toBe(1);
    queue.runAll();
    expect(queue.slices.at(-1)).toEqual(['/later.js']);
  });
});
