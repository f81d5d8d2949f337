import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { ShippingMethodPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Shipping method: a delivery option with couriers and return options. */
export default function ShippingMethodTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <ShippingMethodPage content={useStoryContent(data, 'shipping_method')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="shipping_method" />;
}

export const query = graphql`
  query ShippingMethodStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
