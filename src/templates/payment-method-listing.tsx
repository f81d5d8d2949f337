import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import type { ContentPageContext } from '../lib/page-context';
import { PaymentMethodListingPage } from '../features/content';
import { StoryHead } from '../shell/StoryHead';
import { type StoryData, useStoryContent } from '../features/content';

/** Payment methods listing: the payment options. */
export default function PaymentMethodListingTemplate({ data, pageContext }: PageProps<StoryData, ContentPageContext>) {
  return (
    <PaymentMethodListingPage
      content={useStoryContent(data, 'payment_method_listing')}
      offered={pageContext.offeredMethods}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<StoryData, ContentPageContext>) {
  return <StoryHead data={data} pageContext={pageContext} component="payment_method_listing" />;
}

export const query = graphql`
  query PaymentMethodListingStory($id: String!) {
    storyblokEntry(id: { eq: $id }) {
      id
      uuid
      lang
      content: shownContent
    }
  }
`;
