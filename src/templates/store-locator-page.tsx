import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { StoreLocatorPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Store locator: the dealer search form with the brand's filters. */
export default function StoreLocatorPageTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <StoreLocatorPage content={useStoryContent(data, 'store_locator_page')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="store_locator_page" />;
}

export const query = graphql`
  query StoreLocatorStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
