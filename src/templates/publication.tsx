import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { PublicationPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Publication: an article with its date, author, lead image and rich-text body. */
export default function PublicationTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return (
    <PublicationPage
      content={useStoryContent(data, 'publication')}
      firstPublishedAt={data.storyblokEntry?.first_published_at}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="publication" />;
}

export const query = graphql`
  query PublicationStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
      first_published_at
      published_at
    }
  }
`;
