/**
 * One choice among the store-api's shipping or payment methods: a group of native radio
 * buttons with the method's description, so keyboard and screen readers work as usual.
 */
import React from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';

export interface MethodOption {
  id: string;
  name: string;
  description: string;
  /** e.g. the delivery time. */
  detail?: string | null;
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.8rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled.label`
  display: flex;
  gap: 1.2rem;
  align-items: flex-start;
  padding: 1.2rem 1.6rem;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  & input {
    flex: 0 0 auto;
    width: 2rem;
    height: 2rem;
    margin: 0.2rem 0 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.textSize.sm};
  }
`;

export function MethodChoice({
  legend,
  name,
  options,
  value,
  onChange,
  busy = false,
}: {
  /** Visually hidden: the step's heading names the group for sighted visitors. */
  legend: string;
  name: string;
  options: readonly MethodOption[];
  value: string | null;
  onChange: (id: string) => void;
  busy?: boolean;
}) {
  return (
    <Group aria-busy={busy}>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      {options.map((option) => (
        <Option key={option.id}>
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
          />
          <span>
            <strong>{option.name}</strong>
            {option.description && <small>{option.description}</small>}
            {option.detail && <small>{option.detail}</small>}
          </span>
        </Option>
      ))}
    </Group>
  );
}
