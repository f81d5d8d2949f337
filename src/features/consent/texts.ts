/** Interface texts of the consent gate, in the page language. */
import { useTranslations } from '../../components/layout/page-context';

export function useConsentTexts() {
  const { consentRequired, consentManageSettings, consentUnavailable } = useTranslations();
  return { consentRequired, consentManageSettings, consentUnavailable };
}
