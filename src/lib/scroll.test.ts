import { describe, expect, it } from 'vitest';
import { keepsScroll, parseScrollPosition, scrollKey } from './scroll';

describe('scroll positions', () => {
  it('keys by page and hash', () => {
    expect(scrollKey('/gb/en/', '')).toBe('@@scroll|/gb/en/');
    expect(scrollKey('/gb/en/', '#faq')).toBe('@@scroll|/gb/en/#faq');
    expect(scrollKey('/gb/en/', '#faq')).not.toBe(scrollKey('/gb/en/', '#top'));
  });

  it.each([
    [{ preserveScroll: true }, true],
    [{ preserveScroll: false }, false],
    [{}, false],
    [null, false],
    [undefined, false],
    ['preserveScroll', false],
  ])('state %j keeps the position: %s', (state, expected) => {
    expect(keepsScroll(state)).toBe(expected);
  });

  it.each([
    ['120', 120],
    ['0', 0],
    [null, null],
    ['-5', null],
    ['abc', null],
  ])('parses %j as %j', (stored, expected) => {
    expect(parseScrollPosition(stored)).toBe(expected);
  });
});
