import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../components/layout/PageHead';
import { BasketPage } from '../features/cart/BasketPage';
import type { PageContext } from '../lib/page-context';

/** Basket: the session's basket of this country, read from the store-api in the browser. */
export default function BasketTemplate(_: PageProps<object, PageContext>) {
  return <BasketPage />;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  return (
    <>
      <PageHead pageContext={pageContext} title={pageContext.translations.basket} />
      <meta name="robots" content="noindex" />
    </>
  );
}
