import React from 'react';
import { ShippingMethod } from '../blocks/ShippingMethod';
import type { ShippingMethodContent } from '../../../services/storyblok/model';
import { ItemDetail } from './items';

/** A delivery option with its description, the couriers that carry it and the ways to return goods. */
export function ShippingMethodPage({ content }: { content: ShippingMethodContent }) {
  return <ItemDetail content={content} Item={ShippingMethod} />;
}
