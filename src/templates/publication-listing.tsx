import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { PublicationListingPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryListData, parseListedStories, useStoryContent } from '../features/content';

/** Publication listing: the publications of the listing's folder (same parent, same language) as cards. */
export default function PublicationListingTemplate({ data }: PageProps<StoryListData, ContentPageContext>) {
  return (
    <PublicationListingPage
      content={useStoryContent(data, 'publication_listing')}
      publications={parseListedStories(data.items.nodes, 'publication')}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryListData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="publication_listing" />;
}

// $parentId and $storyLang come from the page context: the listing story's folder and language.
export const query = graphql`
  query PublicationListingStory($id: String!, $parentId: Int!, $storyLang: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
    items: allStoryblokEntry(
      filter: { parent_id: { eq: $parentId }, lang: { eq: $storyLang }, field_component: { eq: "publication" } }
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
