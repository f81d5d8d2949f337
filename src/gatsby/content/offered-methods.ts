/**
 * What each country's checkout offers, read from the commerce backend at build time: the
 * technical names of its payment and shipping methods. The content's method pages and listings
 * show only these, so a page never promises a method the checkout does not take (one source).
 */
import type { BrandConfig } from '../../config/schema';
import { isKlarnaMethod } from '../../lib/cart';
import { createShopApi } from '../../services/shopware/shop-api';
import type { StoreClientOptions } from '../../services/shopware/store-client';
import type { OfferedMethods } from './plan';

export async function offeredMethodsByCountry(
  brand: BrandConfig,
  reporter: { panic: (message: string) => void },
  /** The build's runtime configuration by default; tests name an emulator. */
  endpoints?: StoreClientOptions['endpoints'],
): Promise<OfferedMethods> {
  const offered = new Map<string, string[]>();
  for (const { code } of brand.countries) {
    const api = createShopApi({ country: code, ...(endpoints ? { endpoints } : {}) });
    try {
      const [payment, shipping] = await Promise.all([api.paymentMethods(), api.shippingMethods()]);
      // Checkout's rule: instalments (Klarna) only where the brand sets a price range for them.
      const payable = payment.filter((method) => !isKlarnaMethod(method) || brand.catalog.installmentPriceRange);
      offered.set(
        code,
        [...payable, ...shipping].flatMap((method) => (method.technicalName ? [method.technicalName] : [])),
      );
    } catch (error) {
      reporter.panic(
        `Could not read the payment and shipping methods of ${brand.name} ${code} from the commerce backend: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
  return offered;
}
