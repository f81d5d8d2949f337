import { navigate, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import { ErrorPage } from '../shell/ErrorPage';
import { PageHead } from '../shell/PageHead';
import { brand } from '../config/runtime';
import type { PageContext } from '../lib/page-context';
import { parseLocale } from '../lib/routing/locale';

/**
 * Not found. A path without a locale prefix is first tried under the default locale
 * ("without a locale prefix the default country and language apply"); if that page does not
 * exist either, this page shows again, now under a prefixed path, and stays.
 */
export default function NotFoundPage({ location, pageContext }: PageProps<object, PageContext>) {
  useEffect(() => {
    if (parseLocale(location.pathname, brand.routing.localeSeparator)) return;
    const target = `${pageContext.localePrefix}${location.pathname.replace(/^\//, '')}${location.search}${location.hash}`;
    void navigate(target, { replace: true });
  }, [location, pageContext.localePrefix]);
  return <ErrorPage title={pageContext.translations.notFoundTitle} text={pageContext.translations.notFoundText} />;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return <PageHead pageContext={pageContext} title={pageContext.translations.notFoundTitle} />;
}
