/**
 * When a failed `gatsby build` is worth one more attempt from a clean cache (Node only): a build
 * that stalled, or one that lost a page's query result between Gatsby's query workers and its
 * page-data step.
 */
import type { WatchedRun } from './watched-process';

/** How much of a build's last output is kept to tell why it failed: Gatsby's error with its stack fits. */
export const outputTailChars = 20_000;

/**
 * Gatsby's page-data step reads each page's query result from the LMDB store its query workers
 * wrote, and sometimes finds none for a page whose query ran ("Couldn't find temp query result",
 * gatsbyjs/gatsby#35865, netlify/netlify-plugin-gatsby#782, both without a fix). Sparta's build
 * failed so in a rehearsal of CI on 7 December 2026, after every earlier rehearsal had built it.
 */
const lostQueryResult = "Couldn't find temp query result for";

/** Why this attempt is worth another from a clean cache, or null when its failure is the build's own. */
export function retryReason(run: WatchedRun, outputTail: string): string | null {
  if (run.stalled) return 'it printed nothing for too long and was stopped';
  if (run.status !== 0 && outputTail.includes(lostQueryResult)) {
    return 'Gatsby lost a page’s query result between its query workers and its page-data step';
  }
  return null;
}
