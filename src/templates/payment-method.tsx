import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { PaymentMethodPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Payment method: one payment option. */
export default function PaymentMethodTemplate({ data }: PageProps<StoryData, ContentPageContext>) {
  return <PaymentMethodPage content={useStoryContent(data, 'payment_method')} />;
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="payment_method" />;
}

export const query = graphql`
  query PaymentMethodStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
