import type { LogLevel } from './log-model';

const methods = { warning: 'warn', error: 'error' } as const;

/**
 * Observes console.warn and console.error of `target`: the original method still runs first,
 * then `listener` gets the arguments. A message logged while the listener runs (a getter that
 * warns while its object is formatted) is not passed on again. Returns the undo; a method that
 * someone else has wrapped since is left as it is, and the tap in it falls silent.
 */
export function tapConsole(target: Console, listener: (level: LogLevel, args: unknown[]) => void): () => void {
  let active = true;
  let busy = false;
  const undo = (Object.keys(methods) as LogLevel[]).map((level) => {
    const name = methods[level];
    const original = target[name];
    const tapped = function devLogTap(this: unknown, ...args: unknown[]) {
      original.apply(this ?? target, args);
      if (!active || busy) return;
      busy = true;
      try {
        listener(level, args);
      } catch {
        // The logger must never break the code that logs.
      } finally {
        busy = false;
      }
    };
    target[name] = tapped;
    return () => {
      if (target[name] === tapped) target[name] = original;
    };
  });
  return () => {
    active = false;
    undo.forEach((restore) => restore());
  };
}
