import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { ContactMethodPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Contact method: one way to reach customer service. */
export default function ContactMethodTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <ContactMethodPage content={useStoryContent(data, 'contact_method')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="contact_method" />;
}

export const query = graphql`
  query ContactMethodStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
