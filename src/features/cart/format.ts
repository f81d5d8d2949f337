/** Money and option texts of the basket in the page's locale (thin wrappers over the libraries). */
import { createAttributeKeys, formatPrice, type PageLocale } from '../../lib/product';
import { type AttributeLabels, attributeLabel } from '../../components/attribute-labels';

const attributeKeys = createAttributeKeys();

export function money(amount: number, currency: string, locale: PageLocale): string {
  return formatPrice({ amount, currency }, locale);
}

/** An option's group (an attribute code such as HEIGHTS) as its label in the page language's labels. */
export function optionGroupLabel(group: string, language: string, labels: AttributeLabels): string {
  const key = attributeKeys.keyOf(group, language);
  return key ? attributeLabel(key, labels) : group;
}
