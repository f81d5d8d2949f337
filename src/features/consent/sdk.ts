/**
 * The slice of the consent SDK (OneTrust's browser API) the site uses, and a guarded way to
 * reach it: the SDK is third-party code that may be missing, late or broken, so every call is
 * checked and contained rather than trusted.
 */

/** What `OnConsentChanged` hands its callbacks: the granted groups in `detail`. */
export type ConsentChangedEvent = Event & { detail?: unknown };

export interface OneTrustApi {
  OnConsentChanged: (callback: (event: ConsentChangedEvent) => void) => void;
  ToggleInfoDisplay: () => void;
  IsAlertBoxClosed: () => boolean;
}

/** Globals the SDK defines (or reads: `OptanonWrapper` is ours, called by the SDK). */
export interface ConsentSdkGlobals {
  OneTrust?: unknown;
  OnetrustActiveGroups?: unknown;
  OptanonWrapper?: () => void;
}

/** The browser window as the SDK sees it; undefined during server rendering. */
export function browserSdkGlobals(): ConsentSdkGlobals | undefined {
  return typeof window === 'undefined' ? undefined : (window as Window & ConsentSdkGlobals);
}

/** The SDK's API once it is complete (the stub defines it in stages). */
export function oneTrustOf(globals: ConsentSdkGlobals | undefined): OneTrustApi | undefined {
  const candidate = globals?.OneTrust as Partial<OneTrustApi> | undefined;
  if (
    typeof candidate?.OnConsentChanged === 'function' &&
    typeof candidate.ToggleInfoDisplay === 'function' &&
    typeof candidate.IsAlertBoxClosed === 'function'
  ) {
    return candidate as OneTrustApi;
  }
  return undefined;
}

/** Group ids of an `OnConsentChanged` event, when it carries a list of strings. */
export function groupsOfEvent(event: unknown): string[] | undefined {
  const detail = (event as { detail?: unknown } | undefined)?.detail;
  return Array.isArray(detail) && detail.every((group) => typeof group === 'string') ? detail : undefined;
}
