// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle } from './on-demand';

/** The browser's idle callbacks, run by the test one at a time. */
let idle: Array<() => void> = [];
/** The callback of each handle `requestIdleCallback` gave. */
let handles: Map<number, () => void>;

/** A macrotask later every promise chained on a settled load has run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const runIdle = async () => {
  const callback = idle.shift();
  expect(callback).toBeDefined();
  callback?.();
  await settled();
};

beforeEach(() => {
  idle = [];
  handles = new Map();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.push(callback);
    handles.set(handles.size + 1, callback);
    return handles.size;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle = idle.filter((callback) => callback !== handles.get(handle));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A slow load the test finishes, then a quick one; `started` names those begun. */
function slowThenNext() {
  const started: string[] = [];
  let done: () => void = () => undefined;
  const loads = [
    () => {
      started.push('slow');
      return new Promise<void>((resolve) => {
        done = resolve;
      });
    },
    () => {
      started.push('next');
      return Promise.resolve();
    },
  ];
  return { started, loads, finish: () => done() };
}

describe('eachWhenIdle', () => {
  it('starts one load per idle period, each after the last has settled', async () => {
    const started: string[] = [];
    const load = (name: string) => () => {
      started.push(name);
      return Promise.resolve(name);
    };
    eachWhenIdle([load('hero'), load('faq'), load('video')]);
    expect(started).toEqual([]);
    expect(idle).toHaveLength(1);

    await runIdle();
    expect(started).toEqual(['hero']);
    expect(idle).toHaveLength(1);

    await runIdle();
    expect(started).toEqual(['hero', 'faq']);

    await runIdle();
    expect(started).toEqual(['hero', 'faq', 'video']);
    expect(idle).toHaveLength(0);
  });

  it('goes on after a load fails', async () => {
    const started: string[] = [];
    eachWhenIdle([
      () => {
        started.push('broken');
        return Promise.reject(new Error('chunk failed'));
      },
      () => {
        started.push('faq');
        return Promise.resolve();
      },
    ]);
    await runIdle();
    await runIdle();
    expect(started).toEqual(['broken', 'faq']);
  });

  it('waits for a slow load before asking for the next idle period', async () => {
    const { started, loads, finish } = slowThenNext();
    eachWhenIdle(loads);
    await runIdle();
    expect(started).toEqual(['slow']);
    expect(idle).toHaveLength(0);
    finish();
    await settled();
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(started).toEqual(['slow', 'next']);
  });

  it('stops when called off: the load under way settles, no other starts', async () => {
    const { started, loads, finish } = slowThenNext();
    const stop = eachWhenIdle(loads);
    await runIdle();
    stop();
    finish();
    await settled();
    expect(idle).toHaveLength(0);
    expect(started).toEqual(['slow']);
  });

  it('called off before its first idle period, starts nothing', () => {
    const started: string[] = [];
    const stop = eachWhenIdle([
      () => {
        started.push('hero');
        return Promise.resolve();
      },
    ]);
    expect(idle).toHaveLength(1);
    stop();
    expect(idle).toHaveLength(0);
    expect(started).toEqual([]);
  });
});
