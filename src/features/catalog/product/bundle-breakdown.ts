/**
 * The parts of an e-bike's total on the product page ("Bike €2,319.00 + battery €559.00"), so
 * the shopper sees what the basket will hold. Null without batteries or where prices are hidden.
 */
import { type BatteryOffer, formatPrice, isPriceVisible, type ProductPrices } from '../../../lib/product';
import { fill } from '../../../lib/i18n/fill';
import { usePriceContext } from '../hooks';
import { useCatalogTexts } from '../texts';

export function useBundleBreakdown(bike: ProductPrices, batteries: readonly BatteryOffer[]): string | null {
  const texts = useCatalogTexts();
  const { locale, flags } = usePriceContext();
  const priced = batteries.filter((battery) => battery.price !== null);
  if (!bike.price || priced.length === 0 || !isPriceVisible(locale.country, flags)) return null;
  return [
    fill(texts.bundleBike, { price: formatPrice(bike.price, locale) }),
    ...priced.map((battery) =>
      fill(battery.type === 'required' ? texts.bundleBattery : texts.bundleExtraBattery, {
        price: formatPrice(battery.price as NonNullable<BatteryOffer['price']>, locale),
      }),
    ),
  ].join(' + ');
}
