import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../shell/PageHead';
import { OrderConfirmationPage } from '../features/checkout';
import type { PageContext } from '../lib/page-context';

/** Order confirmation: the order just placed, read back from the store-api by its id. */
export default function OrderConfirmationTemplate({ location }: PageProps<object, PageContext>) {
  return <OrderConfirmationPage search={location.search} />;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return <PageHead pageContext={pageContext} title={pageContext.translations.orderConfirmation} />;
}
