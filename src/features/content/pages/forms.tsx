/**
 * Form controls of the page kinds (search, dealer search). Colours are theme roles, corners the
 * theme's control radius; every control is at least 44px high.
 * TODO(lead): move to components/ui as TextInput and Button (the newsletter block has its own copies).
 */
import styled from 'styled-components';
import { InputBox, PrimaryButton } from '../../../components/ui/controls';

export const Form = styled.form`
  display: grid;
  gap: 1.6rem;
  max-width: ${({ theme }) => theme.layoutWidth.text};
  label,
  legend {
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
`;

export const Field = styled.div`
  display: grid;
  gap: 0.8rem;
`;

export const Input = InputBox;

export const Submit = PrimaryButton;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 1.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  legend {
    padding: 0 0.8rem;
  }
`;

/** A checkbox with its label; the whole row is the click target. */
export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 1.2rem;
  min-height: 4.4rem;
  && {
    font-weight: ${({ theme }) => theme.font.weights.regular};
  }
  input {
    width: 2rem;
    height: 2rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;
