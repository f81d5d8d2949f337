// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import React, { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../testing/render';
import { SelectInput } from './SelectInput';
import { TextInput } from './TextInput';

afterEach(cleanup);

const floating = (input: HTMLElement) =>
  document.querySelector(`label[for="${input.id}"]`)?.getAttribute('data-floating') === 'true';
const successMarks = () => document.querySelectorAll('[data-success-mark]').length;

describe('TextInput', () => {
  it('floats the label while focused or filled', () => {
    renderWithPage(<TextInput name="city" label="City" />);
    const input = screen.getByLabelText('City');
    expect(floating(input)).toBe(false);
    fireEvent.focus(input);
    expect(floating(input)).toBe(true);
    fireEvent.blur(input);
    expect(floating(input)).toBe(false);
    fireEvent.change(input, { target: { value: 'Leeds' } });
    expect(floating(input)).toBe(true);
  });

  it('floats the label of a field that starts with a value', () => {
    renderWithPage(<TextInput name="city" label="City" defaultValue="Leeds" />);
    expect(floating(screen.getByLabelText('City'))).toBe(true);
  });

  it('adds " *" to a required label, replacing a star it already has', () => {
    renderWithPage(
      <>
        <TextInput name="a" label="First name" required />
        <TextInput name="b" label="Last name *" required />
        <TextInput name="c" label="Phone" />
      </>,
    );
    expect(screen.getByLabelText('First name *')).toBeTruthy();
    expect(screen.getByLabelText('Last name *')).toBeTruthy();
    expect(screen.getByLabelText('Phone')).toBeTruthy();
    expect(screen.queryByText('Last name * *')).toBeNull();
  });

  it('shows the error only once touched, linked by aria-describedby and aria-invalid', () => {
    renderWithPage(<TextInput name="email" label="Email" error="Please enter a valid email address." />);
    const input = screen.getByLabelText('Email');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();

    // Passing through an empty field does not touch it.
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ada' } });
    fireEvent.blur(input);
    const message = screen.getByText('Please enter a valid email address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);
    expect(successMarks()).toBe(0);
  });

  it('shows the error of an untouched field when the form marks it touched', () => {
    renderWithPage(<TextInput name="email" label="Email" error="Required" touched />);
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it('shows the check mark when touched without error', () => {
    renderWithPage(<TextInput name="city" label="City" />);
    const input = screen.getByLabelText('City');
    fireEvent.change(input, { target: { value: 'Leeds' } });
    expect(successMarks()).toBe(0);
    fireEvent.blur(input);
    expect(successMarks()).toBe(1);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('links a hint and the error together', () => {
    renderWithPage(<TextInput name="phone" label="Phone" hint="For delivery questions" error="Invalid" touched />);
    const input = screen.getByLabelText('Phone');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['For delivery questions', 'Invalid']);
  });

  it('trims trailing whitespace on blur only when asked, and reports the trimmed value', () => {
    const onChange = vi.fn((event: React.ChangeEvent<HTMLInputElement>) => event.target.value);
    renderWithPage(
      <>
        <TextInput name="a" label="Trimmed" trimOnBlur onChange={onChange} />
        <TextInput name="b" label="Kept" />
      </>,
    );
    const trimmed = screen.getByLabelText('Trimmed') as HTMLInputElement;
    fireEvent.change(trimmed, { target: { value: ' Ada  ' } });
    fireEvent.blur(trimmed);
    expect(trimmed.value).toBe(' Ada');
    expect(onChange).toHaveLastReturnedWith(' Ada');

    const kept = screen.getByLabelText('Kept') as HTMLInputElement;
    fireEvent.change(kept, { target: { value: 'Ada  ' } });
    fireEvent.blur(kept);
    expect(kept.value).toBe('Ada  ');
  });

  it('is disabled', () => {
    renderWithPage(<TextInput name="city" label="City" disabled />);
    expect((screen.getByLabelText('City') as HTMLInputElement).disabled).toBe(true);
  });

  it('works controlled', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <TextInput name="city" label="City" value={value} onChange={(event) => setValue(event.target.value)} />
          <button type="button" onClick={() => setValue('York')}>
            Fill
          </button>
        </>
      );
    }
    renderWithPage(<Controlled />);
    const input = screen.getByLabelText('City') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(input.value).toBe('York');
    expect(floating(input)).toBe(true);
  });

  it('registers with react-hook-form, default values and trimmed values included', async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { city: 'Leeds', street: '' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <TextInput label="City" {...register('city')} />
          <TextInput label="Street" trimOnBlur {...register('street')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithPage(<Form />);
    expect(floating(screen.getByLabelText('City'))).toBe(true);
    const street = screen.getByLabelText('Street');
    fireEvent.change(street, { target: { value: 'High Street   ' } });
    fireEvent.blur(street);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(submitted).toHaveBeenCalledWith({ city: 'Leeds', street: 'High Street' }, expect.anything());
  });
});

describe('SelectInput', () => {
  const options = [
    { value: 'gb', label: 'United Kingdom' },
    { value: 'ie', label: 'Ireland' },
  ];

  it('offers the options after an optional empty choice, with a required label', () => {
    renderWithPage(
      <SelectInput name="country" label="Country" required placeholder="Please choose" options={options} />,
    );
    const select = screen.getByLabelText('Country *') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Please choose'],
      ['gb', 'United Kingdom'],
      ['ie', 'Ireland'],
    ]);
  });

  it('shows the error once touched and the check mark after a valid choice', () => {
    const { rerender } = renderWithPage(
      <SelectInput name="country" label="Country" placeholder="-" options={options} error="Choose a country" />,
    );
    const select = screen.getByLabelText('Country');
    fireEvent.blur(select);
    expect(screen.queryByText('Choose a country')).toBeNull();
    fireEvent.change(select, { target: { value: 'ie' } });
    fireEvent.blur(select);
    expect(screen.getByText('Choose a country')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    rerender(<SelectInput name="country" label="Country" placeholder="-" options={options} />);
    expect(screen.queryByText('Choose a country')).toBeNull();
    expect(successMarks()).toBe(1);
  });

  it('registers with react-hook-form', async () => {
    const submitted = vi.fn();
    function Form() {
      const { register, handleSubmit } = useForm({ defaultValues: { country: 'ie' } });
      return (
        <form onSubmit={handleSubmit(submitted)}>
          <SelectInput label="Country" options={options} {...register('country')} />
          <button type="submit">Send</button>
        </form>
      );
    }
    renderWithPage(<Form />);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('ie');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'gb' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(submitted).toHaveBeenCalledWith({ country: 'gb' }, expect.anything());
  });
});
