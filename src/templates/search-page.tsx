import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { SearchPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';
import { SearchResults } from '../features/search';

/** Search: the story's search form; a term in `?q=` shows the catalogue's results below it. */
export default function SearchPageTemplate({ data, location }: PageProps<StoryData, ContentPageContext>) {
  const content = useStoryContent(data, 'search_page');
  const noResults = content.no_results?.trim();
  return (
    <SearchPage content={content} search={location.search}>
      <SearchResults search={location.search} noResultsText={noResults ? noResults : undefined} />
    </SearchPage>
  );
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
      content: shownContent
    }
  }
`;
