import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { ContactMethodListingPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Contact methods listing: the ways to reach customer service. */
export default function ContactMethodListingTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <ContactMethodListingPage content={useStoryContent(data, 'contact_method_listing')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="contact_method_listing" />;
}

export const query = graphql`
  query ContactMethodListingStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
