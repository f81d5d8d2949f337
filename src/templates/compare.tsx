import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../shell/PageHead';
import { brand } from '../config/runtime';
import { ComparePage } from '../features/compare';
import { fill } from '../lib/i18n/fill';
import type { PageContext } from '../lib/page-context';

/** Bike comparison: the bikes of `?ids=` or of the stored list, read from the store-api in the browser. */
export default function CompareTemplate({ location }: PageProps<object, PageContext>) {
  return <ComparePage search={location.search} />;
}

export function Head({ pageContext }: HeadProps<object, PageContext>) {
  const texts = pageContext.featureTexts.compare;
  return (
    <PageHead
      pageContext={pageContext}
      title={texts?.pageTitle ?? ''}
      description={texts ? fill(texts.pageDescription, { brand: brand.displayName }) : undefined}
    />
  );
}
