/** The public face of the consent feature: other features, the shell and the templates import only this. */
export { ConsentGate, type ConsentGateProps } from './ConsentGate';
export { ConsentSdk } from './ConsentSdk';
export { useConsent, useConsentSettled } from './use-consent';
export { CookieSettingsButton, type CookieSettingsButtonProps } from './CookieSettingsButton';
