import React from 'react';
import { brand, runtimeConfig } from '../../config/runtime';
import type { PageContext } from '../../lib/page-context';

const absolute = (path: string) => `${runtimeConfig.siteUrl}${path}`;

/**
 * The document head of every page (Gatsby Head API): html lang from the page language, title,
 * description, canonical link and an hreflang alternate for every locale version of the page.
 */
export function PageHead({
  pageContext,
  title,
  description,
}: {
  pageContext: PageContext;
  title: string;
  description?: string;
}) {
  const fullTitle = title === brand.displayName ? title : `${title} | ${brand.displayName}`;
  return (
    <>
      <html lang={pageContext.language} />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={absolute(pageContext.canonicalPath)} />
      {pageContext.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={absolute(alternate.path)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(pageContext.xDefaultPath)} />
    </>
  );
}
