import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { CategoryPage } from '../features/content';
import { ContentProducts, type TeaserCardsData } from '../shell/ContentProducts';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Category of the marketing site: intro, lead image and its blocks. */
export default function CategoryPageTemplate({
  data,
  pageContext,
}: PageProps<StoryData & TeaserCardsData, ContentPageContext>) {
  return (
    <ContentProducts data={data} teaserProducts={pageContext.teaserProducts}>
      <CategoryPage content={useStoryContent(data, 'category_page')} />
    </ContentProducts>
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="category_page" />;
}

export const query = graphql`
  query CategoryPageStory($id: String!, $localePrefix: String!, $productNumbers: [String!]!) {
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
