/**
 * A page of two regions for the tests of `HydrateOnView`, written against React's API: the React
 * tests render it with React, the Preact tests (which mock React with `preact/compat`) with Preact.
 */
import React, { memo, useEffect, useState } from 'react';
import { expect, vi } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { HydrateOnView, type OpenOn, useStoredValue, useValueStore } from './hydrate-on-view';

/** The names of the counters that have hydrated (or rendered), in order; each test empties it. */
export const hydrations: string[] = [];

/** A block that records its hydration and counts clicks, as an interactive block would. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    hydrations.push(name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {name} {count}
    </button>
  );
}

export const Region = memo(function Region({ page, name, openOn }: { page: string; name: string; openOn?: OpenOn }) {
  return (
    <HydrateOnView id={`${page}-${name}`} openOn={openOn}>
      <Counter name={name} />
    </HydrateOnView>
  );
});

/** `page` names the page load: each test's regions are new, as on a page loaded anew. */
export function Page({ page, extra = 0 }: { page: string; extra?: number }) {
  return (
    <main data-extra={extra}>
      <Region page={page} name="footer" />
      <Region page={page} name="teasers" />
      <Region page={page} name="menu" openOn="reach" />
    </main>
  );
}

/**
 * React's server HTML of `Page` (hydrate-on-view.test.tsx checks that React renders this): the
 * box of the region that waits for reach says so.
 */
export const pageServerHtml = (page: string) =>
  `<main data-extra="0">${['footer', 'teasers', 'menu']
    .map(
      (name) =>
        `<div data-hydrate-on-view="${page}-${name}"${name === 'menu' ? ' data-hydrate-on-reach=""' : ''}><!--$--><button type="button">${name}<!-- --> <!-- -->0</button><!--/$--></div>`,
    )
    .join('')}</main>`;

/**
 * Checks that the footer and the teasers, seen together (`scroll`), hydrate one task after the
 * other. `act` is the runtime's own; the test runs the tasks, so neither the runtime's scheduling
 * nor `act` may run them.
 */
export async function expectHydratedInTurn(
  act: (callback: () => Promise<void>) => Promise<unknown>,
  scroll: () => void,
) {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    await act(async () => scroll());
    expect(hydrations).toEqual([]);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(hydrations).toEqual(['footer']);
    await act(async () => {
      vi.advanceTimersToNextTimer();
    });
    expect(hydrations).toEqual(['footer', 'teasers']);
  } finally {
    vi.useRealTimers();
  }
}

/** Shows the price it reads from the store, as the Cycle to Work calculator shows the buy box's total. */
function Priced({ price }: { price: StoreApi<number> }) {
  const value = useStoredValue(price);
  useEffect(() => {
    hydrations.push('priced');
  }, []);
  return <output>{`price ${value}`}</output>;
}

const PricedRegion = memo(function PricedRegion({ page, price }: { page: string; price: StoreApi<number> }) {
  return (
    <HydrateOnView id={`${page}-priced`} openOn="reach">
      <Priced price={price} />
    </HydrateOnView>
  );
});

/** A page whose button raises a price that a region waiting for reach shows (see `useValueStore`). */
export function PricePage({ page }: { page: string }) {
  const [amount, setAmount] = useState(10);
  const price = useValueStore(amount);
  return (
    <main>
      <button type="button" onClick={() => setAmount((value) => value + 5)}>{`raise ${amount}`}</button>
      <PricedRegion page={page} price={price} />
    </main>
  );
}

/** React's server HTML of `PricePage` (checked in hydrate-on-view.test.tsx). */
export const pricePageServerHtml = (page: string) =>
  `<main><button type="button">raise 10</button><div data-hydrate-on-view="${page}-priced" data-hydrate-on-reach=""><!--$--><output>price 10</output><!--/$--></div></main>`;

/**
 * The price is raised twice while its region waits, then the visitor reaches into the region: it
 * hydrates showing the raised price, and follows the next raise. `act` is the runtime's own.
 */
export async function expectWaitingRegionReadsTheValue(
  act: (callback: () => Promise<void>) => Promise<unknown>,
  container: Element,
) {
  const raise = container.querySelector('button') as HTMLButtonElement;
  const output = () => container.querySelector('output') as HTMLOutputElement;
  const server = output();
  await act(async () => raise.click());
  await act(async () => raise.click());
  expect(raise.textContent).toBe('raise 20');
  // Still the server's HTML: the region got no new props and rendered nothing.
  expect(hydrations).toEqual([]);
  expect(output().textContent).toBe('price 10');
  await act(async () => {
    output().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
  expect(hydrations).toEqual(['priced']);
  expect(output()).toBe(server);
  expect(output().textContent).toBe('price 20');
  await act(async () => raise.click());
  expect(output().textContent).toBe('price 25');
}

/** Radios that show a choice the page makes, as the configurator shows the buy box's. */
function Choice({ choice }: { choice: StoreApi<string> }) {
  const value = useStoredValue(choice);
  useEffect(() => {
    hydrations.push('choice');
  }, []);
  return (
    <fieldset>
      {['a', 'b'].map((option) => (
        <input key={option} type="radio" name="choice" value={option} checked={value === option} readOnly />
      ))}
    </fieldset>
  );
}

const ChoiceRegion = memo(function ChoiceRegion({ page, choice }: { page: string; choice: StoreApi<string> }) {
  return (
    <HydrateOnView id={`${page}-choice`} openOn="reach" openWith={choice}>
      <Choice choice={choice} />
    </HydrateOnView>
  );
});

/** A page whose button changes a choice that a region waiting for reach shows (`openWith`). */
export function ChoicePage({ page }: { page: string }) {
  const [chosen, setChosen] = useState('a');
  const choice = useValueStore(chosen);
  return (
    <main>
      <button type="button" onClick={() => setChosen('b')}>
        choose b
      </button>
      <ChoiceRegion page={page} choice={choice} />
    </main>
  );
}

/** React's server HTML of `ChoicePage` (checked in hydrate-on-view.test.tsx). */
export const choicePageServerHtml = (page: string) =>
  `<main><button type="button">choose b</button><div data-hydrate-on-view="${page}-choice" data-hydrate-on-reach=""><!--$--><fieldset><input type="radio" name="choice" readonly="" checked="" value="a"/><input type="radio" name="choice" readonly="" value="b"/></fieldset><!--/$--></div></main>`;

/**
 * The page changes the choice while its region waits: the region opens without the visitor's
 * reach, hydrates the server's radios and checks the new choice. `act` is the runtime's own.
 */
export async function expectRegionOpensWithItsValue(
  act: (callback: () => Promise<void>) => Promise<unknown>,
  container: Element,
) {
  const radios = () => [...container.querySelectorAll('input')];
  const server = radios();
  expect(server.map((radio) => radio.checked)).toEqual([true, false]);
  expect(hydrations).toEqual([]);
  await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
  // The gate opens as the store changes; the runtime renders the opened region a task later at most.
  await act(async () => {
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
  expect(hydrations).toEqual(['choice']);
  expect(radios()).toEqual(server);
  expect(radios().map((radio) => radio.checked)).toEqual([false, true]);
}
