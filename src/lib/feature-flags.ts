/**
 * Feature flags of the content space (spec 4): a flag is on in the environments its states name.
 * Pure rules over the flag entries; the schema of the flags story lives in the Storyblok model.
 */

export const flagStates = ['preview', 'accept', 'live'] as const;
/** Environments a flag can be on in: preview (test), accept, live. */
export type FlagState = (typeof flagStates)[number];

/** What the rules need of a flags story: each flag's name and the states it is on in. */
export interface FlagEntries {
  flags: readonly { name: string; states: readonly FlagState[] }[];
}

/** The flag state of an environment: preview for test, accept for accept, live otherwise (spec 4). */
export function flagStateOf(environment: string): FlagState {
  const normalized = environment.trim().toLowerCase();
  if (normalized === 'test') return 'preview';
  return normalized === 'accept' ? 'accept' : 'live';
}

/** Names of the flags that are on in an environment. */
export function enabledFlags(content: FlagEntries, environment: string): string[] {
  const state = flagStateOf(environment);
  return content.flags.filter((flag) => flag.states.includes(state)).map((flag) => flag.name);
}

export function isFlagEnabled(content: FlagEntries, name: string, environment: string): boolean {
  return enabledFlags(content, environment).includes(name);
}
