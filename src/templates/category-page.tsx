import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { CategoryPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Category of the marketing site: intro, lead image and its blocks. */
export default function CategoryPageTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <CategoryPage content={useStoryContent(data, 'category_page')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="category_page" />;
}

export const query = graphql`
  query CategoryPageStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content
    }
  }
`;
