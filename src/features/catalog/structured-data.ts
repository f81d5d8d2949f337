/**
 * What the catalogue's pages tell search engines and social networks beyond title and
 * description: the trail to a listing or product (BreadcrumbList), the product with an offer
 * per variant (Product), and the card image.
 */
import { brand, runtimeConfig } from '../../config/runtime';
import type { PageContext } from '../../lib/page-context';
import { type ProductDetail, withBatteries } from '../../lib/product';
import { catalogSocialImage } from '../../lib/seo/social';
import { type SiteFacts, breadcrumbListLd, productLd } from '../../lib/seo/structured-data';
import type { SocialCard } from '../../components/seo/SocialTags';
import type { CategoryView, ProductPageContext } from './page-data';

export interface HeadExtras {
  card: SocialCard;
  structuredData: object[];
}

const site = (): SiteFacts => ({ siteUrl: runtimeConfig.siteUrl, name: brand.displayName });

const homeCrumb = (context: PageContext) => ({ name: context.translations.home, path: context.localePrefix });

/** A category listing: its trail from the locale's home. */
export function categoryHeadExtras(category: Pick<CategoryView, 'breadcrumb'>, context: PageContext): HeadExtras {
  return {
    card: {},
    structuredData: [breadcrumbListLd(site(), [homeCrumb(context), ...category.breadcrumb])],
  };
}

/** Images of the product, cover first, each once (Google takes several aspect ratios). */
function imagesOf(detail: ProductDetail): string[] {
  return [...new Set([detail.img, ...detail.images.map((image) => image.url)].filter((url): url is string => !!url))];
}

/**
 * A product page: its trail (home, the deepest category, the product) and the product with an
 * offer per variant in the channel's currency; the cover image as the card.
 */
export function productHeadExtras(
  detail: ProductDetail,
  context: Pick<ProductPageContext, 'breadcrumb' | 'translations' | 'localePrefix'>,
  pagePath: string,
  description: string,
): HeadExtras {
  // An offer's price is what the page shows: the bike with its preselected required battery.
  const preselected = detail.batteries.find((battery) => battery.type === 'required')?.price ?? null;
  const product = productLd(site(), {
    name: detail.name,
    sku: detail.sku,
    ean: detail.ean,
    description,
    brand: detail.brand,
    images: imagesOf(detail),
    path: pagePath,
    rating: detail.reviews?.rating,
    variants: (detail.variants.length > 0 ? detail.variants : [detail]).map((variant) => ({
      sku: variant.sku,
      path: variant.url,
      price: withBatteries(variant, [preselected]).price,
      stockStatus: variant.stockStatus,
    })),
  });
  const trail = breadcrumbListLd(site(), [
    { name: context.translations.home, path: context.localePrefix },
    ...context.breadcrumb,
    { name: detail.name, path: pagePath },
  ]);
  // The cover's gallery entry lists every generated size; the detail's own keeps the small ones.
  const cover = detail.images.find((image) => image.url === detail.img);
  return {
    card: {
      type: 'product',
      ...(detail.img
        ? {
            image: catalogSocialImage(detail.img, cover?.thumbnails ?? detail.imgThumbnails),
            imageAlt: detail.imgAlt,
          }
        : {}),
    },
    structuredData: product ? [trail, product] : [trail],
  };
}
