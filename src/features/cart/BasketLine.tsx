/**
 * One product line of the basket: image, name, options, unit and line price, quantity (a select
 * up to the line's maximum; disabled where the brand sells one piece per line), stock notes and
 * remove. The name links to the product's page once its address is known. Free goods of a promotion (`removable` false) can be neither changed nor removed.
 */
import { Link } from 'gatsby';
import React, { useId } from 'react';
import styled from 'styled-components';
import { LinkButton } from '../../components/ui/controls';
import { usePageContext } from '../../components/page-context';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import type { BasketLineItem, StockProblem } from '../../lib/cart';
import { money, optionGroupLabel } from './format';
import { useAttributeLabels } from '../../components/attribute-labels';
import { fill } from '../../lib/i18n/fill';
import type { ProductLinkState } from '../../lib/routing';
import { type CartMessages, useCartTexts } from './texts';

/** The quantities the select offers: at least 10 (or the current quantity), at most the line's maximum. */
export function quantityChoices(line: Pick<BasketLineItem, 'quantity' | 'maxQuantity'>): number[] {
  const top = Math.max(1, Math.min(line.maxQuantity, Math.max(10, line.quantity)));
  return Array.from({ length: top }, (_, index) => index + 1);
}

export function stockProblemText(problem: StockProblem, texts: CartMessages): string {
  switch (problem.kind) {
    case 'insufficient':
      return fill(texts.insufficient, { count: problem.available });
    case 'backorder':
      return texts.backorder;
    case 'lowStock':
      return fill(texts.lowStock, { count: problem.available });
    case 'limited':
    case 'outOfStock':
      return problem.message;
  }
}

/** The product page then shows the line's variant, size included, which its address alone does not name. */
const lineLinkState = (line: BasketLineItem): ProductLinkState => ({ variantId: line.referencedId });

const Item = styled.li`
  display: grid;
  grid-template-columns: 8rem minmax(0, 1fr);
  gap: 1.2rem 1.6rem;
  padding: 2rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: 12rem minmax(0, 1fr) auto;
  }
`;

const Picture = styled.div`
  grid-row: span 2;
  width: 8rem;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  ${({ theme }) => theme.up('md')} {
    width: 12rem;
  }
`;

const Details = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.lg};
    overflow-wrap: anywhere;
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.6rem;
    margin: 0;
    font-size: ${({ theme }) => theme.textSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  dl div {
    display: flex;
    gap: 0.4rem;
  }
  dd {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StockNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.text};
  border-left: 0.3rem solid ${({ theme }) => theme.color.warning};
  padding-left: 0.8rem;
`;

const Controls = styled.div`
  grid-column: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1.2rem 2.4rem;
  ${({ theme }) => theme.up('md')} {
    grid-column: 3;
    grid-row: 1 / span 2;
    flex-direction: column;
    align-items: flex-end;
    justify-content: flex-start;
  }
`;

const Quantity = styled.div`
  display: grid;
  gap: 0.4rem;
  label {
    font-size: ${({ theme }) => theme.textSize.sm};
  }
  select {
    min-width: 8rem;
    min-height: 4.4rem;
    padding: 0 1.2rem;
    font: inherit;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.control};
  }
  select:disabled {
    color: ${({ theme }) => theme.color.text};
    opacity: 1;
    cursor: not-allowed;
    border-style: dashed;
  }
`;

const Prices = styled.div`
  text-align: right;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.textSize.lg};
  }
`;

const TextButton = styled(LinkButton)`
  min-height: 4.4rem;
`;

export interface BasketLineProps {
  line: BasketLineItem;
  /** The product page of the line, when known. */
  href?: string | null;
  currency: string;
  /** The brand lets shoppers change quantities (`flags.quantitySelection`). */
  quantitySelection: boolean;
  busy: boolean;
  onQuantity: (line: BasketLineItem, quantity: number) => void;
  onRemove: (line: BasketLineItem) => void;
}

export function BasketLine({
  line,
  href = null,
  currency,
  quantitySelection,
  busy,
  onQuantity,
  onRemove,
}: BasketLineProps) {
  const { country, language } = usePageContext();
  const texts = useCartTexts();
  const labels = useAttributeLabels();
  const quantityId = useId();
  const locale = { country, language };
  return (
    <Item>
      <Picture>
        {line.imageUrl && <img src={line.imageUrl} alt={line.imageAlt} width={120} height={90} loading="lazy" />}
      </Picture>
      <Details>
        <h3>
          {href ? (
            <Link to={href} state={lineLinkState(line)}>
              {line.label}
            </Link>
          ) : (
            line.label
          )}
        </h3>
        {line.options.length > 0 && (
          <dl>
            {line.options.map((option) => (
              <div key={`${option.group}:${option.option}`}>
                <dt>{optionGroupLabel(option.group, language, labels)}:</dt>
                <dd>{option.option}</dd>
              </div>
            ))}
          </dl>
        )}
        {line.productNumber && <Muted>{line.productNumber}</Muted>}
        {!line.removable && <Muted>{texts.freeItem}</Muted>}
        {line.stockProblems.map((problem) => (
          <StockNote key={problem.kind}>{stockProblemText(problem, texts)}</StockNote>
        ))}
      </Details>
      <Controls>
        {line.removable && (
          <Quantity>
            <label htmlFor={quantityId}>
              <span aria-hidden="true">{texts.quantity}</span>
              <VisuallyHidden>{fill(texts.quantityOf, { name: line.label })}</VisuallyHidden>
            </label>
            <select
              id={quantityId}
              value={line.quantity}
              disabled={!quantitySelection}
              onChange={(event) => onQuantity(line, Number(event.target.value))}
            >
              {quantityChoices(line).map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </Quantity>
        )}
        <Prices>
          <strong>{money(line.totalPrice, currency, locale)}</strong>
          {line.quantity > 1 && (
            <Muted>
              {texts.unitPrice}: {money(line.unitPrice, currency, locale)}
            </Muted>
          )}
        </Prices>
        {line.removable && (
          <TextButton
            type="button"
            aria-label={fill(texts.removeItem, { name: line.label })}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onRemove(line);
            }}
          >
            {texts.remove}
          </TextButton>
        )}
      </Controls>
    </Item>
  );
}
