/**
 * What each country's checkout offers, read from the commerce backend at build time: the
 * technical names of its payment and shipping methods. The content's method pages and listings
 * show only these, so a page never promises a method the checkout does not take (one source).
 */
import { type CommerceEndpoint, commerceEndpointFor } from '../../config/backends';
import type { BrandConfig } from '../../config/schema';
import { isKlarnaMethod } from '../../lib/cart';
import { fetchChannelMethods } from '../../services/shopware/catalog';
import type { OfferedMethods } from './plan';

export async function offeredMethodsByCountry(
  brand: BrandConfig,
  endpoints: Record<string, Partial<CommerceEndpoint>>,
  reporter: { panic: (message: string) => void },
): Promise<OfferedMethods> {
  const offered = new Map<string, string[]>();
  for (const { code } of brand.countries) {
    try {
      const { payment, shipping } = await fetchChannelMethods(commerceEndpointFor(endpoints, code));
      // Checkout's rule: instalments (Klarna) only where the brand sets a price range for them.
      const payable = payment.filter(
        (method) =>
          !isKlarnaMethod({ technicalName: method.technicalName ?? null }) || brand.catalog.installmentPriceRange,
      );
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
