import React from 'react';
import { ShippingMethod } from '../blocks/ShippingMethod';
import type { ShippingMethodListingContent } from '../../../services/storyblok/model';
import { ItemListing } from './items';

/** The delivery options with their delivery times, each linking to its own page; then the FAQ and other blocks. */
export function ShippingMethodListingPage({ content }: { content: ShippingMethodListingContent }) {
  return <ItemListing content={content} Item={ShippingMethod} />;
}
