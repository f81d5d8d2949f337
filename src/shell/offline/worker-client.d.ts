/** The types of worker-client.js (a plain script of the local offline plugin). */
export declare const sliceMs: number;

export interface IdleDeadlineLike {
  timeRemaining(): number;
}

export declare function idleQueue<Item>(
  send: (item: Item) => void,
  idle?: (task: (deadline: IdleDeadlineLike) => void) => void,
  now?: () => number,
): (items: readonly Item[]) => void;

export declare function register(shown: () => Location | null): void;

export declare function pageShown(location: Location): void;
