// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBrandConfig } from '../../config/load';
import { renderWithPage, type RenderWithPageOptions } from '../../testing/render';
import { GuestCheckoutForm, type GuestCheckoutFormProps } from './GuestCheckoutForm';
import { checkoutMessages } from './messages';

const en = checkoutMessages.en!;
const lapierre = loadBrandConfig('lapierre');
const lapierreProps = {
  countries: lapierre.countries.map((entry) => entry.code),
  cityBeforePostalCode: lapierre.flags.cityBeforePostalCode,
};

type Host = { dataLayer?: Record<string, unknown>[] };
const dataLayer = () => (window as unknown as Host).dataLayer ?? [];

afterEach(() => {
  cleanup();
  delete (window as unknown as Host).dataLayer;
});

function renderForm(props: Partial<GuestCheckoutFormProps> = {}, page: RenderWithPageOptions = {}) {
  const onSubmit = vi.fn<GuestCheckoutFormProps['onSubmit']>();
  const view = renderWithPage(<GuestCheckoutForm onSubmit={onSubmit} {...props} />, page);
  return { onSubmit, ...view };
}

/** Labels of the address controls in the order a shopper meets them. */
function addressLabels(legend: string) {
  const group = screen.getByRole('group', { name: legend });
  return [...group.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map(
    (control) => control.labels?.[0]?.textContent,
  );
}

const type = (label: string, value: string) => {
  const control = screen.getByLabelText(label);
  fireEvent.focus(control);
  fireEvent.change(control, { target: { value } });
  fireEvent.blur(control);
};

const submit = (name = en.submit) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('GuestCheckoutForm field order', () => {
  it('en-gb: one address line, town before postcode, GB chosen', () => {
    renderForm({}, { brand: 'raleigh', country: 'gb' });
    expect(addressLabels(en.billingAddress)).toEqual(['Address *', 'Town or city *', 'Postcode *', 'Country *']);
    expect((screen.getByLabelText('Country *') as HTMLSelectElement).value).toBe('gb');
  });

  it('en-ie: house number (optional) first, town before postcode', () => {
    renderForm({}, { brand: 'raleigh', country: 'ie' });
    expect(addressLabels(en.billingAddress)).toEqual([
      'House number',
      'Street *',
      'Town or city *',
      'Postcode *',
      'Country *',
    ]);
    expect((screen.getByLabelText('Country *') as HTMLSelectElement).value).toBe('ie');
  });

  it('de-de: street, house number, postal code before city', () => {
    renderForm(lapierreProps, { brand: 'lapierre', country: 'de' });
    expect(addressLabels('Rechnungsadresse')).toEqual([
      'Straße *',
      'Hausnummer *',
      'Postleitzahl *',
      'Ort *',
      'Land *',
    ]);
    expect((screen.getByLabelText('Land *') as HTMLSelectElement).value).toBe('de');
  });

  it('fr-fr: street, number, postal code before city, countries named in French without INT', () => {
    renderForm(lapierreProps, { brand: 'lapierre', country: 'fr' });
    expect(addressLabels('Adresse de facturation')).toEqual([
      'Rue *',
      'Numéro *',
      'Code postal *',
      'Ville *',
      'Pays *',
    ]);
    const country = screen.getByLabelText('Pays *') as HTMLSelectElement;
    expect(country.value).toBe('fr');
    const names = [...country.options].map((option) => option.text);
    expect(names).toContain('Allemagne');
    expect(names).toContain('Royaume-Uni');
    expect(names).not.toContain('INT');
    expect(country.options).toHaveLength(1 + 10);
  });

  it('int-en: no country chosen, house number first', () => {
    renderForm(lapierreProps, { brand: 'lapierre', country: 'int' });
    expect((screen.getByLabelText('Country *') as HTMLSelectElement).value).toBe('');
    expect(addressLabels(en.billingAddress).slice(0, 2)).toEqual(['House number *', 'Street *']);
  });

  it('follows the chosen country for the house-number field', async () => {
    renderForm({}, { brand: 'raleigh', country: 'gb' });
    fireEvent.change(screen.getByLabelText('Country *'), { target: { value: 'ie' } });
    await waitFor(() => expect(addressLabels(en.billingAddress)[1]).toBe('House number'));
  });
});

describe('GuestCheckoutForm validation', () => {
  it('validates on blur and again on change', async () => {
    renderForm();
    type('Email address *', 'ada');
    expect(await screen.findByText(en.validEmail)).toBeTruthy();
    const email = screen.getByLabelText('Email address *');
    expect(email.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    await waitFor(() => expect(screen.queryByText(en.validEmail)).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('does not complain about a field the shopper only passed through', async () => {
    renderForm();
    const first = screen.getByLabelText('First name *');
    fireEvent.focus(first);
    fireEvent.blur(first);
    type('Last name *', 'Lovelace');
    await waitFor(() => expect(document.querySelectorAll('[data-success-mark]')).toHaveLength(1));
    expect(screen.queryByText(en.requiredFirstName)).toBeNull();
  });

  it('blocks the submission while errors exist, shows every error and reports them', async () => {
    const { onSubmit } = renderForm();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    for (const text of [
      en.requiredFirstName,
      en.requiredLastName,
      en.requiredEmail,
      en.requiredStreet,
      en.requiredPostalCode,
      en.requiredCity,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('alert').textContent).toContain(en.checkFields);
    expect(dataLayer()).toEqual(
      expect.arrayContaining([
        { event: 'form_field_error', form: 'guest-checkout', field: 'firstName', error: 'requiredFirstName' },
        { event: 'form_field_error', form: 'guest-checkout', field: 'postalCode', error: 'requiredPostalCode' },
        { event: 'error_message_view', type: 'error', description: `Error - ${en.checkFields}` },
      ]),
    );

    type('First name *', 'Ada');
    type('Last name *', 'Lovelace');
    type('Email address *', 'ada@example.com');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the postcode against the chosen country', async () => {
    renderForm({}, { brand: 'raleigh', country: 'gb' });
    type('Postcode *', '10117');
    expect(await screen.findByText(en.validPostcode)).toBeTruthy();
    type('Postcode *', 'SW1A 2AA');
    await waitFor(() => expect(screen.queryByText(en.validPostcode)).toBeNull());

    fireEvent.change(screen.getByLabelText('Country *'), { target: { value: 'ie' } });
    expect(await screen.findByText(en.validPostcode)).toBeTruthy();
  });

  it('checks a Dutch postcode again when the country changes from Germany to the Netherlands', async () => {
    renderForm(lapierreProps, { brand: 'lapierre', country: 'de', language: 'de' });
    type('Postleitzahl *', '1234 ab');
    expect(await screen.findByText(checkoutMessages.de!.validPostcode)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Land *'), { target: { value: 'nl' } });
    await waitFor(() => expect(screen.queryByText(checkoutMessages.de!.validPostcode)).toBeNull());
  });
});

describe('GuestCheckoutForm submission', () => {
  it('hands over trimmed values, without a stale house number for GB', async () => {
    const { onSubmit } = renderForm({}, { brand: 'raleigh', country: 'gb' });
    fireEvent.change(screen.getByLabelText('Country *'), { target: { value: 'ie' } });
    type('House number', '4');
    fireEvent.change(screen.getByLabelText('Country *'), { target: { value: 'gb' } });
    type('First name *', 'Ada  ');
    type('Last name *', 'Lovelace');
    type('Email address *', 'ada@example.com ');
    type('Address *', '10 Downing Street');
    type('Town or city *', 'London');
    type('Postcode *', 'SW1A 2AA');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      salutationId: '',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      street: '10 Downing Street',
      houseNumber: '',
      postalCode: 'SW1A 2AA',
      city: 'London',
      country: 'gb',
    });
  });

  it('shows the pending state and ignores submits meanwhile', async () => {
    const { onSubmit } = renderForm({
      submitting: true,
      defaultValues: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        street: '10 Downing Street',
        postalCode: 'SW1A 2AA',
        city: 'London',
      },
    });
    const button = screen.getByRole('button', { name: en.submitting });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await submit(en.submitting);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a failure in a fail banner, reported to analytics', () => {
    renderForm({ failure: en.saveFailed });
    expect(screen.getByRole('alert').textContent).toContain(en.saveFailed);
    expect(dataLayer()).toEqual([
      { event: 'error_message_view', type: 'error', description: `Error - ${en.saveFailed}` },
    ]);
  });

  it('offers the salutations it is given and passes the chosen id', async () => {
    const { onSubmit } = renderForm({
      salutations: [
        { value: 'sal-mr', label: 'Mr' },
        { value: 'sal-ms', label: 'Ms' },
      ],
      defaultValues: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        street: '10 Downing Street',
        postalCode: 'SW1A 2AA',
        city: 'London',
      },
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'sal-ms' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ salutationId: 'sal-ms', country: 'gb' }));
  });

  it('has no salutation field without salutations', () => {
    renderForm();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });
});
