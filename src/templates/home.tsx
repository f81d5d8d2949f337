import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { HomePage } from '../features/content';
import { ContentProducts, type TeaserCardsData } from '../shell/ContentProducts';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Home of a country (or market): the home story's blocks, led by its hero. */
export default function HomeTemplate({
  data,
  pageContext,
}: PageProps<StoryData & TeaserCardsData, ContentPageContext>) {
  return (
    <ContentProducts data={data} teaserProducts={pageContext.teaserProducts}>
      <HomePage content={useStoryContent(data, 'page')} />
    </ContentProducts>
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="page" />;
}

export const query = graphql`
  query HomeStory($id: String!, $localePrefix: String!, $productNumbers: [String!]!) {
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
