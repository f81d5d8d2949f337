import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { ProductLinePage } from '../features/content';
import { ContentProducts, type TeaserCardsData } from '../shell/ContentProducts';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Product line: description and products of one line. */
export default function ProductLineTemplate({
  data,
  pageContext,
}: PageProps<StoryData & TeaserCardsData, ContentPageContext>) {
  return (
    <ContentProducts data={data} teaserProducts={pageContext.teaserProducts}>
      <ProductLinePage content={useStoryContent(data, 'product_line')} />
    </ContentProducts>
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="product_line" />;
}

export const query = graphql`
  query ProductLineStory($id: String!, $localePrefix: String!, $productNumbers: [String!]!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
    teaserCards: allCatalogProduct(filter: { localePrefix: { eq: $localePrefix }, sku: { in: $productNumbers } }) {
      nodes {
        card
      }
    }
  }
`;
