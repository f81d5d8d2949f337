import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../shell/PageHead';
import { CheckoutPage } from '../features/checkout';
import type { PageContext } from '../lib/page-context';

/** Checkout: guest customer, addresses, shipping and payment for the session's basket. */
export default function CheckoutTemplate({ location }: PageProps<object, PageContext>) {
  return <CheckoutPage search={location.search} />;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return <PageHead pageContext={pageContext} title={pageContext.translations.checkout} />;
}
