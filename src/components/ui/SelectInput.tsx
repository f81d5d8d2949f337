/**
 * A dropdown in the look of TextInput (e.g. the country of an address). Works with
 * react-hook-form's `register` and controlled alike. The label always sits above the value,
 * since a select always shows one.
 */
import React, { forwardRef } from 'react';
import styled from 'styled-components';
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

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** Text of an empty first option ('Please choose'); none when absent. */
  placeholder?: string;
  /** Translated error text; shown only once the field is touched. */
  error?: string;
  /** Marks the field touched from outside (e.g. after a submit attempt). */
  touched?: boolean;
  hint?: string;
}

const Select = styled(InputBox).attrs({ as: 'select' })`
  ${fieldControlStyle}
  appearance: none;
  cursor: pointer;
`;

const Chevron = styled.span`
  position: absolute;
  top: 50%;
  right: 4.4rem;
  display: flex;
  transform: translateY(-50%);
  pointer-events: none;
`;

export const SelectInput = forwardRef<HTMLSelectElement, SelectInputProps>(function SelectInput(
  { label, options, placeholder, error, touched, hint, required, disabled, id, className, onChange, onBlur, ...select },
  ref,
) {
  const {
    fieldId: selectId,
    inner,
    state,
  } = useFieldControl<HTMLSelectElement>({ id, initialValue: select.value ?? select.defaultValue, touched, error });

  return (
    <FieldRoot className={className} $disabled={disabled}>
      <FieldFrame>
        <Select
          {...select}
          ref={mergeRefs(inner, ref)}
          id={selectId}
          required={required}
          disabled={disabled}
          aria-invalid={state.showError || undefined}
          aria-describedby={describedBy(selectId, Boolean(hint), state.showError)}
          onFocus={state.onFocus}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
            state.onValue(event.target.value);
            onChange?.(event);
          }}
          onBlur={(event: React.FocusEvent<HTMLSelectElement>) => {
            state.onBlur(event.target.value);
            onBlur?.(event);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <FloatingLabel htmlFor={selectId} $floating data-floating>
          {labelText(label, required)}
        </FloatingLabel>
        <Chevron>
          <Icon name="chevronDown" size="sm" />
        </Chevron>
        {state.showSuccess && <SuccessMark />}
      </FieldFrame>
      {hint && <FieldHint id={`${selectId}-hint`}>{hint}</FieldHint>}
      {state.showError && (
        <FieldError id={`${selectId}-error`}>
          <Icon name="error" size="sm" />
          {error}
        </FieldError>
      )}
    </FieldRoot>
  );
});
