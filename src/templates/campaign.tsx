import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { CampaignPage } from '../features/content';
import { ContentProducts, type TeaserCardsData } from '../shell/ContentProducts';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Campaign: period, text, call to action, products and product lines. */
export default function CampaignTemplate({
  data,
  pageContext,
}: PageProps<StoryData & TeaserCardsData, ContentPageContext>) {
  return (
    <ContentProducts data={data} teaserProducts={pageContext.teaserProducts}>
      <CampaignPage content={useStoryContent(data, 'campaign')} />
    </ContentProducts>
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="campaign" />;
}

export const query = graphql`
  query CampaignStory($id: String!, $localePrefix: String!, $productNumbers: [String!]!) {
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
