import React from 'react';
import { PaymentMethod } from '../blocks/PaymentMethod';
import type { PaymentMethodListingContent } from '../../../services/storyblok/model';
import { ItemListing } from './items';

/** The payment options with their logos, each linking to its own page: those the checkout offers. */
export function PaymentMethodListingPage({
  content,
  offered,
}: {
  content: PaymentMethodListingContent;
  /** Technical names the country's checkout offers (page context); all items without. */
  offered?: readonly string[];
}) {
  return (
    <ItemListing
      content={content}
      Item={PaymentMethod}
      show={offered ? (item) => offered.includes(item.technical_name) : undefined}
    />
  );
}
