/**
 * Page contexts for gatsby-node: locale, alternates for hreflang and the locale switcher, and
 * the interface texts of the page language (shell and the page type's feature texts).
 */
import { messages } from '../../brands/shared/messages';
import type { BrandConfig } from '../config/schema';
import { type BrandLocale, brandLocales } from '../lib/i18n/locales';
import { type Alternate, localeKey, type PageContext } from '../lib/page-context';
import { homePath } from '../lib/routing/routes';
import { featureTextsFor } from './feature-texts';

export function translationsFor(language: string) {
  const found = messages[language];
  if (!found) throw new Error(`No interface texts for language "${language}" (brands/shared/messages.ts).`);
  return found;
}

/**
 * Every locale of the brand named in its own language: the country (the international channel
 * 'int' is no region, so "International") and the language, as CLDR names them.
 */
export function localeNamesFor(brand: BrandConfig): Record<string, string> {
  return Object.fromEntries(
    brandLocales(brand).map((locale) => {
      const { language } = locale;
      const country =
        locale.country === 'int'
          ? translationsFor(language).international
          : (new Intl.DisplayNames([language], { type: 'region' }).of(locale.country.toUpperCase()) ??
            locale.country.toUpperCase());
      const languageName = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
      return [localeKey(locale), `${country} – ${languageName}`];
    }),
  );
}

/**
 * The context of one page in one locale. `pathIn` gives the page's path in any locale, or
 * null where the page does not exist in that locale (it then gets no alternate).
 */
export function pageContextFor(
  brand: BrandConfig,
  locale: BrandLocale,
  pageType: string,
  pathIn: (locale: BrandLocale) => string | null,
): { path: string; context: PageContext } {
  const locales = brandLocales(brand);
  const alternates: Alternate[] = locales.flatMap((candidate) => {
    const path = pathIn(candidate);
    return path
      ? [
          {
            hreflang: candidate.hreflang,
            path,
            country: candidate.country,
            language: candidate.language,
          },
        ]
      : [];
  });
  const path = pathIn(locale);
  if (!path) throw new Error(`Page of type ${pageType} has no path in ${locale.prefix}.`);
  const xDefault = alternates.find((alternate) => alternate.hreflang === brand.defaultHreflang) ?? alternates[0];
  return {
    path,
    context: {
      country: locale.country,
      language: locale.language,
      localePrefix: locale.prefix,
      pageType,
      alternates,
      canonicalPath: path,
      xDefaultPath: xDefault?.path ?? path,
      translations: translationsFor(locale.language),
      featureTexts: featureTextsFor(pageType, locale.language),
    },
  };
}

/**
 * The locale switcher's links of a page whose alternates miss a locale (a page only some
 * markets publish): every locale of the brand in order, the page's version where there is one,
 * else the locale's home. Undefined when every locale has a version, which is the common case.
 */
export function localeLinksFor(brand: BrandConfig, alternates: readonly Alternate[]): Alternate[] | undefined {
  const locales = brandLocales(brand);
  const versionIn = (locale: BrandLocale) =>
    alternates.find((alternate) => alternate.country === locale.country && alternate.language === locale.language);
  if (locales.every(versionIn)) return undefined;
  return locales.map(
    (locale) =>
      versionIn(locale) ?? {
        hreflang: locale.hreflang,
        path: homePath(locale, brand.routing),
        country: locale.country,
        language: locale.language,
      },
  );
}
