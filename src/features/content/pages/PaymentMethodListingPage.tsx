import React from 'react';
import { PaymentMethod } from '../blocks/PaymentMethod';
import type { PaymentMethodListingContent } from '../../../services/storyblok/model';
import { ItemListing } from './items';

/** The payment options with their logos, each linking to its own page. */
export function PaymentMethodListingPage({ content }: { content: PaymentMethodListingContent }) {
  return <ItemListing content={content} Item={PaymentMethod} />;
}
