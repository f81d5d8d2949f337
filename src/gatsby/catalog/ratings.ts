/**
 * Every product's rating, read once per build from the review provider's account API, for the
 * stars on tiles and product pages and their structured data (spec section 9). Reviews are not
 * worth a failed deploy: when the provider stays unreachable the build goes on without ratings
 * and says so (pages then load the summary with the reviews in the browser).
 */
import type { Reporter } from 'gatsby';
import { type BackendMode, reviewsAccount } from '../../config/backends';
import type { BrandConfig } from '../../config/schema';
import type { Rating } from '../../lib/reviews';
import { reviewsShownIn } from '../../lib/reviews';
import { fetchRatings } from '../../services/reviews';

export async function sourceRatings(
  brand: BrandConfig,
  mode: BackendMode,
  env: Record<string, string | undefined>,
  reporter: Pick<Reporter, 'info' | 'warn'>,
  sleep?: (ms: number) => Promise<void>,
): Promise<ReadonlyMap<string, Rating> | null> {
  if (!brand.countries.some((country) => reviewsShownIn(brand, country.code))) return new Map();
  const account = reviewsAccount(brand, mode, env);
  if (!account) {
    reporter.warn(`Review service: ${brand.reviews.secretEnv} is not set; the pages show no ratings.`);
    return null;
  }
  try {
    const ratings = await fetchRatings(account, {
      maxRetries: 3,
      baseDelayMs: 1000,
      warn: (message) => reporter.warn(message),
      sleep,
    });
    reporter.info(`Read the ratings of ${ratings.size} products from the review service`);
    return ratings;
  } catch (error) {
    reporter.warn(`Review service unavailable (${(error as Error).message}); the pages show no ratings.`);
    return null;
  }
}
