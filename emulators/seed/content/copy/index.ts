import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { sv } from './sv';
import { copyLanguages, type CopyLanguage, type LanguageCopy } from './types';
import type { VoiceCopyOverrides } from './voices';

export * from './types';
export { voiceCopy, voices, type Voice, type VoiceCopy, type VoiceCopyOverrides } from './voices';

export const languageCopy: Record<CopyLanguage, LanguageCopy> = { en, de, fr, nl, it, es, fi, sv, da, cs, pl };

/** The copy language of a content language: `en-gb` reads the English copy. */
export function copyLanguageOf(contentLanguage: string): CopyLanguage {
  const base = contentLanguage.split('-')[0] ?? contentLanguage;
  const found = copyLanguages.find((language) => language === base);
  if (!found) throw new Error(`No demo copy for content language "${contentLanguage}".`);
  return found;
}

/** Fills `{name}` placeholders; an unknown placeholder is an error, not silent text. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Placeholder {${name}} has no value in "${template}".`);
    return value;
  });
}

/** The shared copy of a language with what a voice says in its own words in place. */
export function voicedCopy(copy: LanguageCopy, overrides: VoiceCopyOverrides | undefined): LanguageCopy {
  if (!overrides) return copy;
  const { lineBody, listings, storeLocator, pages, shipping, faq } = overrides;
  return {
    ...copy,
    lineBody: lineBody ?? copy.lineBody,
    listings: { ...copy.listings, ...listings },
    storeLocator: { ...copy.storeLocator, ...storeLocator },
    pages: {
      about: { ...copy.pages.about, ...pages?.about },
      privacy: { ...copy.pages.privacy, ...pages?.privacy },
      legalNotice: { ...copy.pages.legalNotice, ...pages?.legalNotice },
    },
    shipping: {
      homeDelivery: { ...copy.shipping.homeDelivery, ...shipping?.homeDelivery },
      dealerDelivery: { ...copy.shipping.dealerDelivery, ...shipping?.dealerDelivery },
    },
    faq: [faq?.[0] ?? copy.faq[0], faq?.[1] ?? copy.faq[1], faq?.[2] ?? copy.faq[2]],
  };
}
