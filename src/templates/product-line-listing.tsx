import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { ProductLineListingPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Product line listing: the brand's lines as cards. */
export default function ProductLineListingTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <ProductLineListingPage content={useStoryContent(data, 'product_line_listing')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="product_line_listing" />;
}

export const query = graphql`
  query ProductLineListingStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
