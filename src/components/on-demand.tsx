/**
 * Components whose code loads on demand (issue 20). `React.lazy` alone suspends at a component's
 * first render even when its module has already arrived, so a page reached in the app would show
 * the Suspense fallback for a moment; an `onDemand` component that has loaded mounts at once.
 */
import React, { type ComponentType, lazy, useState } from 'react';

export interface OnDemand<Props> {
  /** Renders the component; before its code has arrived it suspends (a Suspense boundary waits). */
  Component: ComponentType<Props>;
  /** Loads the code ahead of a render; one request however often it is called. */
  load: () => Promise<ComponentType<Props>>;
}

export function onDemand<Props extends object>(loader: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const load = () =>
    (loading ??= loader().then((component) => {
      loaded = component;
      return component;
    }));
  // Typed as the component it loads: `LazyExoticComponent`'s props (`PropsWithRef<Props>`) do not
  // resolve for a generic `Props`, though they are the same props.
  const Lazy = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;
  function Component(props: Props) {
    // Chosen once per mount: the component type never changes under a mounted element (its state stays).
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, load };
}

/**
 * Runs `task` once the browser has nothing else to do (after 2 s where it cannot tell); the
 * function it returns calls it off.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}

/**
 * Runs the loads one after another, each in an idle period of its own once the last has settled
 * (failed or not): started together, twenty chunks' script tags and evaluations made one long
 * task (170 ms at 4x CPU slowdown on the home page, issue 20). The function it returns stops the
 * chain (the component that started it unmounted); a load under way still settles.
 */
export function eachWhenIdle(loads: ReadonlyArray<() => Promise<unknown>>): () => void {
  let stopped = false;
  let cancelWait = () => {};
  const next = (index: number) => {
    const load = loads[index];
    if (!load || stopped) return;
    cancelWait = whenIdle(() => {
      void load()
        .catch(() => undefined)
        .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancelWait();
  };
}
