/** The compare toggle once the list is loaded: adds or removes the bike, refuses a fifth. */
import React from 'react';
import styled from 'styled-components';
import { fill } from '../../lib/i18n/fill';
import { type CompareItem, compareLimit } from '../../lib/compare';
import { useCompare } from './compare-store';
import { useCompareTexts } from './texts';
import { ToggleControl, Wrapper } from './toggle-view';
import { useCompareList } from './use-compare-list';

const Limit = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.text};
`;

export default function CompareToggleLive({ item }: { item: CompareItem }) {
  const texts = useCompareTexts();
  const items = useCompareList();
  const toggle = useCompare((state) => state.toggle);
  const limitReached = useCompare((state) => state.limitReached);
  const checked = items.some((known) => known.objectID === item.objectID);
  const [refused, setRefused] = React.useState(false);
  return (
    <Wrapper>
      <ToggleControl model={item.model} checked={checked} onChange={() => setRefused(toggle(item) === 'limit')} />
      {/* An alert: inserted when an add is refused, so it is announced at once. */}
      {refused && limitReached && <Limit role="alert">{fill(texts.limitReached, { max: compareLimit })}</Limit>}
    </Wrapper>
  );
}
