import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../components/layout/PageHead';
import type { PageContext } from '../lib/page-context';

/** Order confirmation: the order just placed, read back from the store-api by its id. */
export default function OrderConfirmationTemplate({ pageContext }: PageProps<object, PageContext>) {
  return <h1>{pageContext.translations.orderConfirmation}</h1>;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return (
    <>
      <PageHead pageContext={pageContext} title={pageContext.translations.orderConfirmation} />
      <meta name="robots" content="noindex" />
    </>
  );
}
