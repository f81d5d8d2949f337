import React from 'react';
import { brand, runtimeConfig } from '../config/runtime';
import { textDirection } from '../lib/i18n/direction';
import type { PageContext } from '../lib/page-context';
import { isNoindexAddress } from '../lib/seo/indexing';
import { hreflangLinks } from '../lib/seo/sitemap';
import { JsonLd } from '../components/seo/JsonLd';
import { type SocialCard, SocialTags } from '../components/seo/SocialTags';

const absolute = (path: string) => `${runtimeConfig.siteUrl}${path}`;

/**
 * The page's `<html lang dir>`. Gatsby's Head sets the html element's attributes again after
 * every render in the browser, and setting `lang` or `dir`, even to the value it has, restyles
 * the whole document for the `:lang()` and `:dir()` pseudo-classes (33 ms at 4x on a home page,
 * issue 20). The server's document has them already, so the browser's head names them only when
 * they differ: a page of another language reached in the app, or after Gatsby removed those it
 * set for the page before.
 */
function HtmlAttributes({ lang, dir }: { lang: string; dir: string }) {
  const html = typeof document === 'undefined' ? null : document.documentElement;
  if (html?.getAttribute('lang') === lang && html.getAttribute('dir') === dir) return null;
  return <html lang={lang} dir={dir} />;
}

/**
 * The document head of every page (Gatsby Head API): html lang and dir from the page language, title,
 * description, canonical link and an hreflang alternate for every locale version of the page
 * (the same set the sitemaps list), robots noindex for the page types that are not indexed and
 * for search results, social cards and the page's structured data.
 */
export function PageHead({
  pageContext,
  title,
  description,
  card,
  structuredData = [],
}: {
  pageContext: PageContext;
  title: string;
  description?: string;
  card?: SocialCard;
  structuredData?: readonly object[];
}) {
  const fullTitle = title === brand.displayName ? title : `${title} | ${brand.displayName}`;
  // Gatsby renders the head again in the browser after every render of the page (it is not
  // hydrated), where the address's query is known: a search result is noindex (indexing.ts).
  const search = typeof window === 'undefined' ? '' : window.location.search;
  return (
    <>
      <HtmlAttributes lang={pageContext.language} dir={textDirection(pageContext.language)} />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="theme-color" content={brand.theme.light.headerSurface} />
      {isNoindexAddress(pageContext.pageType, search) ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={absolute(pageContext.canonicalPath)} />
      {hreflangLinks(pageContext, runtimeConfig.siteUrl).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.url} />
      ))}
      <SocialTags
        title={fullTitle}
        description={description}
        url={absolute(pageContext.canonicalPath)}
        siteName={brand.displayName}
        country={pageContext.country}
        language={pageContext.language}
        alternates={pageContext.alternates}
        card={card}
      />
      <JsonLd objects={structuredData} />
    </>
  );
}
