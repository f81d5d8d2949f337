import { useEffect } from 'react';
import { usePageContext } from '../../components/page-context';
import { brand } from '../../config/runtime';
import { consentDomainScript, consentSdkMarker, consentSdkState, isPreviewSearch } from '../../lib/consent';
import { useConsentStore } from './consent-store';

export interface ConsentSdkProps {
  /** Address of the SDK's stub script (`runtimeConfig.consentSdkUrl`). */
  src: string;
  /** Domain script id; by default the page country's, else the brand's default. */
  domainScript?: string;
}

/**
 * Watches the consent SDK. Built pages start loading its stub in the head (`consentLoaderScript`,
 * gatsby-ssr); where no page did (a client-side render), this loads it after hydration. Not in
 * preview mode: the content editor must see the page without the banner. When the script cannot
 * load (blocked, offline) the store says `unavailable` and gated content explains why it is missing.
 */
export function ConsentSdk({ src, domainScript }: ConsentSdkProps) {
  const { country } = usePageContext();
  const script = domainScript ?? consentDomainScript(brand, country);

  useEffect(() => {
    const { startPolling, markUnavailable, sync } = useConsentStore.getState();
    if (isPreviewSearch(window.location.search)) {
      markUnavailable();
      return;
    }
    let element = document.querySelector<HTMLScriptElement>(`script[${consentSdkMarker}]`);
    if (!element) {
      element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.setAttribute('data-domain-script', script);
      element.setAttribute(consentSdkMarker, '');
      // As the head loader does: a later mount (client navigation) reads the outcome.
      const loaded = element;
      loaded.addEventListener('load', () => loaded.setAttribute(consentSdkState, 'loaded'));
      loaded.addEventListener('error', () => loaded.setAttribute(consentSdkState, 'failed'));
      document.head.appendChild(element);
    }
    const outcome = element.getAttribute(consentSdkState);
    if (outcome === 'failed') {
      markUnavailable();
      return;
    }
    if (outcome === 'loaded') sync();
    else {
      element.addEventListener('error', () => useConsentStore.getState().markUnavailable());
      element.addEventListener('load', () => useConsentStore.getState().sync());
    }
    startPolling();
  }, [src, script]);

  return null;
}
