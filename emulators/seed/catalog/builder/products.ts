/**
 * What every product has, whatever its kind: numbers and EAN, prices in the brand's currencies,
 * dates, key features; and the products without variants (battery, lock, simple part).
 */
import { ean13, idFor, type Random } from '../../../common/prng';
import { altTexts, join, metaDescription, same } from '../copy';
import { partsCopy } from '../parts';
import { currencyId, priceIn } from '../currencies';
import { productCustomFieldKeys as cf } from '../fields';
import type {
  JsonValue,
  LanguageCode,
  Localized,
  ProductKind,
  SeedCurrencyPrice,
  SeedPrice,
  SeedProduct,
} from '../types';
import type { BrandContext } from './context';

/** Fixed reference time: the catalogue never depends on the clock. */
export const epoch = Date.UTC(2025, 2, 1, 9, 0, 0);
export const day = 86_400_000;
const isoDay = (offsetDays: number) => new Date(epoch + Math.round(offsetDays) * day).toISOString();

/** Rounds a price to a shop-like ending (x9.00 for bikes, x.95 for small parts). */
function shopPrice(value: number): number {
  if (value >= 200) return Math.max(9, Math.round(value / 10) * 10 - 1);
  return Math.max(0.95, Math.round(value) - 0.05);
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function ean(ctx: BrandContext, productNumber: string): string {
  const [a] = [idFor('ean', ctx.brand, productNumber)];
  const digits = Array.from(a.slice(0, 10), (char) => String(Number.parseInt(char, 16) % 10)).join('');
  return ean13(`40${digits}`);
}

/** The price lists of the brand's other currencies for a euro price. */
export function currencyPrices(ctx: BrandContext, euro: SeedPrice): SeedCurrencyPrice[] {
  return ctx.otherCurrencies.map((iso) => ({ currencyId: currencyId(iso), ...priceIn(iso, euro) }));
}

export function basePrice(rng: Random, base: number): SeedPrice {
  const gross = shopPrice(base);
  if (rng.chance(0.2)) {
    const discounted = shopPrice(gross * rng.pick([0.8, 0.85, 0.9]));
    return { gross: discounted, listGross: gross, regulationGross: shopPrice(discounted * 1.04) };
  }
  return { gross, listGross: null, regulationGross: null };
}

export function productDates(rng: Random): Pick<SeedProduct, 'releaseDate' | 'createdAt' | 'updatedAt'> {
  const created = -rng.int(20, 420);
  return { releaseDate: isoDay(created), createdAt: isoDay(created), updatedAt: isoDay(created + rng.int(0, 19)) };
}

/** A product without variants (battery, lock, simple part). */
export function standalone(
  ctx: BrandContext,
  spec: {
    rng: Random;
    kind: ProductKind;
    productNumber: string;
    name: Localized;
    description: Localized;
    subtitle: Localized;
    price: number;
    categoryId: string;
    coverId: string;
    heroId: string;
    drawingId: string;
    modelLogo: string;
    parentModelName: Localized;
    modelSlug: string;
    features: { title: Localized; text: Localized }[];
    featureValues: Record<string, string | Localized>;
    stock: number;
    weight: number;
    tags: string[];
  },
): SeedProduct {
  const { rng } = spec;
  const id = idFor(ctx.brand, 'product', spec.productNumber);
  const price = basePrice(rng, spec.price);
  const product: SeedProduct = {
    id,
    parentId: null,
    kind: spec.kind,
    productNumber: spec.productNumber,
    ean: ean(ctx, spec.productNumber),
    name: ctx.loc(spec.name),
    description: ctx.loc(spec.description),
    metaTitle: ctx.loc(join([spec.name, same(ctx.input.displayName)], ' | ')),
    metaDescription: ctx.loc(
      ctx.fill(metaDescription, { model: spec.name, subtitle: spec.subtitle, brand: ctx.input.displayName }),
    ),
    keywords: ctx.loc(join([spec.name, spec.subtitle, same(ctx.input.displayName)], ', ')),
    price,
    currencyPrices: currencyPrices(ctx, price),
    stock: spec.stock,
    active: true,
    isCloseout: false,
    shippingFree: false,
    markAsTopseller: rng.chance(0.2),
    ...productDates(rng),
    weight: spec.weight,
    deliveryTimeId: ctx.globals.deliveryTime.days,
    categoryIds: [spec.categoryId],
    mainCategoryId: spec.categoryId,
    propertyIds: [],
    optionIds: [],
    configuratorGroupIds: [],
    tagIds: spec.tags.map((tag) => ctx.tag(tag)),
    coverMediaId: spec.coverId,
    mediaIds: [spec.coverId],
    customFields: {
      [cf.hero]: spec.heroId,
      [cf.geometry]: spec.drawingId,
      [cf.modelLogo]: spec.modelLogo,
      [cf.bikeLogo]: ctx.brandLogoId,
      [cf.halfords]: false,
      [cf.modelSlug]: spec.modelSlug,
      [cf.requiredBattery]: '',
      [cf.optionalBattery]: '',
      [cf.modelYear]: 2025,
    },
    localizedCustomFields: {
      [cf.description]: ctx.loc(spec.description),
      [cf.keyFeatures]: keyFeatures(ctx, spec.features, spec.featureValues),
      [cf.heroAlt]: ctx.loc(ctx.fill(altTexts.hero, { model: spec.parentModelName })),
      [cf.geometryAlt]: ctx.loc(ctx.fill(partsCopy.drawingAlt, { product: spec.parentModelName })),
      [cf.subtitle]: ctx.loc(spec.subtitle),
      [cf.parentModelName]: ctx.loc(spec.parentModelName),
    },
    badges: [],
    labels: [],
    sales: rng.int(0, 500),
    ratingAverage: rng.chance(0.6) ? round2(3.5 + rng.float() * 1.5) : null,
    childIds: [],
  };
  ctx.push(product);
  return product;
}

export function keyFeatures(
  ctx: BrandContext,
  list: { title: Localized; text: Localized }[],
  values: Record<string, string | Localized>,
): Partial<Record<LanguageCode, JsonValue>> {
  const result: Partial<Record<LanguageCode, JsonValue>> = {};
  const filled = list.map((feature) => ({
    title: ctx.fill(feature.title, values),
    text: ctx.fill(feature.text, values),
  }));
  for (const language of ctx.languages) {
    result[language] = filled.map((feature) => ({
      title: feature.title[language] ?? feature.title.en ?? '',
      text: feature.text[language] ?? feature.text.en ?? '',
    }));
  }
  return result;
}
