/**
 * The customer-service contact form (spec sections 3 to 8), rendered where content holds a
 * `<salesforceform>` code block. react-hook-form with the yup schema validates on change and on
 * blur and blocks the submit while errors exist; a valid submit is either refused (a message was
 * sent less than 5 minutes ago) or recorded and posted natively to the provider, which sends the
 * browser back here, where the stored flag shows the success message.
 */
import { yupResolver } from '@hookform/resolvers/yup';
import React, { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { usePageContext } from '../../components/page-context';
import { PrimaryButton } from '../../components/ui/controls';
import { MessageBanner } from '../../components/ui/MessageBanner';
import { SelectInput } from '../../components/ui/SelectInput';
import { TextInput } from '../../components/ui/TextInput';
import { brand, runtimeConfig } from '../../config/runtime';
import { brandContact } from '../../config/brand-contact';
import { pushDataLayer, trackFieldError } from '../../services/analytics/data-layer';
import { pageStatus, postWebToCase } from '../../services/salesforce';
import { ConsentGate, useConsent, useConsentSettled } from '../consent';
import { recaptchaValue } from './captcha-state';
import {
  enquiryTypesFor,
  hiddenFields,
  postedFields,
  preselectedType,
  providerFieldIds,
  returnUrlOf,
  visibleFields,
} from './fields';
import { type ContactFormValues, contactSchema, isRequiredField, maxLengths } from './schema';
import { clearReturn, isThrottled, readReturn, recordSubmission } from './submission';
import { useContactTexts, validationText } from './texts';
import { useCaptcha } from './use-captcha';
import type { ContactVisibleField } from './validation-keys';

/** Analytics name of this form, for field-error events. */
export const contactFormName = 'salesforce-contact';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.6rem;
  max-width: ${({ theme }) => theme.layoutWidth.text};
  margin: 2.4rem 0;
  & > * {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.up('md')} {
    & > [data-half] {
      grid-column: span 1;
    }
  }
`;

const Captcha = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: 0.8rem;
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weights.bold};
  }
  & p[role='alert'] {
    margin: 0.8rem 0 0;
    color: ${({ theme }) => theme.color.fail};
  }
`;

const Submit = styled(PrimaryButton)`
  justify-self: start;
`;

/** Fields that sit side by side from the md breakpoint. */
const halfWidth = new Set<ContactVisibleField>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
]);

const autoComplete: Partial<Record<ContactVisibleField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  street: 'address-line1',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

const inputType: Partial<Record<ContactVisibleField, string>> = { email: 'email', phone: 'tel' };

type Feedback = 'none' | 'success' | 'timeout';

const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export interface ContactFormProps {
  /** Attributes of the `<salesforceform>` tag; `type` (or `data-type`) preselects an enquiry type. */
  attributes?: Record<string, string>;
}

export function ContactForm({ attributes = {} }: ContactFormProps) {
  const page = usePageContext();
  const texts = useContactTexts();
  const country = page.country.toLowerCase();
  const provider = brandContact.provider;
  const fields = useMemo(() => visibleFields(brandContact, country, page.language), [country, page.language]);
  const ids = useMemo(() => providerFieldIds(provider, country), [provider, country]);
  const types = useMemo(() => enquiryTypesFor(brandContact, country), [country]);
  const countryCodes = useMemo(() => texts.countries.map((entry) => entry.code), [texts.countries]);
  const schema = useMemo(
    () => contactSchema({ fields, enquiryTypes: types, countries: countryCodes }),
    [fields, types, countryCodes],
  );
  const defaultValues = useMemo(() => {
    const values: Partial<ContactFormValues> = { recaptcha: false };
    for (const field of fields) values[field] = '';
    values.type = preselectedType(attributes, types);
    values.country = countryCodes.includes(country.toUpperCase()) ? country.toUpperCase() : '';
    return values;
  }, [fields, attributes, types, countryCodes, country]);

  const { register, handleSubmit, setValue, formState } = useForm<ContactFormValues>({
    mode: 'all',
    resolver: yupResolver(schema),
    defaultValues,
  });
  const { errors, isSubmitted } = formState;

  const captchaAllowed = useConsent('captcha');
  const consentSettled = useConsentSettled();
  const countryEntry = brand.countries.find((entry) => entry.code === country);
  const captcha = useCaptcha({
    allowed: captchaAllowed,
    sitekey: countryEntry?.captchaSiteKey ?? brand.integrations.captchaDefaultSiteKey,
    scriptUrl: runtimeConfig.contactForm.captchaScriptUrl,
    language: page.language,
    theme:
      typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
  });

  useEffect(() => {
    setValue('recaptcha', recaptchaValue(captcha.state), { shouldValidate: isSubmitted });
  }, [captcha.state, setValue, isSubmitted]);

  const [feedback, setFeedback] = useState<Feedback>('none');
  const formRef = useRef<HTMLFormElement>(null);

  // Back from the provider: the flag shows the success message; once the scroll position is
  // restored, flag and offset go, and the page reports the submission with its own status.
  useEffect(() => {
    const storage = localStore();
    const back = readReturn(storage);
    if (!back.success) return;
    setFeedback('success');
    const frame = window.requestAnimationFrame(() => {
      if (back.scrollOffset !== null) window.scrollTo(0, back.scrollOffset);
      clearReturn(storage);
      void pageStatus(window.location.href).then((status) =>
        pushDataLayer({
          event: 'contact_form_submit',
          pageType: page.pageType,
          language: page.language,
          country,
          environment: runtimeConfig.environment,
          gitHash: runtimeConfig.gitHash,
          status,
        }),
      );
    });
    return () => window.cancelAnimationFrame(frame);
  }, [page.pageType, page.language, country]);

  const consentMissing = consentSettled && !captchaAllowed;
  useEffect(() => {
    if (!consentMissing) return;
    pushDataLayer({ event: 'error_message_view', type: 'salesforce_form_error', description: 'missingCookieConsent' });
  }, [consentMissing]);

  const onValid = (values: ContactFormValues) => {
    const storage = localStore();
    const now = Date.now();
    if (isThrottled(storage, now)) {
      setFeedback('timeout');
      return;
    }
    setFeedback('none');
    const hidden = hiddenFields({
      provider,
      ids,
      brandName: brand.displayName,
      language: page.language,
      captchaSolvedAt: captcha.state.solvedAt,
      returnUrl: returnUrlOf(window.location),
    });
    const posted = postedFields(values, fields, hidden, ids, captcha.response());
    recordSubmission(storage, now, window.scrollY);
    postWebToCase(runtimeConfig.contactForm.endpoint, posted);
  };

  const onInvalid = (invalid: FieldErrors<ContactFormValues>) => {
    for (const [field, error] of Object.entries(invalid)) {
      trackFieldError(contactFormName, field, String(error?.message ?? 'invalid'));
    }
    // The first field in error takes focus (react-hook-form focuses registered inputs; the
    // captcha is no input, so its message is reached through the form).
    if (Object.keys(invalid).length === 1 && invalid.recaptcha) {
      formRef.current?.querySelector<HTMLElement>('[data-captcha] [role="checkbox"]')?.focus();
    }
  };

  const errorOf = (field: ContactVisibleField) => validationText(texts, errors[field]?.message, maxLengths[field]);

  const renderField = (field: ContactVisibleField) => {
    const common = {
      ...register(field),
      label: texts.labels[field],
      required: isRequiredField(field),
      error: errorOf(field),
      touched: isSubmitted,
    };
    const half = halfWidth.has(field) ? { 'data-half': '' } : {};
    if (field === 'type') {
      return (
        <div key={field} {...half}>
          <SelectInput
            {...common}
            placeholder={texts.choose}
            options={types.map((value) => ({ value, label: texts.enquiryTypes[value] ?? value }))}
          />
        </div>
      );
    }
    if (field === 'country') {
      return (
        <div key={field} {...half}>
          <SelectInput
            {...common}
            autoComplete="country"
            placeholder={texts.choose}
            options={texts.countries.map((entry) => ({
              value: entry.code,
              label: entry.prefix ? `${entry.name} (${entry.code}, +${entry.prefix})` : `${entry.name} (${entry.code})`,
            }))}
          />
        </div>
      );
    }
    return (
      <div key={field} {...half}>
        <TextInput
          {...common}
          type={inputType[field] ?? 'text'}
          autoComplete={autoComplete[field]}
          maxLength={maxLengths[field]}
          multiline={field === 'description' ? 6 : undefined}
          trimOnBlur
        />
      </div>
    );
  };

  const recaptchaError = isSubmitted ? validationText(texts, errors.recaptcha?.message) : undefined;

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit(onValid, onInvalid)} data-contact-form="">
      {feedback === 'success' && <MessageBanner variant="success" message={texts.submitFeedbackSuccess} />}
      {fields.map(renderField)}
      <Captcha data-captcha="">
        <legend>{texts.captchaLegend}</legend>
        <ConsentGate
          feature="captcha"
          fallback={consentMissing && <MessageBanner variant="fail" message={texts.missingCookieConsent} />}
        >
          <div ref={captcha.container} />
        </ConsentGate>
        {recaptchaError && <p role="alert">{recaptchaError}</p>}
      </Captcha>
      {feedback === 'timeout' && <MessageBanner variant="warning" message={texts.submitFeedbackTimeout} />}
      <Submit type="submit">{texts.submit}</Submit>
    </Form>
  );
}
