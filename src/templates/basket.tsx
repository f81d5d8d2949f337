import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../shell/PageHead';
import { brand } from '../config/runtime';
import { BasketPage } from '../features/cart';
import { fill } from '../lib/i18n/fill';
import type { PageContext } from '../lib/page-context';

/** Basket: the session's basket of this country, read from the store-api in the browser. */
export default function BasketTemplate(_: PageProps<object, PageContext>) {
  return <BasketPage />;
}

/**
 * Indexable, unlike checkout and confirmation: the built page holds no session data (the
 * basket arrives in the browser), and a shopper searching for the brand's basket may land here.
 */
export function Head({ pageContext }: HeadProps<object, PageContext>) {
  const { translations } = pageContext;
  return (
    <PageHead
      pageContext={pageContext}
      title={translations.basket}
      description={fill(translations.basketDescription, { brand: brand.displayName })}
    />
  );
}
