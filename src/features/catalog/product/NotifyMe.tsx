/**
 * 'Notify me' under the add-to-basket button while the shown variant is out of stock (issue 16),
 * where the content's `notifyMe` feature flag is on in the build's environment: an e-mail
 * address and a consent whose text is stored with the wish. Loaded as its own chunk, as most
 * variants are in stock. The outcome is announced: registered, already on the list, or failed
 * with the form kept for another try.
 */
import React, { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../../../components/hydration';
import { usePageContext } from '../../../components/page-context';
import { PrimaryButton } from '../../../components/ui/controls';
import { FieldError } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/Icon';
import { MessageBanner } from '../../../components/ui/MessageBanner';
import { TextInput } from '../../../components/ui/TextInput';
import { brand } from '../../../config/runtime';
import { isValidEmail } from '../../../lib/field-rules';
import { fill } from '../../../lib/i18n/fill';
import { useNotifyMeTexts } from '../texts';
import { type NotifyMeRequest, type NotifyMeResult, requestNotifyMe } from './notify-me';

export interface NotifyMeProps {
  variantId: string;
  productName: string;
  /** Another way to send the wish (tests); the page country's store-api by default. */
  send?: (request: NotifyMeRequest) => Promise<NotifyMeResult>;
}

const Section = styled.section`
  display: grid;
  gap: 1.2rem;
  padding: 1.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1.2rem;
`;

const Consent = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.8rem;
  align-items: start;
  font-size: ${({ theme }) => theme.textSize.sm};
  input {
    width: 2rem;
    height: 2rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

/* Under the consent, as a text field shows its error (form-field's style and icon). */
const ConsentError = styled(FieldError)`
  margin-top: 0.4rem;
`;

const Submit = styled(PrimaryButton)`
  justify-self: start;
`;

type Phase = 'idle' | 'sending' | 'failed' | NotifyMeResult;

export default function NotifyMe({ variantId, productName, send }: NotifyMeProps) {
  const texts = useNotifyMeTexts();
  const { country } = usePageContext();
  const id = useId();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const consentText = fill(texts.consent, { brand: brand.displayName });

  const trimmed = email.trim();
  const emailProblem = trimmed === '' ? texts.emailRequired : isValidEmail(trimmed) ? null : texts.emailInvalid;
  const consentProblem = consent ? null : texts.consentRequired;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    setSubmitted(true);
    if (emailProblem) return emailRef.current?.focus();
    if (consentProblem) return consentRef.current?.focus();
    setPhase('sending');
    try {
      const request = { productId: variantId, email: trimmed, consentText };
      setPhase(await (send ?? ((wish: NotifyMeRequest) => requestNotifyMe(country, wish)))(request));
    } catch {
      setPhase('failed');
    }
  };

  const titleId = `${id}-title`;
  const consentErrorId = `${id}-consent-error`;
  const done = phase === 'registered' || phase === 'known';
  // The form arrives in a chunk of its own; until it hydrates a click would post the page natively.
  const hydrated = useHydrated();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{texts.title}</h2>
      {done && (
        <MessageBanner
          variant={phase === 'registered' ? 'success' : 'info'}
          message={fill(phase === 'registered' ? texts.registered : texts.known, { email: trimmed, name: productName })}
        />
      )}
      {!done && (
        <>
          <p>{texts.intro}</p>
          <Form noValidate onSubmit={submit} aria-busy={phase === 'sending'} data-hydrated={hydrated || undefined}>
            <TextInput
              ref={emailRef}
              label={texts.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailProblem ?? undefined}
              touched={submitted}
            />
            <div>
              <Consent>
                <input
                  ref={consentRef}
                  type="checkbox"
                  name="consent"
                  required
                  checked={consent}
                  aria-invalid={submitted && consentProblem ? true : undefined}
                  aria-describedby={submitted && consentProblem ? consentErrorId : undefined}
                  onChange={(event) => setConsent(event.target.checked)}
                />
                <span>{consentText}</span>
              </Consent>
              {submitted && consentProblem && (
                <ConsentError id={consentErrorId}>
                  <Icon name="error" size="sm" />
                  {consentProblem}
                </ConsentError>
              )}
            </div>
            <Submit type="submit" aria-disabled={phase === 'sending' || undefined}>
              {phase === 'sending' ? texts.sending : texts.submit}
            </Submit>
            {phase === 'failed' && <MessageBanner variant="fail" message={texts.failed} />}
          </Form>
        </>
      )}
    </Section>
  );
}
