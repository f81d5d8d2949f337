/**
 * The development logger's rules, pure (spec section 8: toasts in development only, a rich toast
 * for messages over 250 characters): the text of a console call, how a toast shows it, and the
 * stack of toasts with repeated messages counted and the least recently seen dropped.
 */

export type LogLevel = 'warning' | 'error';

/** Messages longer than this get a rich toast: the first line as title, the rest collapsible. */
export const RICH_TOAST_LENGTH = 250;
/** A rich toast's title is cut to this length; the details then hold the whole text. */
export const TITLE_LENGTH = 120;
/** Toasts on screen at once; a new message beyond it drops the least recently seen. */
export const VISIBLE_TOASTS = 5;
/** A message is cut beyond this length, so a huge logged object cannot stall the page. */
export const MAX_TEXT_LENGTH = 50_000;

type Ancestor = { holder: unknown; original: object };

function isDomNode(value: object): value is { nodeName: string; nodeType: number } {
  return (
    typeof (value as { nodeType?: unknown }).nodeType === 'number' &&
    typeof (value as { nodeName?: unknown }).nodeName === 'string'
  );
}

function errorText(error: Error, seen: Set<unknown>): string {
  seen.add(error);
  const head = `${error.name}: ${error.message}`;
  const stack = typeof error.stack === 'string' ? error.stack : '';
  // V8 stacks start with "Name: message"; Firefox and Safari stacks hold only the frames.
  let text = stack.includes(error.message) ? stack : stack ? `${head}\n${stack}` : head;
  const { cause } = error as { cause?: unknown };
  if (cause !== undefined && !seen.has(cause)) {
    text += `\nCaused by: ${cause instanceof Error ? errorText(cause, seen) : formatValue(cause)}`;
  }
  return text;
}

/** JSON of any value: circular references, bigints, functions, maps and sets do not throw. */
export function safeJson(value: unknown): string {
  const ancestors: Ancestor[] = [];
  try {
    const json = JSON.stringify(
      value,
      function replace(this: unknown, _key: string, entry: unknown) {
        if (typeof entry === 'bigint') return `${entry}n`;
        if (typeof entry === 'function') return `[Function ${entry.name || 'anonymous'}]`;
        if (typeof entry === 'symbol') return entry.toString();
        if (typeof entry !== 'object' || entry === null) return entry;
        if (entry instanceof Error) return errorText(entry, new Set());
        if (isDomNode(entry)) return `<${entry.nodeName.toLowerCase()}>`;
        // JSON.stringify calls the replacer with `this` = the object holding the entry, so the
        // chain of open objects is known: an entry among them is a cycle, a repeat elsewhere is not.
        while (ancestors.length > 0 && ancestors.at(-1)?.holder !== this) ancestors.pop();
        if (ancestors.some((ancestor) => ancestor.original === entry)) return '[Circular]';
        const holder: unknown =
          entry instanceof Map ? Object.fromEntries([...entry].map(([key, item]) => [String(key), item])) : entry;
        const shown = entry instanceof Set ? [...entry] : holder;
        ancestors.push({ holder: shown, original: entry });
        return shown;
      },
      2,
    );
    return json ?? String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** One console argument as text, the way a console shows it. */
export function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Error) return errorText(value, new Set());
  if (isDomNode(value)) return `<${value.nodeName.toLowerCase()}>`;
  return safeJson(value);
}

/**
 * The text of one console.warn/console.error call. A first string argument may hold console
 * substitutions (React's warnings do: '%s'); they are filled like the console does, '%c' styles
 * are dropped, and the remaining arguments follow, separated by spaces.
 */
export function formatConsoleArgs(args: readonly unknown[]): string {
  const rest = [...args];
  const parts: string[] = [];
  const first = rest[0];
  if (typeof first === 'string') {
    rest.shift();
    parts.push(
      first.replace(/%([sdifoOc%])/g, (match, code: string) => {
        if (code === '%') return '%';
        if (rest.length === 0) return match;
        const value = rest.shift();
        switch (code) {
          case 'c':
            return '';
          case 'd':
          case 'i':
            return typeof value === 'symbol' ? 'NaN' : String(Math.trunc(Number(value)));
          case 'f':
            return typeof value === 'symbol' ? 'NaN' : String(Number(value));
          default:
            return formatValue(value);
        }
      }),
    );
  }
  parts.push(...rest.map(formatValue));
  const text = parts.join(' ');
  if (text.length <= MAX_TEXT_LENGTH) return text;
  return `${text.slice(0, MAX_TEXT_LENGTH)}… [${text.length - MAX_TEXT_LENGTH} more characters]`;
}

export interface ToastText {
  /** The whole message (short), or the first line of a long one. */
  title: string;
  /** The rest of a long message, for a collapsible part; null for a short message. */
  details: string | null;
}

/** How a toast shows a message: as it is up to 250 characters, else title plus details. */
export function toastText(text: string): ToastText {
  if (text.length <= RICH_TOAST_LENGTH) return { title: text, details: null };
  const body = text.replace(/^\s*\n/, '');
  const newline = body.indexOf('\n');
  const firstLine = (newline < 0 ? body : body.slice(0, newline)).trim();
  if (firstLine.length > TITLE_LENGTH) {
    return { title: `${firstLine.slice(0, TITLE_LENGTH - 1).trimEnd()}…`, details: body };
  }
  return { title: firstLine, details: newline < 0 ? '' : body.slice(newline + 1).replace(/^\s*\n/, '') };
}

export interface LogEntry {
  id: number;
  level: LogLevel;
  text: string;
  /** How often this message came while its toast was open. */
  count: number;
  /** Sequence number of its latest occurrence. */
  seen: number;
}

export interface LogState {
  entries: readonly LogEntry[];
  /** Sequence number of the latest message (also the next toast's id source). */
  seq: number;
}

export const emptyLog: LogState = { entries: [], seq: 0 };

/**
 * A new message: a repeat of an open toast's message (same level and text) raises its count in
 * place, so the toast and a focus in it stay; a new one is added at the end. Beyond `limit`
 * toasts the least recently seen one goes.
 */
export function addMessage(
  state: LogState,
  message: { level: LogLevel; text: string },
  limit: number = VISIBLE_TOASTS,
): LogState {
  const seq = state.seq + 1;
  const repeat = state.entries.find((entry) => entry.level === message.level && entry.text === message.text);
  if (repeat) {
    return {
      seq,
      entries: state.entries.map((entry) =>
        entry === repeat ? { ...entry, count: entry.count + 1, seen: seq } : entry,
      ),
    };
  }
  let entries: LogEntry[] = [...state.entries, { id: seq, ...message, count: 1, seen: seq }];
  while (entries.length > Math.max(1, limit)) {
    const stalest = entries.reduce((oldest, entry) => (entry.seen < oldest.seen ? entry : oldest));
    entries = entries.filter((entry) => entry !== stalest);
  }
  return { seq, entries };
}

/** Closes one toast; the same message later opens a new one. */
export function dismissMessage(state: LogState, id: number): LogState {
  const entries = state.entries.filter((entry) => entry.id !== id);
  return entries.length === state.entries.length ? state : { ...state, entries };
}

/** The toast of the latest message while it is open, for the polite announcement. */
export function latestEntry(state: LogState): LogEntry | undefined {
  return state.entries.find((entry) => entry.seen === state.seq);
}
