import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { PageHead } from '../shell/PageHead';
import { runtimeConfig } from '../config/runtime';
import type { DealerPageContext } from '../lib/page-context';
import { DealerPage, dealerStructuredData } from '../features/dealers';
import { fill } from '../lib/i18n/fill';

/** Dealer detail: one dealer of the locale's country, from the build-time dealer listing. */
export default function DealerTemplate({ pageContext }: PageProps<object, DealerPageContext>) {
  return <DealerPage dealer={pageContext.dealer} storeLocatorPath={pageContext.storeLocatorPath} />;
}

export function Head({ pageContext }: HeadProps<object, DealerPageContext>) {
  const { dealer } = pageContext;
  const texts = pageContext.featureTexts.dealers;
  return (
    <>
      <PageHead
        pageContext={pageContext}
        title={`${dealer.name}, ${dealer.address.city}`}
        description={
          texts ? fill(texts.dealerDescription, { name: dealer.name, city: dealer.address.city }) : undefined
        }
      />
      <script type="application/ld+json">
        {JSON.stringify(dealerStructuredData(dealer, `${runtimeConfig.siteUrl}${pageContext.canonicalPath}`))}
      </script>
    </>
  );
}
