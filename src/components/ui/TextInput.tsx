/**
 * A text input with a floating label (spec sections 4 and 5). Works uncontrolled with
 * react-hook-form's `register` (spread it: ref, name, onChange, onBlur) and controlled alike.
 * `multiline` makes it a textarea with the same label, states and messages (a message body).
 */
import React, { forwardRef, useEffect } from 'react';
import styled from 'styled-components';
import { trimTrailing } from '../../lib/forms';
import { InputBox } from './controls';
import {
  describedBy,
  FieldError,
  FieldFrame,
  FieldHint,
  FieldRoot,
  fieldControlStyle,
  FloatingLabel,
  labelText,
  mergeRefs,
  SuccessMark,
  useFieldControl,
} from './form-field';
import { Icon } from './Icon';

export interface TextInputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  /** Visible label; ' *' is added when required. */
  label: string;
  name: string;
  /** Translated error text; shown only once the field is touched. */
  error?: string;
  /** Marks the field touched from outside (e.g. after a submit attempt). */
  touched?: boolean;
  /** Help text under the field. */
  hint?: string;
  /** Removes trailing whitespace when the field loses focus. */
  trimOnBlur?: boolean;
  /** A textarea of this many rows instead of a one-line input. */
  multiline?: number;
}

const Input = styled(InputBox)`
  ${fieldControlStyle}
  &[data-multiline] {
    padding-top: 2.6rem;
    line-height: 1.5;
    resize: vertical;
  }
`;

/* A textarea's label stays at the top of the box rather than in its middle. */
const MultilineFrame = styled(FieldFrame)`
  & > label[data-floating='false'] {
    top: 1.6rem;
    transform: none;
  }
`;

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  {
    label,
    error,
    touched,
    hint,
    trimOnBlur,
    multiline,
    required,
    disabled,
    id,
    className,
    onFocus,
    onChange,
    onBlur,
    ...input
  },
  ref,
) {
  const {
    fieldId: inputId,
    inner,
    state,
  } = useFieldControl<HTMLInputElement>({ id, initialValue: input.value ?? input.defaultValue, touched, error });
  const Frame = multiline ? MultilineFrame : FieldFrame;
  // A textarea takes the input's props it shares (value, name, maxLength, events); the events'
  // target is then a textarea, which reads and writes `value` alike.
  const multilineProps = multiline ? { as: 'textarea' as const, rows: multiline, 'data-multiline': '' } : {};
  const { onValue } = state;
  useEffect(() => {
    if (input.value !== undefined) onValue(input.value);
  }, [input.value, onValue]);

  return (
    <FieldRoot className={className} $disabled={disabled}>
      <Frame>
        <Input
          {...input}
          {...multilineProps}
          ref={mergeRefs(inner, ref)}
          id={inputId}
          required={required}
          disabled={disabled}
          aria-invalid={state.showError || undefined}
          aria-describedby={describedBy(inputId, Boolean(hint), state.showError)}
          onFocus={(event) => {
            state.onFocus();
            onFocus?.(event);
          }}
          onChange={(event) => {
            state.onValue(event.target.value);
            onChange?.(event);
          }}
          onBlur={(event) => {
            if (trimOnBlur) {
              const trimmed = trimTrailing(event.target.value);
              if (trimmed !== event.target.value) {
                event.target.value = trimmed;
                onChange?.(event);
              }
            }
            state.onBlur(event.target.value);
            onBlur?.(event);
          }}
        />
        <FloatingLabel
          htmlFor={inputId}
          $floating={state.focused || state.filled}
          data-floating={state.focused || state.filled}
        >
          {labelText(label, required)}
        </FloatingLabel>
        {state.showSuccess && <SuccessMark />}
      </Frame>
      {hint && <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>}
      {state.showError && (
        <FieldError id={`${inputId}-error`}>
          <Icon name="error" size="sm" />
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
});
