import { addMessage, dismissMessage, emptyLog, type LogLevel, type LogState } from './log-model';

export interface LogStore {
  getSnapshot: () => LogState;
  subscribe: (listener: () => void) => () => void;
  add: (level: LogLevel, text: string) => void;
  dismiss: (id: number) => void;
}

/**
 * The open toasts, for React's useSyncExternalStore. A message is added in a microtask, not
 * during the console call: React logs while it renders the page, and updating another root then
 * would make React warn about it, which would log again.
 */
export function createLogStore(): LogStore {
  let state: LogState = emptyLog;
  const listeners = new Set<() => void>();
  const update = (next: LogState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (level, text) => queueMicrotask(() => update(addMessage(state, { level, text }))),
    dismiss: (id) => update(dismissMessage(state, id)),
  };
}
