import React from 'react';
import { ShippingMethod } from '../blocks/ShippingMethod';
import type { ShippingMethodListingContent } from '../../../services/storyblok/model';
import { ItemListing } from './items';

/** The delivery options the checkout offers, with their delivery times, each linking to its own page; then the FAQ and other blocks. */
export function ShippingMethodListingPage({
  content,
  offered,
}: {
  content: ShippingMethodListingContent;
  /** Technical names the country's checkout offers (page context); all items without. */
  offered?: readonly string[];
}) {
  return (
    <ItemListing
      content={content}
      Item={ShippingMethod}
      show={offered ? (item) => offered.includes(item.technical_name) : undefined}
    />
  );
}
