/** The compare toggle's markup: the same before its list loads and after, so nothing moves. */
import React from 'react';
import styled from 'styled-components';
import { fill } from '../../lib/i18n/fill';
import { useCompareTexts } from './texts';

export const Wrapper = styled.div`
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

export function ToggleControl({
  model,
  checked,
  onChange,
}: {
  model: string;
  checked: boolean;
  /** Absent while the list loads: the box is shown, not yet usable. */
  onChange?: () => void;
}) {
  const texts = useCompareTexts();
  return (
    <Label>
      <input
        type="checkbox"
        checked={checked}
        disabled={!onChange}
        aria-label={fill(texts.compareName, { name: model })}
        onChange={onChange}
      />
      <span aria-hidden="true">{texts.compare}</span>
    </Label>
  );
}
