/** Money and option texts of the basket in the page's locale (thin wrappers over the libraries). */
import { attributeLabel } from '../catalog/messages';
import { createAttributeKeys, formatPrice, type PageLocale } from '../../lib/product';

const attributeKeys = createAttributeKeys();

export function money(amount: number, currency: string, locale: PageLocale): string {
  return formatPrice({ amount, currency }, locale);
}

/** An option's group (an attribute code such as HEIGHTS) as its label in the page language. */
export function optionGroupLabel(group: string, language: string): string {
  const key = attributeKeys.keyOf(group, language);
  return key ? attributeLabel(key, language) : group;
}
