/**
 * What the contact form shows and posts (spec section 3), free of React: the visible fields in
 * the locale's order, the provider's id of every field, the enquiry types of a country and the
 * hidden fields the provider needs.
 */
import type { BrandConfig, ContactFieldName } from '../../config/schema';
import type { ContactVisibleField } from './validation-keys';
import { displayNames } from '../../lib/i18n/intl';

type ContactConfig = BrandConfig['contact'];
type Provider = ContactConfig['provider'];

export type AddressField = 'street' | 'houseNumber' | 'postalCode' | 'city';

/**
 * The address fields of a page locale: none for GB; house number first for English pages
 * elsewhere ('12 High Street'), street first otherwise ('Hoofdstraat 12').
 */
export function addressFields(country: string, language: string): AddressField[] {
  if (country.toLowerCase() === 'gb') return [];
  return language === 'en'
    ? ['houseNumber', 'street', 'postalCode', 'city']
    : ['street', 'houseNumber', 'postalCode', 'city'];
}

/** The visible fields in order; the brand's extra fields (frame number, dealer) follow the enquiry type. */
export function visibleFields(
  contact: Pick<ContactConfig, 'extraFields'>,
  country: string,
  language: string,
): ContactVisibleField[] {
  return [
    'type',
    ...contact.extraFields,
    'subject',
    'description',
    'firstName',
    'lastName',
    'email',
    'phone',
    ...addressFields(country, language),
    'country',
  ];
}

/** The provider's id of every field in a country: the brand's ids with the country's own over them. */
export function providerFieldIds(provider: Provider, country: string): Record<ContactFieldName, string> {
  return { ...provider.fieldIds, ...provider.countryFieldIds?.[country.toLowerCase()] };
}

/** The enquiry types offered in a country (a type limited to countries appears only there). */
export function enquiryTypesFor(contact: Pick<ContactConfig, 'enquiryTypes'>, country: string): string[] {
  const code = country.toLowerCase();
  return contact.enquiryTypes
    .filter((type) => !type.countries || type.countries.includes(code))
    .map((type) => type.value);
}

/** The enquiry type a `<salesforceform type="...">` tag preselects, when it names one offered here. */
export function preselectedType(attributes: Record<string, string>, offered: readonly string[]): string {
  const wanted = (attributes.type ?? attributes['data-type'] ?? '').trim().toLowerCase();
  return offered.find((value) => value.toLowerCase() === wanted) ?? '';
}

/** `captcha_settings` as the provider reads it; `ts` is the time the captcha was solved, '' before. */
export function captchaSettings(provider: Provider, solvedAt: number | null): string {
  return JSON.stringify({
    keyname: provider.captchaKeyName,
    fallback: 'true',
    orgId: provider.orgId,
    ts: solvedAt === null ? '' : String(solvedAt),
  });
}

/** English name of a language ('nl' -> 'Dutch'), as the provider's reports list it. */
export function languageName(language: string): string {
  try {
    return displayNames(['en'], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

export interface HiddenFieldInput {
  provider: Provider;
  ids: Record<ContactFieldName, string>;
  brandName: string;
  language: string;
  /** When the captcha was solved (ms), null while unsolved. */
  captchaSolvedAt: number | null;
  /** Origin plus the current path: where the provider sends the browser back. */
  returnUrl: string;
}

/** The hidden fields of the post, in the provider's names. */
export function hiddenFields(input: HiddenFieldInput): [string, string][] {
  const { provider, ids } = input;
  return [
    ['captcha_settings', captchaSettings(provider, input.captchaSolvedAt)],
    ['orgid', provider.orgId],
    ['retURL', input.returnUrl],
    [ids.brandName, input.brandName],
    [ids.languageName, languageName(input.language)],
    [ids.webSource, `${input.brandName} Website`],
  ];
}

/** The return address of the post: the page itself, without query or hash. */
export function returnUrlOf(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}

/** Everything the native post sends: visible values under their ids, then the hidden fields and captcha response. */
export function postedFields(
  values: Partial<Record<ContactVisibleField, string>>,
  fields: readonly ContactVisibleField[],
  hidden: [string, string][],
  ids: Record<ContactFieldName, string>,
  captchaResponse: string,
): [string, string][] {
  const visible = fields.map((field): [string, string] => [ids[field], values[field] ?? '']);
  return [...visible, ...hidden, ['g-recaptcha-response', captchaResponse]];
}
