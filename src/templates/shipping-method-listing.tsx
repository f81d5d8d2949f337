import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { ShippingMethodListingPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Shipping methods listing: the delivery options. */
export default function ShippingMethodListingTemplate({ data, pageContext }: PageProps<StoryData, ContentPageContext>) {
  return (
    <ShippingMethodListingPage
      content={useStoryContent(data, 'shipping_method_listing')}
      offered={pageContext.offeredMethods}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="shipping_method_listing" />;
}

export const query = graphql`
  query ShippingMethodListingStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
