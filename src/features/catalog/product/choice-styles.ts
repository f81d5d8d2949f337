/**
 * Shared look of the product page's radio choices: each option is a chip (a swatch for colours)
 * whose native radio input stays in place, visually hidden but focusable, so the group keeps
 * the browser's keyboard behaviour (arrow keys) and screen-reader semantics.
 */
import styled from 'styled-components';

export const ChoiceGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 0.8rem;
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

export const ChoiceList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
`;

export const Choice = styled.label<{ $unavailable?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 0.8rem;
  min-height: 4.4rem;
  padding: 0.8rem 1.6rem;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  cursor: pointer;
  text-decoration: ${({ $unavailable }) => ($unavailable ? 'line-through' : 'none')};
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  &:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Swatch = styled.span`
  flex: none;
  width: 2.4rem;
  height: 2.4rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 50%;
`;

export const Hint = styled.p`
  margin: 0 0 0.8rem;
  font-size: ${({ theme }) => theme.textSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
