/**
 * The compare toggle once the list is loaded: adds or removes the bike, refuses a fifth. Loaded by
 * the visitor's tick (`addOnMount`), it adds the bike once mounted, after the stored list.
 */
import React, { useEffect, useRef } from 'react';
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

export default function CompareToggleLive({ item, addOnMount = false }: { item: CompareItem; addOnMount?: boolean }) {
  const texts = useCompareTexts();
  // First: its effect puts the stored list in the store before the tick's add below.
  const items = useCompareList();
  const toggle = useCompare((state) => state.toggle);
  const add = useCompare((state) => state.add);
  const limitReached = useCompare((state) => state.limitReached);
  const checked = items.some((known) => known.objectID === item.objectID);
  const [refused, setRefused] = React.useState(false);
  // The tick that loaded this toggle counts once, whatever renders follow.
  const ticked = useRef(addOnMount);
  useEffect(() => {
    if (!ticked.current) return;
    ticked.current = false;
    setRefused(add(item) === 'limit');
  }, [add, item]);
  return (
    <Wrapper>
      <ToggleControl model={item.model} checked={checked} onChange={() => setRefused(toggle(item) === 'limit')} />
      {/* An alert: inserted when an add is refused, so it is announced at once. */}
      {refused && limitReached && <Limit role="alert">{fill(texts.limitReached, { max: compareLimit })}</Limit>}
    </Wrapper>
  );
}
