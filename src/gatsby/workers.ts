/**
 * How many worker processes Gatsby runs queries and renders the static HTML in (issue 20).
 *
 * Gatsby starts `GATSBY_CPU_COUNT - 1` workers, by default one fewer than the physical cores,
 * keeping a core for its main process. While the workers render every page's HTML that process
 * only waits for them (a CPU profile of a 10,000-product build: the main process idle through the
 * step's 20 s), so on the 2-core build machine one core rendered and the other sat idle. With a
 * worker per core the step took 12.9-14.6 s instead of 17.4-19.4 s at 10,000 products (raleigh,
 * bench notes, 3 December). The same count sets the minifier's parallel workers.
 */
import os from 'node:os';

/** GATSBY_CPU_COUNT for a worker per core; a value set by whoever runs the build wins. */
export function gatsbyCpuCount(env: NodeJS.ProcessEnv, cores = os.availableParallelism()): string {
  return env.GATSBY_CPU_COUNT || String(cores + 1);
}
