import React from 'react';
import { ContactMethod } from '../blocks/ContactMethod';
import type { ContactMethodContent } from '../../../services/storyblok/model';
import { ItemDetail } from './items';

/** One way to reach customer service, with its long text (a contact form code block renders the form). */
export function ContactMethodPage({ content }: { content: ContactMethodContent }) {
  return <ItemDetail content={content} Item={ContactMethod} />;
}
