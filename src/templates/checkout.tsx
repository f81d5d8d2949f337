import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../components/layout/PageHead';
import type { PageContext } from '../lib/page-context';

/** Checkout: guest customer, addresses, shipping and payment for the session's basket. */
export default function CheckoutTemplate({ pageContext }: PageProps<object, PageContext>) {
  return <h1>{pageContext.translations.checkout}</h1>;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return (
    <>
      <PageHead pageContext={pageContext} title={pageContext.translations.checkout} />
      <meta name="robots" content="noindex" />
    </>
  );
}
