import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { CampaignListingPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryListData, parseListedStories, useStoryContent } from '../features/content';

/** Campaign listing: the campaigns of the listing's folder (same parent, same language) as cards. */
export default function CampaignListingTemplate({ data }: PageProps<StoryListData, ContentPageContext>) {
  return (
    <CampaignListingPage
      content={useStoryContent(data, 'campaign_listing')}
      campaigns={parseListedStories(data.items.nodes, 'campaign')}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryListData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="campaign_listing" />;
}

// $parentId and $storyLang come from the page context: the listing story's folder and language.
export const query = graphql`
  query CampaignListingStory($id: String!, $parentId: Int!, $storyLang: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
    items: allStoryblokEntry(
      filter: { parent_id: { eq: $parentId }, lang: { eq: $storyLang }, field_component: { eq: "campaign" } }
    ) {
      nodes {
        id
        full_slug
        first_published_at
        content: teaserContent
      }
    }
  }
`;
