/** The checkout texts of the page (its language only, from the page context) and their helpers. */
import { isCheckoutValidationKey } from '../../lib/checkout';
import { useFeatureTexts } from '../../components/page-context';
import type { CheckoutMessages } from './messages';

export type { CheckoutMessages };

declare module '../../lib/page-context' {
  interface FeatureTexts {
    checkout?: CheckoutMessages;
  }
}

export function useCheckoutTexts(): CheckoutMessages {
  return useFeatureTexts('checkout');
}

/** The text of a validation message; a message that is no key of ours (yup's own) as it is. */
export function validationText(texts: CheckoutMessages, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return isCheckoutValidationKey(message) ? texts[message] : message;
}
