/**
 * The brand's contact form settings (enquiry types, extra fields, the web-to-case provider): a
 * build constant of their own, so only the contact form's chunk carries them, not every page.
 */
import type { BrandConfig } from './schema';

declare const __BRAND_CONTACT__: BrandConfig['contact'];

export const brandContact: BrandConfig['contact'] = __BRAND_CONTACT__;
