/** The contact texts of the page (its language only, with its country list, from the page context). */
import { useFeatureTexts } from '../../components/page-context';
import type { ContactMessages, ContactTexts } from './messages';
import { type ContactValidationKey, contactValidationKeys } from './validation-keys';

export type { ContactTexts };

declare module '../../lib/page-context' {
  interface FeatureTexts {
    /** The contact form's texts and its country list in the page language. */
    contact?: ContactTexts;
  }
}

export function useContactTexts(): ContactTexts {
  return useFeatureTexts('contact');
}

const isValidationKey = (message: string): message is ContactValidationKey =>
  (contactValidationKeys as readonly string[]).includes(message);

/** The text of a validation message key, with its limit filled in; anything else as it is. */
export function validationText(texts: ContactMessages, message: string | undefined, max?: number): string | undefined {
  if (message === undefined) return undefined;
  if (!isValidationKey(message)) return message;
  return texts[message].replace('{max}', String(max ?? ''));
}
