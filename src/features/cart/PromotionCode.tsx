/**
 * Promotion code entry: the code field, the applied codes (each removable), and what the cart
 * said about a code: unknown codes come back in the answer to the add only; codes whose
 * conditions fail stay in the cart with a 'promotion-not-eligible' message, shown as long as the
 * cart carries it.
 */
import React, { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { InputBox, PrimaryButton } from '../../components/ui/controls';
import { MessageBanner } from '../../components/ui/MessageBanner';
import type { Basket } from '../../lib/cart';
import { fill } from '../../lib/i18n/fill';
import { useCartTexts } from './texts';

const notFound = 'promotion-not-found';
const notEligible = 'promotion-not-eligible';

/** Codes the cart holds but does not grant (their message key ends with the code). */
export function ineligibleCodes(basket: Basket): string[] {
  return basket.messages
    .filter((message) => message.messageKey === notEligible)
    .map((message) => message.key.slice(notEligible.length))
    .filter((code) => code !== '');
}

const Box = styled.section`
  display: grid;
  gap: 1.2rem;
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 0.4rem;
  }
  label {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  padding-left: 1.2rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.badge};
  font-weight: ${({ theme }) => theme.font.weights.bold};
  button {
    min-width: 4.4rem;
    min-height: 4.4rem;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: none;
    border: 0;
    cursor: pointer;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fail};
`;

export interface PromotionCodeProps {
  basket: Basket;
  busy: boolean;
  onApply: (code: string) => Promise<Basket | null>;
  onRemove: (promotionId: string) => void;
}

type Outcome = { kind: 'applied' | 'notFound'; code: string } | null;

export function PromotionCode({ basket, busy, onApply, onRemove }: PromotionCodeProps) {
  const texts = useCartTexts();
  const id = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const [applying, setApplying] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ineligible = ineligibleCodes(basket);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim();
    setEmpty(wanted === '');
    if (wanted === '' || applying) return;
    setApplying(true);
    setOutcome(null);
    const answer = await onApply(wanted);
    setApplying(false);
    // A failed call is shown by the page's fail banner (with retry); the code stays in the field.
    if (!answer) return;
    const unknown = answer.messages.some((message) => message.messageKey === notFound);
    setOutcome({ kind: unknown ? 'notFound' : 'applied', code: wanted });
    if (!unknown) setCode('');
  };

  const problem = empty
    ? texts.promotionEmpty
    : outcome?.kind === 'notFound'
      ? fill(texts.promotionNotFound, { code: outcome.code })
      : null;
  const grantedApplied =
    outcome?.kind === 'applied' && !ineligible.some((entry) => entry.toUpperCase() === outcome.code.toUpperCase());

  return (
    <Box aria-label={texts.promotionCode}>
      <form noValidate onSubmit={(event) => void apply(event)}>
        <label htmlFor={id}>{texts.promotionCode}</label>
        <Row>
          <InputBox
            id={id}
            name="promotionCode"
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <PrimaryButton type="submit" aria-disabled={applying || undefined}>
            {applying ? texts.applying : texts.apply}
          </PrimaryButton>
        </Row>
        <div role="status">{problem && <Problem id={`${id}-problem`}>{problem}</Problem>}</div>
      </form>
      {grantedApplied && (
        <MessageBanner variant="success" message={fill(texts.promotionApplied, { code: outcome.code })} />
      )}
      {ineligible.map((entry) => (
        <MessageBanner key={entry} variant="warning" message={fill(texts.promotionNotEligible, { code: entry })} />
      ))}
      {basket.promotions.length > 0 && (
        <>
          <p>
            <strong>{texts.appliedCodes}</strong>
          </p>
          <ul>
            {basket.promotions.map((promotion) => (
              <Chip key={promotion.id}>
                {promotion.code}
                <button
                  type="button"
                  aria-label={fill(texts.removeCode, { code: promotion.code })}
                  aria-disabled={busy || undefined}
                  onClick={() => {
                    if (!busy) onRemove(promotion.id);
                  }}
                >
                  ×
                </button>
              </Chip>
            ))}
          </ul>
        </>
      )}
    </Box>
  );
}
