import React, { useState } from 'react';
import { useTranslations } from '../../components/page-context';
import { useConsentStore } from './consent-store';

export interface CookieSettingsButtonProps {
  className?: string;
}

/**
 * Reopens the consent SDK's preference dialog, so a visitor can change a choice at any time.
 * Without the SDK (blocked, offline, not yet loaded) it says so instead of doing nothing.
 */
export function CookieSettingsButton({ className }: CookieSettingsButtonProps) {
  const openSettings = useConsentStore((state) => state.openSettings);
  const { cookieSettings, cookieSettingsUnavailable } = useTranslations();
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setUnavailable(!openSettings())}>
        {cookieSettings}
      </button>
      <span role="status">{unavailable ? cookieSettingsUnavailable : ''}</span>
    </>
  );
}
