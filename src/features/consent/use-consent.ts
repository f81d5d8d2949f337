import { useEffect } from 'react';
import { useMounted } from '../../components/hydration';
import { type ConsentFeature, isFeatureAllowed } from '../../lib/consent';
import { type ConsentSdkStatus, useConsentStore } from './consent-store';

/**
 * The SDK's status as the page may draw it: 'absent' (the store's initial state, as the server
 * drew it) in the first client render, the store's from the render right after mount, before
 * the browser paints. A part hydrated after the SDK answered (a content block further down, see
 * `HydrateOnView`) must hydrate with what the static HTML shows: the browser's runtime (Preact)
 * keeps the server's attributes as they are when it hydrates, so a settings button drawn
 * disabled would stay disabled.
 */
export function useConsentStatus(): ConsentSdkStatus {
  const status = useConsentStore((state) => state.status);
  return useMounted() ? status : 'absent';
}

/**
 * Whether a feature may run: false on the server and in the first client render (see
 * `useConsentStatus`), so the content appears in the render after. Starts looking for the SDK.
 */
export function useConsent(feature: ConsentFeature): boolean {
  const startPolling = useConsentStore((state) => state.startPolling);
  useEffect(() => startPolling(), [startPolling]);
  const allowed = useConsentStore((state) => isFeatureAllowed(feature, state));
  return useMounted() && allowed;
}

/** Whether the SDK has answered (or is known to be missing): only then is a refusal a refusal. */
export function useConsentSettled(): boolean {
  const status = useConsentStatus();
  return status === 'present' || status === 'unavailable';
}
