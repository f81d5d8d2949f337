import { useEffect } from 'react';
import { usePageContext } from '../../components/layout/page-context';
import { brand } from '../../config/runtime';
import { consentDomainScript, isPreviewSearch } from '../../lib/consent';
import { useConsentStore } from './consent-store';

/** Marks the injected stub, so a remount (client navigation) does not load the SDK twice. */
const sdkMarker = 'data-consent-sdk';

export interface ConsentSdkProps {
  /** Address of the SDK's stub script (`runtimeConfig.consentSdkUrl`). */
  src: string;
  /** Domain script id; by default the page country's, else the brand's default. */
  domainScript?: string;
}

/**
 * Loads the consent SDK after hydration and starts watching it. Not in preview mode: the
 * content editor must see the page without the banner. When the script cannot load (blocked,
 * offline) the store says `unavailable` and gated content explains why it is missing.
 */
export function ConsentSdk({ src, domainScript }: ConsentSdkProps) {
  const { country } = usePageContext();
  const script = domainScript ?? consentDomainScript(brand, country);

  useEffect(() => {
    const { startPolling, markUnavailable } = useConsentStore.getState();
    if (isPreviewSearch(window.location.search)) {
      markUnavailable();
      return;
    }
    if (!document.querySelector(`script[${sdkMarker}]`)) {
      const element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.setAttribute('data-domain-script', script);
      element.setAttribute(sdkMarker, '');
      element.addEventListener('error', () => useConsentStore.getState().markUnavailable());
      element.addEventListener('load', () => useConsentStore.getState().sync());
      document.head.appendChild(element);
    }
    startPolling();
  }, [src, script]);

  return null;
}
