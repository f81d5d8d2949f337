import { useEffect } from 'react';
import { type ConsentFeature, isFeatureAllowed } from '../../lib/consent';
import { useConsentStore } from './consent-store';

/**
 * Whether a feature may run. False on the server and during hydration: zustand hands React
 * the store's initial state as the server snapshot, so the static HTML and the first client
 * render agree and the content appears in the render after. Starts looking for the SDK.
 */
export function useConsent(feature: ConsentFeature): boolean {
  const startPolling = useConsentStore((state) => state.startPolling);
  useEffect(() => startPolling(), [startPolling]);
  return useConsentStore((state) => isFeatureAllowed(feature, state));
}

/** Whether the SDK has answered (or is known to be missing): only then is a refusal a refusal. */
export function useConsentSettled(): boolean {
  return useConsentStore((state) => state.status === 'present' || state.status === 'unavailable');
}
