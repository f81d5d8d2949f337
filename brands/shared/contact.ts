/**
 * The web-to-case form of the customer-relationship provider (spec section 3: "posted field
 * names are the provider's ids"). Standard case fields post under their names, the org's custom
 * fields under their 15-character ids; every brand's org uses the same custom fields unless its
 * configuration says otherwise.
 */
import type { BrandDefinition, ContactFieldName } from '../../src/config/schema';

type Provider = BrandDefinition['contact']['provider'];

export const webToCaseEndpoint = 'https://webto.salesforce.com/servlet/servlet.WebToCase?encoding=UTF-8';

export const sharedContactFieldIds: Record<ContactFieldName, string> = {
  type: 'type',
  subject: 'subject',
  description: 'description',
  email: 'email',
  phone: 'phone',
  firstName: '00N5J00000A1fNm',
  lastName: '00N5J00000A1fNn',
  street: '00N5J00000A1fSt',
  houseNumber: '00N5J00000A1fHn',
  postalCode: '00N5J00000A1fPc',
  city: '00N5J00000A1fCy',
  country: '00N5J00000A1fCo',
  frameNumber: '00N5J00000A1fFr',
  dealerName: '00N5J00000A1fDl',
  brandName: '00N5J00000A1fBr',
  languageName: '00N5J00000A1fLg',
  webSource: '00N5J00000A1fWs',
};

/** The brand's web-to-case form: its org id, captcha key name and any field ids of its own. */
export function webToCase(
  orgId: string,
  captchaKeyName: string,
  overrides: Partial<Pick<Provider, 'fieldIds' | 'countryFieldIds'>> & {
    fieldIds?: Partial<Provider['fieldIds']>;
  } = {},
): Provider {
  return {
    endpoint: webToCaseEndpoint,
    orgId,
    captchaKeyName,
    fieldIds: { ...sharedContactFieldIds, ...overrides.fieldIds },
    ...(overrides.countryFieldIds ? { countryFieldIds: overrides.countryFieldIds } : {}),
  };
}
