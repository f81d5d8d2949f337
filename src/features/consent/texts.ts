/** Interface texts of the consent gate, in the page language. */
import { useTranslations } from '../../components/page-context';

export function useConsentTexts() {
  const { consentRequired, consentManageSettings, consentUnavailable } = useTranslations();
  return { consentRequired, consentManageSettings, consentUnavailable };
}
