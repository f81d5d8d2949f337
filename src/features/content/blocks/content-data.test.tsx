// @vitest-environment jsdom
import { act } from '@testing-library/react';
import React, { memo, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { card } from '../../../lib/product/fixtures';
import { type ContentData, ContentDataProvider, useContentData } from './content-data';

const withPrice = (amount: number): ContentData => ({
  products: { 'RB-1': card({ id: 'rb-1', sku: 'RB-1', price: { amount, currency: 'GBP' } }) },
  teaserProducts: {},
});

function Price({ label }: { label: string }) {
  const { products } = useContentData();
  return (
    <p data-label={label}>
      {label}: {products['RB-1']?.price?.amount}
    </p>
  );
}

/** Stands for a block whose hydration waits (its code on the way, or below the fold). */
let waiting: { promise: Promise<void>; release: () => void; held: boolean };

function Waiting({ children }: { children: React.ReactNode }) {
  if (waiting.held) throw waiting.promise;
  return <>{children}</>;
}

/** Memoised, as the registry's blocks are: the page rendering again gives it no new props. */
const WaitingTeaser = memo(function WaitingTeaser() {
  return (
    <Suspense fallback={null}>
      <Waiting>
        <Price label="teaser" />
      </Waiting>
    </Suspense>
  );
});

function Page({ value }: { value: ContentData }) {
  return (
    <ContentDataProvider value={value}>
      <Price label="hero" />
      <WaitingTeaser />
    </ContentDataProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

const text = (label: string) => container.querySelector(`[data-label="${label}"]`);

describe('ContentDataProvider', () => {
  it('brings a new value to hydrated blocks and leaves waiting blocks their static HTML', async () => {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    waiting = { promise, release, held: false };
    container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Page value={withPrice(1000)} />);
    const teaser = text('teaser');
    const errors: unknown[] = [];

    waiting.held = true;
    await act(async () => {
      root = hydrateRoot(container, <Page value={withPrice(1000)} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Live prices arrive while the teaser still waits.
    await act(async () => root?.render(<Page value={withPrice(900)} />));
    expect(text('hero')?.textContent).toBe('hero: 900');
    expect(text('teaser')).toBe(teaser);
    expect(teaser?.textContent).toBe('teaser: 1000');
    expect(errors).toEqual([]);

    // Hydrated at last, the teaser shows what its HTML showed, then the current value.
    waiting.held = false;
    await act(async () => waiting.release());
    expect(text('teaser')).toBe(teaser);
    expect(teaser?.textContent).toBe('teaser: 900');
    expect(errors).toEqual([]);
  });
});
