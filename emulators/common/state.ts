/**
 * Durable emulator state: a JSON document on disk that survives a restart of the emulator.
 * Mutations are queued one after another, so concurrent requests never lose a write, and each
 * write goes to a temporary file that is renamed over the old one, so a crash mid-write never
 * leaves a truncated document.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DurableState<T> {
  private value: T;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly file: string | undefined,
    initial: () => T,
  ) {
    this.value = file && fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : initial();
  }

  /** The current state; treat it as read-only and change it through `update`. */
  get current(): T {
    return this.value;
  }

  /** Runs `change` after every earlier update has been written, then persists the result. */
  update<R>(change: (state: T) => R | Promise<R>): Promise<R> {
    const run = this.queue.then(async () => {
      const result = await change(this.value);
      this.persist();
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private persist(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.value));
    fs.renameSync(temporary, this.file);
  }
}
