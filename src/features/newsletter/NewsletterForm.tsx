import React, { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { InputBox, PrimaryButton } from '../../components/ui/controls';
import { useShellTexts } from '../../components/page-context';
import { isValidEmail } from '../../lib/field-rules';

const Form = styled.form`
  display: grid;
  gap: 0.8rem;
  label {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
`;

const Input = styled(InputBox)`
  flex: 1 1 22rem;
`;

const Submit = PrimaryButton;

const FieldError = styled.p`
  && {
    color: ${({ theme }) => theme.color.fail};
    font-weight: ${({ theme }) => theme.font.weights.medium};
  }
`;

const SmallPrint = styled.p`
  && {
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Status = styled.div`
  font-size: ${({ theme }) => theme.textSize.lg};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  &:focus {
    outline: none;
  }
`;

export type EmailProblem = 'required' | 'invalid';

export function emailProblem(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'required';
  return isValidEmail(email) ? null : 'invalid';
}

type Phase = 'idle' | 'sending' | 'done' | 'failed';

export interface NewsletterFormProps {
  onSignup: (email: string) => Promise<void>;
  placeholder?: string;
  buttonLabel?: string;
  consentText?: string;
  successText?: string;
  className?: string;
}

/**
 * The sign-up form shared by the content block and the footer: one labelled email field,
 * checked inline (after the first submit or when the field is left), then the sign-up call.
 */
export function NewsletterForm({
  onSignup,
  placeholder,
  buttonLabel,
  consentText,
  successText,
  className,
}: NewsletterFormProps) {
  const texts = useShellTexts();
  const id = useId();
  const [email, setEmail] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  const problem = emailProblem(email);
  const visibleProblem = showProblem ? problem : null;
  const errorId = `${id}-error`;
  const consentId = `${id}-consent`;
  const describedBy = [visibleProblem ? errorId : '', consentText ? consentId : ''].filter(Boolean).join(' ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    setShowProblem(true);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setPhase('sending');
    try {
      await onSignup(email.trim());
      setPhase('done');
      // The form is gone; keep focus on what replaced it instead of dropping it to the page.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch {
      setPhase('failed');
    }
  };

  return (
    <div className={className}>
      {/* Always present, so screen readers announce the success message when it appears. */}
      <Status role="status" ref={statusRef} tabIndex={-1}>
        {phase === 'done' ? (successText ?? texts.newsletterThanks) : null}
      </Status>
      {phase !== 'done' && (
        <Form noValidate onSubmit={submit} aria-busy={phase === 'sending'}>
          <label htmlFor={id}>{texts.emailLabel}</label>
          <Row>
            <Input
              ref={inputRef}
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder={placeholder}
              value={email}
              aria-invalid={visibleProblem ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() => setShowProblem((shown) => shown || email.trim() !== '')}
            />
            <Submit type="submit" aria-disabled={phase === 'sending' ? true : undefined}>
              {phase === 'sending' ? texts.newsletterSending : (buttonLabel ?? texts.subscribe)}
            </Submit>
          </Row>
          {visibleProblem && (
            <FieldError id={errorId}>
              {visibleProblem === 'required' ? texts.emailRequired : texts.emailInvalid}
            </FieldError>
          )}
          {phase === 'failed' && <FieldError role="alert">{texts.newsletterFailed}</FieldError>}
          {consentText && <SmallPrint id={consentId}>{consentText}</SmallPrint>}
        </Form>
      )}
    </div>
  );
}
