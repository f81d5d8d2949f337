import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { SearchPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Search: the search form; a term in `?q=` shows the results area. */
export default function SearchPageTemplate({ data, location }: PageProps<StoryData, ContentPageContext>) {
  return <SearchPage content={useStoryContent(data, 'search_page')} search={location.search} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="search_page" />;
}

export const query = graphql`
  query SearchPageStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content
    }
  }
`;
