/**
 * The items other stories refer to, in the country's `data/` folders: FAQ entries, selling
 * points, social channels, couriers, return methods and the featured categories.
 */
import type { BrandName } from '../../../../src/config/schema';
import { seoSlug } from '../../../common/slug';
import { generateCatalog } from '../../catalog';
import type { ReturnKey, SellingPointKey } from '../copy';
import { couriersByCountry, courierTracking } from '../profiles';
import { doc, paragraphs } from '../richtext';
import type { Texts } from '../space-builder';
import type { CountryShop } from './context';

/** Keys of the referenced items, for the pages that list or link them. */
export interface ItemKeys {
  faqKeys: string[];
  sellingPointKeys: string[];
  socialKeys: string[];
  courierKeys: string[];
  returnKeys: Record<ReturnKey, string>;
  categoryKeys: string[];
}

const sellingPointIcon: Record<SellingPointKey, string> = {
  delivery: 'truck',
  dealers: 'store',
  frameWarranty: 'shield',
  partsWarranty: 'shield',
  partsFit: 'check',
  dispatch: 'truck',
};

export const platformNames = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  strava: 'Strava',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
} as const;

export function platformUrl(platform: keyof typeof platformNames, handle: string): string {
  const urls: Record<keyof typeof platformNames, string> = {
    instagram: `https://www.instagram.com/${handle}/`,
    facebook: `https://www.facebook.com/${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
    strava: `https://www.strava.com/clubs/${handle}`,
    tiktok: `https://www.tiktok.com/@${handle}`,
    linkedin: `https://www.linkedin.com/company/${handle}`,
    pinterest: `https://www.pinterest.com/${handle}/`,
  };
  return urls[platform];
}

export function addItems(shop: CountryShop): ItemKeys {
  const { brand, profile, code, key, page, asset } = shop;
  const faqKeys = [0, 1, 2].map((index) => key(`data/faq/faq-${index + 1}`));
  faqKeys.forEach((faqKey, index) =>
    page(
      faqKey,
      key('data/faq'),
      (texts) => texts.copy.faq[index as 0 | 1 | 2].question,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'faq_item',
        question: texts.copy.faq[index as 0 | 1 | 2].question,
        answer: doc(...paragraphs(texts.copy.faq[index as 0 | 1 | 2].answer)),
      }),
      { slug: `faq-${index + 1}` },
    ),
  );
  const sellingPointKeys = profile.sellingPoints.map((point) => {
    const pointKey = key(`data/selling-points/${point}`);
    page(
      pointKey,
      key('data/selling-points'),
      (texts) => texts.copy.sellingPoints[point].title,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'selling_point',
        title: texts.copy.sellingPoints[point].title,
        text: texts.copy.sellingPoints[point].text,
        icon: sellingPointIcon[point],
      }),
      { slug: point },
    );
    return pointKey;
  });
  const socialKeys = profile.socials.map((social) => {
    const socialKey = key(`data/social-channels/${social.platform}`);
    const platformName = platformNames[social.platform];
    page(
      socialKey,
      key('data/social-channels'),
      () => platformName,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'social_channel',
        name: platformName,
        platform: social.platform,
        handle: social.handle,
        link: ctx.urlLink(platformUrl(social.platform, social.handle)),
        label: texts.fill(texts.copy.footer.follow, { platform: platformName }),
      }),
      { slug: social.platform },
    );
    return socialKey;
  });
  const couriers = couriersByCountry[code] ?? couriersByCountry.int ?? [];
  const courierKeys = couriers.map((courier) => {
    const courierKey = key(`data/couriers/${seoSlug(courier)}`);
    page(
      courierKey,
      key('data/couriers'),
      () => courier,
      (_texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'courier',
        name: courier,
        logo: ctx.asset(asset(`courier:${courier}`, 'logo', courier, courier, courier, 'square'), courier),
        tracking_link: ctx.urlLink(courierTracking[courier] ?? 'https://www.parcelsapp.com/'),
      }),
      { slug: seoSlug(courier) },
    );
    return courierKey;
  });
  const returnKeys: Record<ReturnKey, string> = {
    parcelShop: key('data/return-methods/parcel-shop'),
    dealerReturn: key('data/return-methods/dealer'),
  };
  (Object.entries(returnKeys) as Array<[ReturnKey, string]>).forEach(([returnKey, storyKey]) =>
    page(
      storyKey,
      key('data/return-methods'),
      (texts) => texts.copy.returns[returnKey].title,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'return_method',
        title: texts.copy.returns[returnKey].title,
        text: texts.copy.returns[returnKey].text,
        days: 30,
      }),
      { slug: storyKey.slice(storyKey.lastIndexOf('/') + 1) },
    ),
  );
  // Featured categories: the catalogue's subcategories of its first top group, by language-neutral key.
  const categoryKeys = featuredCategories(brand).map((category) => {
    const slug = seoSlug(category.key);
    const categoryKey = key(`data/categories/${slug}`);
    const nameIn = (texts: Texts) =>
      category.name[texts.language.split('-')[0] ?? ''] ?? category.name.en ?? Object.values(category.name)[0] ?? slug;
    page(
      categoryKey,
      key('data/categories'),
      (texts) => nameIn(texts),
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'category',
        name: nameIn(texts),
        message_key: '',
        category_path: category.key,
        image: ctx.asset(asset(`category:${slug}`, 'square', slug, slug, undefined, 'bicycle'), nameIn(texts)),
      }),
      { slug },
    );
    return categoryKey;
  });
  return { faqKeys, sellingPointKeys, socialKeys, courierKeys, returnKeys, categoryKeys };
}

const featured = new Map<BrandName, { key: string; name: Record<string, string> }[]>();

/** Up to six subcategories of the catalogue's first top group (what the home page features). */
function featuredCategories(brand: BrandName): { key: string; name: Record<string, string> }[] {
  let found = featured.get(brand);
  if (!found) {
    const categories = generateCatalog({ brands: [brand] }).brands[0]?.categories ?? [];
    const top = categories.find((category) => category.level === 2);
    found = categories
      .filter((category) => top && category.parentId === top.id)
      .slice(0, 6)
      .map((category) => ({ key: category.key, name: category.name as Record<string, string> }));
    featured.set(brand, found);
  }
  return found;
}
