/**
 * What a shopper who pays by bank transfer needs on the confirmation: the amount, the account
 * (holder, bank, IBAN in groups of four as banks print it, BIC) and the order number as the
 * payment reference, so the payment can be matched to the order.
 */
import React from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import type { BankAccount } from '../../lib/cart';
import { fill } from '../../lib/i18n/fill';
import { formatPrice } from '../../lib/product/price';
import { Panel } from './CheckoutPage';
import { useCheckoutTexts } from './texts';

const Box = styled(Panel)`
  grid-column: 1 / -1;
  border-left: 0.4rem solid ${({ theme }) => theme.color.primary};
  & p {
    margin: 0 0 1.6rem;
  }
`;

const Account = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.8rem 2.4rem;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
  & .reference {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

/** 'DE89370400440532013000' -> 'DE89 3704 0044 0532 0130 00'. */
export const groupedIban = (iban: string): string =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

export function BankTransferDetails({
  account,
  amount,
  currency,
  reference,
}: {
  account: BankAccount;
  amount: number;
  currency: string;
  reference: string;
}) {
  const page = usePageContext();
  const texts = useCheckoutTexts();
  return (
    <Box aria-labelledby="bank-transfer">
      <h2 id="bank-transfer">{texts.bankTransferTitle}</h2>
      <p>{fill(texts.bankTransferText, { amount: formatPrice({ amount, currency }, page) })}</p>
      <Account>
        <dt>{texts.accountHolder}</dt>
        <dd>{account.holder}</dd>
        {account.bank && (
          <>
            <dt>{texts.bankName}</dt>
            <dd>{account.bank}</dd>
          </>
        )}
        <dt>{texts.iban}</dt>
        <dd>{groupedIban(account.iban)}</dd>
        <dt>{texts.bic}</dt>
        <dd>{account.bic}</dd>
        <dt>{texts.paymentReference}</dt>
        <dd className="reference">{reference}</dd>
      </Account>
    </Box>
  );
}
