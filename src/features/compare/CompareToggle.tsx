/**
 * The compare toggle of a bike (listing tile, product page): adds it to or removes it from the
 * comparison; at four bikes it says so instead of adding.
 */
import React from 'react';
import styled from 'styled-components';
import { fill } from '../../lib/i18n/fill';
import { type CompareItem, compareLimit } from '../../lib/compare';
import { useCompare } from './compare-store';
import { useCompareTexts } from './texts';
import { useCompareList } from './use-compare-list';

const Wrapper = styled.div`
  position: relative;
  z-index: 1;
`;

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.8rem;
  min-height: 4.4rem;
  cursor: pointer;
  input {
    width: 2rem;
    height: 2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Limit = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.text};
`;

export function CompareToggle({ item }: { item: CompareItem }) {
  const texts = useCompareTexts();
  const items = useCompareList();
  const toggle = useCompare((state) => state.toggle);
  const limitReached = useCompare((state) => state.limitReached);
  const checked = items.some((known) => known.objectID === item.objectID);
  const [refused, setRefused] = React.useState(false);
  return (
    <Wrapper>
      <Label>
        <input
          type="checkbox"
          checked={checked}
          aria-label={fill(texts.compareName, { name: item.model })}
          onChange={() => setRefused(toggle(item) === 'limit')}
        />
        <span aria-hidden="true">{texts.compare}</span>
      </Label>
      {/* An alert: inserted when an add is refused, so it is announced at once. */}
      {refused && limitReached && <Limit role="alert">{fill(texts.limitReached, { max: compareLimit })}</Limit>}
    </Wrapper>
  );
}
