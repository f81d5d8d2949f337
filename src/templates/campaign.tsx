import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { CampaignPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Campaign: period, text, call to action, products and product lines. */
export default function CampaignTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <CampaignPage content={useStoryContent(data, 'campaign')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="campaign" />;
}

export const query = graphql`
  query CampaignStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content
    }
  }
`;
