import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { ErrorPage } from '../shell/ErrorPage';
import { PageHead } from '../shell/PageHead';
import type { PageContext } from '../lib/page-context';

/** Server error page, served as /500.html by the hosting when rendering fails. */
export default function ServerErrorPage({ pageContext }: PageProps<object, PageContext>) {
  return (
    <ErrorPage title={pageContext.translations.serverErrorTitle} text={pageContext.translations.serverErrorText} />
  );
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return <PageHead pageContext={pageContext} title={pageContext.translations.serverErrorTitle} />;
}
