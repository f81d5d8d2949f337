/**
 * Languages, countries and their VAT rates. Country and language names come from the ICU data
 * bundled with Node (Intl.DisplayNames), so they read naturally in every channel language
 * without a hand-kept table.
 */
import { idFor } from '../../common/prng';
import { type LanguageCode, type Localized, type SeedCountry, type SeedLanguage, languageCodes } from './types';

const localeOf: Record<LanguageCode, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  nl: 'nl-NL',
  it: 'it-IT',
  es: 'es-ES',
  fi: 'fi-FI',
  sv: 'sv-SE',
  da: 'da-DK',
  cs: 'cs-CZ',
  pl: 'pl-PL',
};

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}

export function languageId(code: LanguageCode): string {
  return idFor('language', code);
}

export function buildLanguages(): SeedLanguage[] {
  return languageCodes.map((code) => {
    const localeCode = localeOf[code];
    const region = localeCode.slice(3);
    const native = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return {
      id: languageId(code),
      code,
      name: native.charAt(0).toUpperCase() + native.slice(1),
      localeCode,
      localeId: idFor('locale', localeCode),
      territory: new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? region,
    };
  });
}

interface CountryFacts {
  iso3: string;
  taxRate: number;
  isEu: boolean;
  postalCodePattern: string;
}

/**
 * Standard VAT rates (2025). INT sales channels ship outside the EU VAT area: their countries
 * are export destinations taxed at 0 %, import VAT being the buyer's business.
 */
const countryFacts: Record<string, CountryFacts> = {
  GB: { iso3: 'GBR', taxRate: 20, isEu: false, postalCodePattern: '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$' },
  IE: { iso3: 'IRL', taxRate: 23, isEu: true, postalCodePattern: '^[A-Z]\\d{2} ?[A-Z\\d]{4}$' },
  DE: { iso3: 'DEU', taxRate: 19, isEu: true, postalCodePattern: '^\\d{5}$' },
  AT: { iso3: 'AUT', taxRate: 20, isEu: true, postalCodePattern: '^\\d{4}$' },
  CH: { iso3: 'CHE', taxRate: 8.1, isEu: false, postalCodePattern: '^\\d{4}$' },
  FR: { iso3: 'FRA', taxRate: 20, isEu: true, postalCodePattern: '^\\d{5}$' },
  BE: { iso3: 'BEL', taxRate: 21, isEu: true, postalCodePattern: '^\\d{4}$' },
  NL: { iso3: 'NLD', taxRate: 21, isEu: true, postalCodePattern: '^\\d{4} ?[A-Z]{2}$' },
  LU: { iso3: 'LUX', taxRate: 17, isEu: true, postalCodePattern: '^\\d{4}$' },
  IT: { iso3: 'ITA', taxRate: 22, isEu: true, postalCodePattern: '^\\d{5}$' },
  ES: { iso3: 'ESP', taxRate: 21, isEu: true, postalCodePattern: '^\\d{5}$' },
  FI: { iso3: 'FIN', taxRate: 25.5, isEu: true, postalCodePattern: '^\\d{5}$' },
  SE: { iso3: 'SWE', taxRate: 25, isEu: true, postalCodePattern: '^\\d{3} ?\\d{2}$' },
  DK: { iso3: 'DNK', taxRate: 25, isEu: true, postalCodePattern: '^\\d{4}$' },
  CZ: { iso3: 'CZE', taxRate: 21, isEu: true, postalCodePattern: '^\\d{3} ?\\d{2}$' },
  PL: { iso3: 'POL', taxRate: 23, isEu: true, postalCodePattern: '^\\d{2}-\\d{3}$' },
  NO: { iso3: 'NOR', taxRate: 0, isEu: false, postalCodePattern: '^\\d{4}$' },
  US: { iso3: 'USA', taxRate: 0, isEu: false, postalCodePattern: '^\\d{5}(-\\d{4})?$' },
  AU: { iso3: 'AUS', taxRate: 0, isEu: false, postalCodePattern: '^\\d{4}$' },
};

/** Countries a sales channel ships to; 'int' is the rest-of-world export channel. */
export function channelCountries(country: string): string[] {
  if (country === 'int') return ['NO', 'US', 'AU'];
  return [country.toUpperCase()];
}

export function countryId(iso: string): string {
  return idFor('country', iso);
}

export function buildCountries(isoCodes: Iterable<string>): SeedCountry[] {
  return [...new Set(isoCodes)].sort().map((iso) => {
    const facts = countryFacts[iso];
    if (!facts) throw new Error(`No country facts for "${iso}"; add it to emulators/seed/catalog/locales.ts.`);
    const name: Localized = {};
    for (const language of languageCodes) {
      name[language] = new Intl.DisplayNames([language], { type: 'region' }).of(iso) ?? iso;
    }
    return {
      id: countryId(iso),
      iso,
      iso3: facts.iso3,
      name,
      taxRate: facts.taxRate,
      isEu: facts.isEu,
      postalCodeRequired: true,
      defaultPostalCodePattern: facts.postalCodePattern,
    };
  });
}

/** Every language, for texts that exist in all of them (currency names and the like). */
export function allLanguages(make: (language: LanguageCode) => string): Localized {
  const result: Localized = {};
  for (const language of languageCodes) result[language] = make(language);
  return result;
}
