import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { SplashPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Splash page: a full-bleed image with a title and one link into the site. */
export default function SplashPageTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <SplashPage content={useStoryContent(data, 'splash_page')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="splash_page" />;
}

export const query = graphql`
  query SplashPageStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
