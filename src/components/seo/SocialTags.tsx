import React from 'react';
import type { Alternate } from '../../lib/page-context';
import { ogLocale } from '../../lib/seo/social';

export interface SocialCard {
  /** Absolute address of the image in card size (see lib/seo/social). */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: 'website' unless the page is an article or a product. */
  type?: 'website' | 'article' | 'product';
}

/**
 * Open Graph and Twitter tags of a page: title, description, canonical address, locale with its
 * alternates, and the card image when the page has one (a large card then, else a summary).
 */
export function SocialTags({
  title,
  description,
  url,
  siteName,
  country,
  language,
  alternates,
  card = {},
}: {
  title: string;
  description?: string;
  url: string;
  siteName: string;
  country: string;
  language: string;
  alternates: readonly Alternate[];
  card?: SocialCard;
}) {
  const locale = ogLocale(country, language);
  const otherLocales = [
    ...new Set(alternates.map((alternate) => ogLocale(alternate.country, alternate.language))),
  ].filter((other) => other !== locale);
  return (
    <>
      <meta property="og:type" content={card.type ?? 'website'} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={locale} />
      {otherLocales.map((other) => (
        <meta key={other} property="og:locale:alternate" content={other} />
      ))}
      {card.image ? <meta property="og:image" content={card.image} /> : null}
      {card.image && card.imageAlt ? <meta property="og:image:alt" content={card.imageAlt} /> : null}
      <meta name="twitter:card" content={card.image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {card.image ? <meta name="twitter:image" content={card.image} /> : null}
    </>
  );
}
