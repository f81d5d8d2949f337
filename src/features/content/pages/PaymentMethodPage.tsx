import React from 'react';
import { PaymentMethod } from '../blocks/PaymentMethod';
import type { PaymentMethodContent } from '../../../services/storyblok/model';
import { ItemDetail } from './items';

/** A payment option with its logo and full description. */
export function PaymentMethodPage({ content }: { content: PaymentMethodContent }) {
  return <ItemDetail content={content} Item={PaymentMethod} />;
}
