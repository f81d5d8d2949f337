import { describe, expect, it } from 'vitest';
import {
  addMessage,
  dismissMessage,
  emptyLog,
  formatConsoleArgs,
  formatValue,
  latestEntry,
  MAX_TEXT_LENGTH,
  RICH_TOAST_LENGTH,
  safeJson,
  TITLE_LENGTH,
  toastText,
  type LogState,
} from './log-model';

describe('formatConsoleArgs', () => {
  it('joins the arguments with spaces, as the console shows them', () => {
    expect(formatConsoleArgs(['Missing image data', 'hero', 3, true, null, undefined])).toBe(
      'Missing image data hero 3 true null undefined',
    );
    expect(formatConsoleArgs([])).toBe('');
  });

  it('fills console substitutions and drops %c styles', () => {
    expect(
      formatConsoleArgs(['Warning: Each child needs a "key" prop.%s See %s', ' Check Footer.', 'https://react.dev']),
    ).toBe('Warning: Each child needs a "key" prop. Check Footer. See https://react.dev');
    expect(formatConsoleArgs(['%d items, %i left, %f km, 100%%', '4.7', 2.9, '1.5'])).toBe(
      '4 items, 2 left, 1.5 km, 100%',
    );
    expect(formatConsoleArgs(['%cStyled', 'color: red', 'tail'])).toBe('Styled tail');
    expect(formatConsoleArgs(['%o and %O', { a: 1 }, [2]])).toBe('{\n  "a": 1\n} and [\n  2\n]');
    expect(formatConsoleArgs(['%s without value'])).toBe('%s without value');
    expect(formatConsoleArgs([{ a: 1 }, '%s'])).toBe('{\n  "a": 1\n} %s');
  });

  it('shows an error with its stack, and its cause', () => {
    const cause = new Error('socket closed');
    const error = new Error('Request failed', { cause });
    const text = formatConsoleArgs(['Unhandled render error', error]);
    expect(text).toMatch(/^Unhandled render error Error: Request failed\n\s+at /);
    expect(text).toMatch(/\nCaused by: Error: socket closed\n\s+at /);
  });

  it('puts name and message before a stack of frames only (Firefox, Safari)', () => {
    const error = new TypeError('x is undefined');
    error.stack = 'render@http://localhost:8000/app.js:1:2';
    expect(formatValue(error)).toBe('TypeError: x is undefined\nrender@http://localhost:8000/app.js:1:2');
    const bare = new RangeError('too far');
    bare.stack = undefined;
    expect(formatValue(bare)).toBe('RangeError: too far');
  });

  it('stops at a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    (first as { cause?: unknown }).cause = second;
    const text = formatValue(first);
    expect(text.match(/Caused by/g)).toHaveLength(1);
  });

  it('cuts a huge message', () => {
    const text = formatConsoleArgs(['x'.repeat(MAX_TEXT_LENGTH + 10)]);
    expect(text).toBe(`${'x'.repeat(MAX_TEXT_LENGTH)}… [10 more characters]`);
  });

  it('writes values that JSON does not know', () => {
    expect(formatValue(10n)).toBe('10n');
    expect(formatValue(Symbol('id'))).toBe('Symbol(id)');
    expect(formatValue(function fetchStory() {})).toBe('[Function fetchStory]');
    expect(formatValue({ nodeType: 1, nodeName: 'DIV' })).toBe('<div>');
  });
});

describe('safeJson', () => {
  it('marks cycles, but not an object seen twice side by side', () => {
    const shared = { id: 1 };
    const node: Record<string, unknown> = { name: 'root', left: shared, right: shared };
    node.self = node;
    expect(JSON.parse(safeJson(node))).toEqual({
      name: 'root',
      left: { id: 1 },
      right: { id: 1 },
      self: '[Circular]',
    });
  });

  it('writes bigints, functions, symbols, maps, sets, errors and dates', () => {
    const error = new Error('boom');
    error.stack = 'Error: boom';
    const value = {
      big: 1n,
      run: () => 1,
      tag: Symbol('t'),
      map: new Map<unknown, unknown>([
        ['a', 1],
        [2, new Set(['b'])],
      ]),
      error,
      at: new Date(Date.UTC(2024, 0, 2)),
    };
    expect(JSON.parse(safeJson(value))).toEqual({
      big: '1n',
      run: '[Function run]',
      tag: 'Symbol(t)',
      map: { a: 1, 2: ['b'] },
      error: 'Error: boom',
      at: '2024-01-02T00:00:00.000Z',
    });
  });

  it('does not throw when a getter or toJSON throws', () => {
    const hostile = {
      toJSON() {
        throw new Error('no');
      },
    };
    expect(safeJson(hostile)).toBe('[object Object]');
    expect(safeJson(undefined)).toBe('undefined');
  });
});

describe('toastText', () => {
  it('shows a message of up to 250 characters as it is', () => {
    const text = `page resources for /gb/en/bikes/ not found. Not rendering React\n${'x'.repeat(100)}`;
    expect(toastText(text)).toEqual({ title: text, details: null });
    const exactly = 'y'.repeat(RICH_TOAST_LENGTH);
    expect(toastText(exactly)).toEqual({ title: exactly, details: null });
  });

  it('makes a longer message rich: first line as title, the rest as details', () => {
    const stack = Array.from({ length: 8 }, (_, index) => `    at Component${index} (app.js:${index}:1)`).join('\n');
    const text = `Unhandled render error Error: content could not be rendered\n${stack}`;
    expect(text.length).toBeGreaterThan(RICH_TOAST_LENGTH);
    expect(toastText(text)).toEqual({
      title: 'Unhandled render error Error: content could not be rendered',
      details: stack,
    });
  });

  it('takes the first line with text as title', () => {
    const text = `\n\n  Warning: leading blank lines\n${'z'.repeat(300)}`;
    expect(toastText(text)).toEqual({ title: 'Warning: leading blank lines', details: 'z'.repeat(300) });
  });

  it('cuts a long first line and keeps the whole message in the details', () => {
    const text = 'w'.repeat(RICH_TOAST_LENGTH + 1);
    const { title, details } = toastText(text);
    expect(title).toHaveLength(TITLE_LENGTH);
    expect(title.endsWith('…')).toBe(true);
    expect(details).toBe(text);
  });
});

describe('the toast stack', () => {
  const add = (state: LogState, text: string, level: 'warning' | 'error' = 'warning', limit?: number) =>
    addMessage(state, { level, text }, limit);

  it('adds messages in order, with ids and the latest one', () => {
    const state = add(add(emptyLog, 'one'), 'two', 'error');
    expect(state.entries).toEqual([
      { id: 1, level: 'warning', text: 'one', count: 1, seen: 1 },
      { id: 2, level: 'error', text: 'two', count: 1, seen: 2 },
    ]);
    expect(latestEntry(state)?.text).toBe('two');
  });

  it('counts a repeated message in place', () => {
    const state = add(add(add(emptyLog, 'one'), 'two'), 'one');
    expect(state.entries.map(({ id, text, count }) => ({ id, text, count }))).toEqual([
      { id: 1, text: 'one', count: 2 },
      { id: 2, text: 'two', count: 1 },
    ]);
    expect(latestEntry(state)?.text).toBe('one');
  });

  it('tells a warning from an error with the same text', () => {
    const state = add(add(emptyLog, 'same', 'warning'), 'same', 'error');
    expect(state.entries).toHaveLength(2);
  });

  it('keeps five toasts and drops the least recently seen', () => {
    let state = emptyLog;
    for (const text of ['a', 'b', 'c', 'd', 'e']) state = add(state, text);
    state = add(state, 'a');
    state = add(state, 'f');
    expect(state.entries.map((entry) => entry.text)).toEqual(['a', 'c', 'd', 'e', 'f']);
    expect(add(add(emptyLog, 'x', 'warning', 1), 'y', 'warning', 1).entries.map((entry) => entry.text)).toEqual(['y']);
  });

  it('closes a toast; the same message later opens a new one', () => {
    const open = add(add(emptyLog, 'one'), 'two');
    const closed = dismissMessage(open, 1);
    expect(closed.entries.map((entry) => entry.text)).toEqual(['two']);
    expect(latestEntry(closed)?.text).toBe('two');
    expect(dismissMessage(closed, 99)).toBe(closed);
    const again = add(closed, 'one');
    expect(again.entries.at(-1)).toMatchObject({ id: 3, text: 'one', count: 1 });
    expect(latestEntry(dismissMessage(again, 3))).toBeUndefined();
  });
});
