import React from 'react';
import { ContactMethod } from '../blocks/ContactMethod';
import type { ContactMethodListingContent } from '../../../services/storyblok/model';
import { ItemListing } from './items';

/** The ways to reach customer service as cards, each linking to its own page; then the FAQ and other blocks. */
export function ContactMethodListingPage({ content }: { content: ContactMethodListingContent }) {
  return <ItemListing content={content} Item={ContactMethod} />;
}
