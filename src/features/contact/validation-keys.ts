/** The contact form's field names and validation message keys, shared by its texts and its schema. */
import type { ContactFieldName } from '../../config/schema';

/** Visible fields of the form (the hidden ones have no label). */
export type ContactVisibleField = Exclude<ContactFieldName, 'brandName' | 'languageName' | 'webSource'>;

/** Message keys the validation schema reports; each is a text of the page language. */
export const contactValidationKeys = [
  'requiredType',
  'requiredSubject',
  'requiredDescription',
  'requiredFirstName',
  'requiredLastName',
  'requiredEmail',
  'validEmail',
  'validCountry',
  'validPostalCode',
  'validRecaptcha',
  'tooLong',
  'validText',
] as const;
export type ContactValidationKey = (typeof contactValidationKeys)[number];
