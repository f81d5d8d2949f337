/**
 * What TextInput and SelectInput share: the frame with a floating label, the success check mark,
 * the error line, and the field state of spec section 4 (focused, filled, touched).
 */
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { requiredLabel } from '../../lib/forms';
import { Icon } from './Icon';

export interface FieldStateOptions {
  /** The field's value at first render (controlled value or default value). */
  initialValue: unknown;
  /** Marks the field touched from outside, e.g. after the form was submitted once. */
  touched?: boolean;
  /** Translated error text; shown only once the field is touched. */
  error?: string;
}

const isFilled = (value: unknown) => value !== undefined && value !== null && String(value) !== '';

/**
 * Focused or not, filled or not, touched once it lost focus holding a value (and stays so).
 * The error shows only when touched and present; touched without error and with a value shows
 * the check mark.
 */
export function useFieldState({ initialValue, touched, error }: FieldStateOptions) {
  const [focused, setFocused] = useState(false);
  const [filled, setFilled] = useState(() => isFilled(initialValue));
  const [blurredWithValue, setBlurredWithValue] = useState(false);
  const isTouched = blurredWithValue || Boolean(touched);
  const showError = isTouched && Boolean(error);
  return {
    focused,
    filled,
    touched: isTouched,
    showError,
    showSuccess: isTouched && !error && filled,
    onFocus: useCallback(() => setFocused(true), []),
    onValue: useCallback((value: unknown) => setFilled(isFilled(value)), []),
    onBlur: useCallback((value: unknown) => {
      setFocused(false);
      setFilled(isFilled(value));
      if (isFilled(value)) setBlurredWithValue(true);
    }, []),
  };
}

/**
 * The control's side of a field: its id (the given one or a generated one), its field state, and
 * the ref that reads the value react-hook-form writes into the element without an event.
 */
export function useFieldControl<T extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  options: FieldStateOptions & { id?: string },
) {
  const generatedId = useId();
  const fieldId = options.id ?? `field-${generatedId}`;
  const inner = useRef<T | null>(null);
  const state = useFieldState(options);
  const { onValue } = state;
  useEffect(() => {
    if (inner.current) onValue(inner.current.value);
  }, [onValue]);
  return { fieldId, inner, state };
}

export const FieldRoot = styled.div<{ $disabled?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  ${({ $disabled }) =>
    $disabled &&
    css`
      opacity: 0.6;
    `}
`;

export const FieldFrame = styled.div`
  position: relative;
  display: flex;
`;

/** The label sits in the box like a placeholder and floats above the value when there is one. */
export const FloatingLabel = styled.label<{ $floating: boolean }>`
  position: absolute;
  top: 50%;
  left: 1.8rem;
  max-width: calc(100% - 5.6rem);
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.textSize.md};
  white-space: nowrap;
  text-overflow: ellipsis;
  pointer-events: none;
  transform: translateY(-50%);
  transform-origin: left top;
  transition:
    top ${({ theme }) => theme.motion.menu} ${({ theme }) => theme.easing.out},
    font-size ${({ theme }) => theme.motion.menu} ${({ theme }) => theme.easing.out};
  ${({ $floating, theme }) =>
    $floating &&
    css`
      top: 0.6rem;
      font-size: ${theme.textSize.xs};
      transform: none;
    `}
`;

/** Room for the floating label above the value, and for the check mark on the right. */
export const fieldControlStyle = css`
  width: 100%;
  min-height: 5.6rem;
  padding: 2rem 4.4rem 0.6rem 1.6rem;
  &:disabled {
    cursor: not-allowed;
  }
`;

const Mark = styled.span`
  position: absolute;
  top: 50%;
  right: 1.4rem;
  display: flex;
  color: ${({ theme }) => theme.color.success};
  transform: translateY(-50%);
  pointer-events: none;
`;

export function SuccessMark() {
  return (
    <Mark data-success-mark="">
      <Icon name="check" size="md" />
    </Mark>
  );
}

export const FieldError = styled.span`
  display: flex;
  gap: 0.4rem;
  align-items: center;
  color: ${({ theme }) => theme.color.fail};
  font-size: ${({ theme }) => theme.textSize.sm};
`;

export const FieldHint = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.textSize.sm};
`;

/** The label's text: ' *' on required fields (spec section 5). */
export const labelText = (label: string, required: boolean | undefined) => (required ? requiredLabel(label) : label);

/** Ids of the hint and error lines a control points at with aria-describedby. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Hooks both our ref and the caller's (react-hook-form's `register` ref) to the element. */
export function mergeRefs<T>(...refs: (React.Ref<T> | undefined)[]) {
  return (element: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(element);
      else if (ref) (ref as React.MutableRefObject<T | null>).current = element;
    }
  };
}
