/**
 * Before the order: the withdrawal notice and the required acceptance of the terms, with links
 * to the locale's terms and withdrawal pages (from the page context's legal links). Where the
 * content has no such page the words stay plain text rather than a broken link.
 */
import React, { forwardRef, type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import type { LegalKind } from '../../lib/legal';
import { useCheckoutTexts } from './texts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.2rem;
  & p {
    margin: 0;
  }
`;

const Notice = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Choice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 1.2rem;
  & input {
    flex: none;
    width: 2.4rem;
    height: 2.4rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.fail};
  font-weight: ${({ theme }) => theme.font.weights.bold};
`;

/** The template's `{name}` placeholders replaced by nodes, the text between kept as is. */
function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return <React.Fragment key={index}>{name && name in nodes ? nodes[name] : part}</React.Fragment>;
    });
}

export interface TermsAcceptanceProps {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The shopper tried to order without accepting: the message shows. */
  showError: boolean;
}

export const TermsAcceptance = forwardRef<HTMLInputElement, TermsAcceptanceProps>(function TermsAcceptance(
  { accepted, onChange, showError },
  ref,
) {
  const texts = useCheckoutTexts();
  const { legalLinks = [] } = usePageContext();
  const id = useId();
  const errorId = `${id}-error`;
  const link = (kind: LegalKind, label: string) => {
    const path = legalLinks.find((entry) => entry.kind === kind)?.path;
    // A new tab: the checkout (and what was typed) stays where it is.
    return path ? (
      <a href={path} target="_blank" rel="noreferrer">
        {label}
      </a>
    ) : (
      label
    );
  };
  const invalid = showError && !accepted;
  return (
    <Box>
      <Notice>{texts.withdrawalNotice}</Notice>
      <Choice>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          required
          checked={accepted}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          {withNodes(texts.acceptTerms, {
            terms: link('terms', texts.termsLink),
            withdrawal: link('withdrawal', texts.withdrawalLink),
          })}
        </label>
      </Choice>
      {invalid && (
        <ErrorText id={errorId} role="alert">
          {texts.acceptTermsRequired}
        </ErrorText>
      )}
    </Box>
  );
});
