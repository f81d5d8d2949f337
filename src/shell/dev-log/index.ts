/**
 * The development logger (spec section 8): console warnings and errors of the app and of Gatsby
 * as toasts with a copy button, in development only. Production builds hold none of it: the
 * branch below is dead code there (webpack replaces process.env.NODE_ENV), so the dynamic
 * import of the toast UI never becomes a chunk and the console helpers are unused.
 */
import { tapConsole } from './console-tap';
import { formatConsoleArgs } from './log-model';
import { createLogStore } from './log-store';

const noop = () => undefined;
// One logger per window, should gatsby-browser's onClientEntry run again (hot reload).
const running = new WeakMap<Window, Promise<() => void>>();

/**
 * Starts the logger on `win` in development: the console is observed at once (messages logged
 * while the toast UI loads are kept) and the toasts live in their own React root at the end of
 * the body, outside the page tree. Resolves to a stop function; elsewhere to a no-op.
 */
export function startDevLogger(win: Window): Promise<() => void> {
  if (process.env.NODE_ENV === 'development') {
    const existing = running.get(win);
    if (existing) return existing;
    const store = createLogStore();
    // Formatted during the call, so a logged object shows its state at that moment.
    const { console: target } = win as Window & typeof globalThis;
    const untap = tapConsole(target, (level, args) => store.add(level, formatConsoleArgs(args)));
    const started = import(/* webpackChunkName: "dev-log" */ './mount-dev-log')
      .then(({ mountDevLog }) => mountDevLog(win, store))
      .then(
        (unmount) => () => {
          untap();
          unmount();
          if (running.get(win) === started) running.delete(win);
        },
        (error: unknown) => {
          untap();
          running.delete(win);
          throw error;
        },
      );
    running.set(win, started);
    return started;
  }
  return Promise.resolve(noop);
}
