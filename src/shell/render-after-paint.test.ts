// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, hiddenTabDelayMs } from './render-after-paint';
import { ServerPage, serverHtml } from './render-after-paint.fixture';

/** A clock whose frames and timers the test runs by hand. */
function manualClock() {
  const frames: (() => void)[] = [];
  const timers: { at: number; callback: () => void }[] = [];
  let now = 0;
  return {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => timers.push({ at: now + ms, callback }),
    drawFrame() {
      for (const frame of frames.splice(0)) frame();
    },
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((entry) => entry.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

describe('afterNextPaint', () => {
  it('waits for a frame to be drawn, then starts in the task after it', () => {
    const clock = manualClock();
    const task = vi.fn();
    afterNextPaint(task, clock);
    clock.advance(0);
    expect(task).not.toHaveBeenCalled();
    clock.drawFrame();
    expect(task).not.toHaveBeenCalled();
    clock.advance(0);
    expect(task).toHaveBeenCalledTimes(1);
    clock.advance(hiddenTabDelayMs);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('starts after the delay in a tab that draws no frames, and only once', () => {
    const clock = manualClock();
    const task = vi.fn();
    afterNextPaint(task, clock);
    clock.advance(hiddenTabDelayMs - 1);
    expect(task).not.toHaveBeenCalled();
    clock.advance(1);
    expect(task).toHaveBeenCalledTimes(1);
    clock.drawFrame();
    clock.advance(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('the server HTML hydrateServerHtml is given', () => {
  it('is the HTML React renders, with comments that mark Suspense boundaries and separate texts', () => {
    expect(renderToString(createElement(ServerPage))).toBe(serverHtml);
  });
});
