/**
 * The country dropdown of the contact form (spec section 3: about 250 countries, each with its
 * name, telephone prefix and ISO code): the codes from `i18n-iso-countries`, prefixes from
 * `libphonenumber-js`, names in the page language from CLDR through `Intl.DisplayNames` (the
 * names browsers use: 'Nederland', not the library's official 'Koninkrijk der Nederlanden',
 * which would sort the Netherlands under K), with the library's name where CLDR has none.
 * Build code only: the page gets its language's list through the page context, so neither
 * library's data reaches the browser.
 */
import countries from 'i18n-iso-countries';
import cs from 'i18n-iso-countries/langs/cs.json';
import da from 'i18n-iso-countries/langs/da.json';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fi from 'i18n-iso-countries/langs/fi.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import sv from 'i18n-iso-countries/langs/sv.json';
import { type CountryCode, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';

for (const locale of [cs, da, de, en, es, fi, fr, it, nl, pl, sv]) countries.registerLocale(locale);

export interface CountryOption {
  /** ISO 3166-1 alpha-2 code, upper case (what is posted). */
  code: string;
  name: string;
  /** International dialling prefix without '+'; empty for the few places without one. */
  prefix: string;
}

/** Every country with its name in `language` (English when the library has none), sorted by name. */
export function countryOptions(language: string): CountryOption[] {
  const nameLanguage = countries.langs().includes(language) ? language : 'en';
  const common = new Intl.DisplayNames([nameLanguage], { type: 'region', fallback: 'none' });
  const names = countries.getNames(nameLanguage, { select: 'official' });
  const collator = new Intl.Collator(nameLanguage);
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({
      code,
      name: common.of(code) ?? names[code] ?? code,
      prefix: isSupportedCountry(code) ? getCountryCallingCode(code as CountryCode) : '',
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
