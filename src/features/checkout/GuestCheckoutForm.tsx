/**
 * The guest customer and billing address of the checkout (issue 5): presentational, with
 * react-hook-form and the checkout library's yup schema. It validates on change and on blur,
 * blocks submission while errors exist, orders the address fields for the page's locale and
 * hands the values to `onSubmit`; the page does the store-api calls.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { PrimaryButton } from '../../components/ui/controls';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { SelectInput, type SelectOption } from '../../components/ui/SelectInput';
import { TextInput } from '../../components/ui/TextInput';
import { brand } from '../../config/runtime';
import {
  addressCountries,
  addressFieldOrder,
  countryOptions,
  guestCheckoutSchema,
  houseNumberUseOf,
  type AddressField,
  type GuestCheckoutValues,
} from '../../lib/checkout';
import { trackFieldError } from '../../services/analytics/data-layer';
import { useCheckoutTexts, validationText } from './texts';

export type { GuestCheckoutValues };

export interface GuestCheckoutFormProps {
  /** Called with valid, trimmed values; never while errors exist or a submission is pending. */
  onSubmit: (values: GuestCheckoutValues) => void | Promise<void>;
  /** A submission is under way: the button shows it and further submits are ignored. */
  submitting?: boolean;
  /** Text of a failed submission (e.g. the texts' `saveFailed`), shown in a fail banner. */
  failure?: string | null;
  /** Values to start with, e.g. those of an earlier attempt. */
  defaultValues?: Partial<GuestCheckoutValues>;
  /** Salutations of the sales channel (id and name); no salutation field when absent or empty. */
  salutations?: readonly SelectOption[];
  /** Country codes of the dropdown; default: the brand's countries. */
  countries?: readonly string[];
  /** UK-style city before postal code everywhere; default: the brand's flag. */
  cityBeforePostalCode?: boolean;
  /** Id of a heading that already names the personal details (the checkout's step): no legend then. */
  detailsLabelledBy?: string;
}

/** Analytics name of this form, for field-error events. */
export const guestCheckoutFormName = 'guest-checkout';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 2.4rem;
`;

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 1.6rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: 1.6rem;
    padding: 0;
    font-size: ${({ theme }) => theme.headingSize.h4};
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
`;

/** Columns (of six) a field takes from the md breakpoint; below it every field is full width. */
const Cell = styled.div<{ $span: number }>`
  grid-column: span 6;
  ${({ theme }) => theme.up('md')} {
    grid-column: span ${({ $span }) => $span};
  }
`;

const addressSpan: Record<AddressField, number> = { street: 4, houseNumber: 2, postalCode: 2, city: 4, country: 6 };

/** The street takes the whole row when the address has no separate house number. */
const spanOf = (field: AddressField, fields: readonly AddressField[]) =>
  field === 'street' && !fields.includes('houseNumber') ? 6 : addressSpan[field];

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export function GuestCheckoutForm({
  onSubmit,
  submitting = false,
  failure,
  defaultValues,
  salutations,
  countries = brand.countries.map((entry) => entry.code),
  cityBeforePostalCode = brand.flags.cityBeforePostalCode,
  detailsLabelledBy,
}: GuestCheckoutFormProps) {
  const page = usePageContext();
  const texts = useCheckoutTexts();
  const deliverable = useMemo(() => addressCountries(countries), [countries]);
  const schema = useMemo(() => guestCheckoutSchema(deliverable), [deliverable]);
  const options = useMemo(() => countryOptions(deliverable, page.language), [deliverable, page.language]);
  const [invalidAttempt, setInvalidAttempt] = useState(false);
  const initial: GuestCheckoutValues = {
    salutationId: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    houseNumber: '',
    postalCode: '',
    city: '',
    country: deliverable.includes(page.country) ? page.country : '',
    ...defaultValues,
  };

  const {
    register,
    handleSubmit,
    watch,
    trigger,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<GuestCheckoutValues>({
    mode: 'all',
    resolver: yupResolver(schema),
    defaultValues: initial,
  });

  const country = watch('country');
  const fields = addressFieldOrder(page, { addressCountry: country || page.country, cityBeforePostalCode });
  const houseNumberUse = houseNumberUseOf(country || page.country);

  // A postcode entered before the country changed is checked against the new country.
  const checkedCountry = useRef(country);
  useEffect(() => {
    if (checkedCountry.current === country) return;
    checkedCountry.current = country;
    if (getValues('postalCode')) void trigger('postalCode');
  }, [country, getValues, trigger]);

  const hasSalutations = Boolean(salutations && salutations.length > 0);
  const nameSpan = hasSalutations ? 2 : 3;
  const hasErrors = Object.keys(errors).length > 0;
  const error = (name: keyof GuestCheckoutValues) => validationText(texts, errors[name]?.message);
  // defaultValue too: react-hook-form fills its fields only once mounted, the server render needs them.
  const common = (name: keyof GuestCheckoutValues) => ({
    error: error(name),
    touched: isSubmitted,
    trimOnBlur: true,
    defaultValue: initial[name],
  });

  const submit = handleSubmit(
    async (values) => {
      if (submitting) return;
      setInvalidAttempt(false);
      await onSubmit(houseNumberUseOf(values.country) === 'none' ? { ...values, houseNumber: '' } : values);
    },
    (invalid: FieldErrors<GuestCheckoutValues>) => {
      setInvalidAttempt(true);
      for (const [field, fieldError] of Object.entries(invalid)) {
        trackFieldError(guestCheckoutFormName, field, String(fieldError?.message ?? 'invalid'));
      }
    },
  );

  const addressField = (field: AddressField) => {
    switch (field) {
      case 'street':
        return (
          <TextInput
            label={houseNumberUse === 'none' ? texts.streetAndNumber : texts.street}
            required
            autoComplete="address-line1"
            {...common('street')}
            {...register('street')}
          />
        );
      case 'houseNumber':
        return (
          <TextInput
            label={texts.houseNumber}
            required={houseNumberUse === 'required'}
            {...common('houseNumber')}
            {...register('houseNumber')}
          />
        );
      case 'postalCode':
        return (
          <TextInput
            label={texts.postalCode}
            required
            autoComplete="postal-code"
            {...common('postalCode')}
            {...register('postalCode')}
          />
        );
      case 'city':
        return (
          <TextInput
            label={texts.city}
            required
            autoComplete="address-level2"
            {...common('city')}
            {...register('city')}
          />
        );
      case 'country':
        return (
          <SelectInput
            label={texts.country}
            required
            autoComplete="country"
            placeholder={texts.chooseOption}
            options={options}
            error={error('country')}
            touched={isSubmitted}
            defaultValue={initial.country}
            {...register('country')}
          />
        );
    }
  };

  return (
    <Form noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <MessageBanner variant="fail" message={failure} />}
      {invalidAttempt && hasErrors && <MessageBanner variant="fail" message={texts.checkFields} />}
      <Group aria-labelledby={detailsLabelledBy}>
        {!detailsLabelledBy && <legend>{texts.customerDetails}</legend>}
        {hasSalutations && salutations && (
          <Cell $span={2}>
            <SelectInput
              label={texts.salutation}
              placeholder={texts.chooseOption}
              options={salutations}
              autoComplete="honorific-prefix"
              defaultValue={initial.salutationId}
              {...register('salutationId')}
            />
          </Cell>
        )}
        <Cell $span={nameSpan}>
          <TextInput
            label={texts.firstName}
            required
            autoComplete="given-name"
            {...common('firstName')}
            {...register('firstName')}
          />
        </Cell>
        <Cell $span={nameSpan}>
          <TextInput
            label={texts.lastName}
            required
            autoComplete="family-name"
            {...common('lastName')}
            {...register('lastName')}
          />
        </Cell>
        <Cell $span={3}>
          <TextInput
            label={texts.email}
            required
            type="email"
            autoComplete="email"
            hint={texts.emailHint}
            {...common('email')}
            {...register('email')}
          />
        </Cell>
        <Cell $span={3}>
          <TextInput
            label={texts.phone}
            type="tel"
            autoComplete="tel"
            hint={texts.phoneHint}
            {...common('phone')}
            {...register('phone')}
          />
        </Cell>
      </Group>
      <Group>
        <legend>{texts.billingAddress}</legend>
        {fields.map((field) => (
          <Cell key={field} $span={spanOf(field, fields)}>
            {addressField(field)}
          </Cell>
        ))}
      </Group>
      <Actions>
        <PrimaryButton type="submit" aria-disabled={submitting || undefined}>
          {submitting ? texts.submitting : texts.submit}
        </PrimaryButton>
      </Actions>
    </Form>
  );
}
