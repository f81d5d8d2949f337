import React, { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ConsentFeature } from '../../lib/consent';
import { useConsentStore } from './consent-store';
import { useConsentTexts } from './texts';
import { useConsent, useConsentStatus } from './use-consent';

const Gate = styled.div`
  &:focus {
    outline: none;
  }
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.2rem 1.6rem;
  margin-top: 1.2rem;
  padding: 1.6rem;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  p {
    margin: 0;
    flex: 1 1 24rem;
  }
`;

const SettingsButton = styled.button`
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weights.bold};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export interface ConsentGateProps {
  feature: ConsentFeature;
  /** Shown instead of the content until consent is given (a poster, a static map image ...). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only when the visitor consented to what the feature needs; until then
 * the fallback and a way to the cookie settings (or, without the SDK, why nothing shows).
 */
export function ConsentGate({ feature, fallback, children }: ConsentGateProps) {
  const allowed = useConsent(feature);
  const status = useConsentStatus();
  const openSettings = useConsentStore((state) => state.openSettings);
  const texts = useConsentTexts();
  const gateRef = useRef<HTMLDivElement>(null);
  const buttonFocused = useRef(false);

  // Consent usually arrives while the settings button has focus (the banner hands it back on
  // close); the button then disappears, so keep focus here instead of at the top of the page.
  useEffect(() => {
    if (!allowed || !buttonFocused.current) return;
    buttonFocused.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) gateRef.current?.focus();
  }, [allowed]);

  return (
    <Gate ref={gateRef} tabIndex={-1}>
      {allowed ? (
        children
      ) : (
        <>
          {fallback}
          <Notice>
            {status === 'unavailable' ? (
              <p>{texts.consentUnavailable}</p>
            ) : (
              <>
                <p>{texts.consentRequired}</p>
                <SettingsButton
                  type="button"
                  disabled={status !== 'present'}
                  onClick={() => openSettings()}
                  onFocus={() => {
                    buttonFocused.current = true;
                  }}
                  onBlur={() => {
                    buttonFocused.current = false;
                  }}
                >
                  {texts.consentManageSettings}
                </SettingsButton>
              </>
            )}
          </Notice>
        </>
      )}
    </Gate>
  );
}
