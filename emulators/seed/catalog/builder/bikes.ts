/**
 * A bike brand's products: bikes as parents with variants over colourway, frame shape and size,
 * after the batteries and the lock; and the brand's promotions.
 */
import { seoSlug } from '../../../common/slug';
import { idFor, rngFor } from '../../../common/prng';
import { type BikeBrandProfile, type BikeFamily, frameHeightsCm, isEbike, letterSizesByKind } from '../bikes';
import {
  type Colourway,
  altTexts,
  baseColours,
  bikeCategoryNames,
  bikeIntro,
  colourways,
  descriptionOutro,
  detailParts,
  features,
  frameMaterials,
  frameShapes,
  join,
  labelTexts,
  metaDescription,
  promotionNames,
  same,
  subtitles,
} from '../copy';
import { productCustomFieldKeys as cf } from '../fields';
import { geometryData } from '../geometry';
import type { Localized, SeedBadge, SeedLabel, SeedProduct, SeedPromotion } from '../types';
import { buildBatteries, buildLock } from './accessories';
import { addCategory, bikeLeaf } from './categories';
import type { BrandContext } from './context';
import { addMedia, lineLogo } from './media';
import { badge, promotion } from './merchandising';
import { basePrice, currencyPrices, day, ean, epoch, keyFeatures, productDates, round2 } from './products';
import { option } from './properties';

export function buildBikeBrand(ctx: BrandContext, profile: BikeBrandProfile): SeedPromotion[] {
  // Bikes lead the navigation, accessories (batteries, locks) follow.
  addCategory(ctx, ctx.categoryByKey.get('root') ?? null, 'bikes', bikeCategoryNames.bikes, { media: true });
  const hasEbikes = profile.families.some((family) => isEbike(family.kind));
  const batteries = hasEbikes ? buildBatteries(ctx, profile) : [];
  const lock = buildLock(ctx, profile);
  const families = profile.families;
  const trimsPerFamily = families.length >= 7 ? 2 : 3;
  const defaultParents = families.length * trimsPerFamily;
  for (let index = 0; ; index++) {
    if (ctx.scale === null ? index >= defaultParents : ctx.full()) break;
    const family = families[index % families.length] as BikeFamily;
    const round = Math.floor(index / families.length);
    const trimIndex = ctx.scale === null ? round : round % profile.trims.length;
    const edition = ctx.scale === null ? 0 : Math.floor(round / profile.trims.length);
    buildBike(ctx, profile, family, index, trimIndex, edition, batteries);
  }
  const promotions: SeedPromotion[] = [
    promotion(ctx, 'WELCOME10', promotionNames.welcome, { type: 'percentage', value: 10 }, 0),
    promotion(ctx, 'SPRING50', promotionNames.spring, { type: 'absolute', value: 50 }, 500),
  ];
  if (hasEbikes) {
    promotions.push({
      ...promotion(ctx, 'FREELOCK', promotionNames.freeLock, { type: 'percentage', value: 0 }, 0),
      freeProductIds: [lock],
      requiresKind: 'ebike',
    });
  }
  return promotions;
}

export function buildBike(
  ctx: BrandContext,
  profile: BikeBrandProfile,
  family: BikeFamily,
  index: number,
  trimIndex: number,
  edition: number,
  batteries: SeedProduct[],
): void {
  const rng = rngFor(ctx.brand, 'bike', index);
  const kind = family.kind;
  const ebike = isEbike(kind);
  const trim = profile.trims[trimIndex % profile.trims.length] ?? '';
  const model = [family.model, trim, edition > 0 ? `Edition ${edition + 1}` : ''].filter(Boolean).join(' ');
  const level = Math.min(trimIndex, 9);
  const pick = <T>(list: readonly T[]): T => list[Math.min(level, list.length - 1)] as T;
  const motor = family.motors ? pick(family.motors) : null;
  const batteryWh = family.batteries ? pick(family.batteries) : null;
  const rangeKm = batteryWh ? Math.round(batteryWh / 4.5 / 5) * 5 : null;
  const gearing = pick(family.gearing);
  const brakes = pick(family.brakes);
  const modelYear = 2025 + (index % 2);
  const category = bikeLeaf(ctx, family.category);
  const parentNumber = `${profile.prefix}${ctx.nextNumber()}`;
  const parentId = idFor(ctx.brand, 'product', parentNumber);
  const step = Math.round((family.price * 0.22) / 100) * 100;
  const price = basePrice(rng, family.price + level * step + edition * 10);

  // Variant axes: 2-3 colourways, 1-2 frame shapes, a run of sizes; at most 16 variants.
  const colours = rng.sample(colourways, rng.int(2, 3));
  const shapes = family.shapes.slice(0, Math.min(family.shapes.length, 1 + (index % 2)));
  const sizeCodes = profile.codes.size === 'HEIGHTS' ? letterSizesByKind[kind] : frameHeightsCm[kind].map(String);
  let sizes = rng.run(sizeCodes, Math.min(sizeCodes.length, rng.int(3, 4)));
  while (colours.length * shapes.length * sizes.length > 16 && sizes.length > 2) sizes = sizes.slice(0, -1);
  const sizeOptionOf = (size: string) =>
    profile.codes.size === 'HEIGHTS'
      ? option(ctx, 'HEIGHTS', size, same(size))
      : option(ctx, 'HEIGHT', size, same(`${size} cm`));

  const values: Record<string, string | Localized> = {
    model,
    motor: motor?.name ?? '',
    battery: batteryWh ? `${batteryWh} Wh` : '',
    range: rangeKm ? `${rangeKm} km` : '',
    gears: gearing.name,
    brakes,
    fork: family.fork,
    material: frameMaterials[family.material],
  };

  // Properties shared by all variants.
  const propertyIds = [
    option(ctx, 'PRODUCTLINE', family.line, same(family.line)),
    option(ctx, profile.codes.wheel, family.wheel, same(`${family.wheel}"`)),
    option(ctx, profile.codes.material, family.material, frameMaterials[family.material]),
    option(ctx, 'GEARS', gearing.name, same(gearing.name)),
    option(ctx, 'BRAKES', brakes, same(brakes)),
    option(ctx, 'FRONTFORK', family.fork, same(family.fork)),
    option(ctx, 'FRONTTIRE', family.tyre, same(family.tyre)),
    option(ctx, 'REARTIRE', family.tyre, same(family.tyre)),
  ];
  if (gearing.derailleur) propertyIds.push(option(ctx, 'REARDERAILLEUR', gearing.derailleur, same(gearing.derailleur)));
  if (motor) propertyIds.push(option(ctx, 'MOTOR', motor.name, same(motor.name)));
  if (rangeKm) propertyIds.push(option(ctx, 'RANGE', String(rangeKm), same(`${rangeKm} km`)));

  // Media: side views per colourway and frame shape, two details, hero, geometry, logos.
  const first = colours[0] as Colourway;
  const sideViews = new Map<string, string>();
  const sideView = (colour: Colourway, shape: string): string => {
    const cached = sideViews.get(`${colour.code}:${shape}`);
    if (cached) return cached;
    const id = addMedia(ctx, `bike:${parentNumber}:${colour.code}:${shape}`, {
      fileName: `${seoSlug(model)}-${colour.code.toLowerCase()}-${shape.toLowerCase()}`,
      width: 2400,
      height: 1600,
      alt: ctx.fill(altTexts.side, { model, colour: colour.name }),
      drawing: {
        kind: kind === 'kids' ? 'kids' : ebike ? 'ebike' : 'bike',
        primary: colour.hex,
        secondary: colour.accent,
        label: family.line,
        variant: index % 5,
        frame: frameShapes.find((entry) => entry.code === shape)?.drawing ?? 'diamond',
      },
    });
    sideViews.set(`${colour.code}:${shape}`, id);
    return id;
  };
  const details = detailParts.slice(0, 2).map((part, detailIndex) =>
    addMedia(ctx, `bike-detail:${parentNumber}:${detailIndex}`, {
      fileName: `${seoSlug(model)}-detail-${detailIndex + 1}`,
      width: 2400,
      height: 1600,
      alt: ctx.fill(altTexts.detail, { model, part }),
      drawing: {
        kind: ebike ? 'ebike' : 'bike',
        primary: first.hex,
        secondary: first.accent,
        label: family.line,
        variant: 10 + detailIndex,
        frame: 'none',
      },
    }),
  );
  const heroId = addMedia(ctx, `hero:${parentNumber}`, {
    fileName: `${seoSlug(model)}-hero`,
    width: 2400,
    height: 1200,
    alt: ctx.fill(altTexts.hero, { model }),
    drawing: {
      kind: 'hero',
      primary: first.hex,
      secondary: first.accent,
      label: model,
      variant: index % 4,
      frame: frameShapes.find((entry) => entry.code === shapes[0])?.drawing ?? 'diamond',
    },
  });
  const geometryId = addMedia(ctx, `geometry:${parentNumber}`, {
    fileName: `${seoSlug(model)}-geometry`,
    width: 1600,
    height: 1200,
    alt: ctx.fill(altTexts.geometry, { model }),
    drawing: {
      kind: 'geometry',
      primary: '#1d1d1f',
      secondary: '#ffffff',
      label: model,
      variant: index % 3,
      frame: frameShapes.find((entry) => entry.code === shapes[0])?.drawing ?? 'diamond',
    },
  });
  const parentCover = sideView(first, shapes[0] as string);
  const gallery = [
    ...new Set([
      parentCover,
      ...colours.flatMap((colour) => shapes.map((shape) => sideView(colour, shape))),
      ...details,
    ]),
  ];

  // Copy.
  const subtitle = subtitles[kind];
  const description = join([
    ctx.fill(same('<p>{intro}</p>'), { intro: ctx.fill(bikeIntro[kind], values) }),
    ctx.fill(same('<p>{outro}</p>'), { outro: ctx.fill(descriptionOutro, { brand: ctx.input.displayName }) }),
  ]);
  const featureList = [
    ...(ebike ? [features.motor, features.battery] : []),
    features.gears,
    features.brakes,
    kind === 'mountain' || kind === 'mountainE' ? features.suspension : features.frame,
    kind === 'cityE' || kind === 'city' ? features.lights : features.comfort,
  ];
  const featureValues = { ...values, torque: String(motor?.torque ?? '') };

  // Batteries of at least the model's capacity (minus one step); the largest one when none is that big.
  const capacity = (battery: SeedProduct) => Number(battery.productNumber.split('-').pop());
  const fitting = batteries.filter((battery) => batteryWh !== null && capacity(battery) >= batteryWh - 100);
  const largest = batteries.length
    ? [batteries.reduce((best, battery) => (capacity(battery) > capacity(best) ? battery : best))]
    : [];
  const required = batteryWh === null ? [] : fitting.length ? fitting : largest;
  const optional = batteries.filter((battery) => batteryWh !== null && capacity(battery) > batteryWh);

  const tags = [`model-year-${modelYear}`];
  if (ebike) tags.push('e-bike');
  if (price.listGross !== null) tags.push('sale');
  const markAsTopseller = rng.chance(0.25);
  if (markAsTopseller) tags.push('bestseller');
  if (ctx.brand === 'raleigh' && !ebike) tags.push('cycle-to-work');

  const badges: SeedBadge[] = [];
  const dates = productDates(rng);
  if (Date.parse(dates.releaseDate) > epoch - 120 * day) badges.push(badge(ctx, 'new', 2));
  if (rng.chance(0.12)) badges.push(badge(ctx, 'award', 1));
  if (price.listGross !== null) badges.push(badge(ctx, 'sale', 3));
  if (markAsTopseller) badges.push(badge(ctx, 'bestseller', 4));
  const labels: SeedLabel[] = [];
  if (rng.chance(0.4)) {
    labels.push({
      id: idFor(ctx.brand, 'label', parentNumber, 'new-colour'),
      active: true,
      priority: 1,
      freeText: ctx.loc(labelTexts.newColour),
      colourway: (colours[colours.length - 1] as Colourway).code,
    });
  }
  if (trimIndex >= 2 && rng.chance(0.5)) {
    labels.push({
      id: idFor(ctx.brand, 'label', parentNumber, 'limited'),
      active: true,
      priority: 2,
      freeText: ctx.loc(labelTexts.limited),
      colourway: null,
    });
  }

  const parent: SeedProduct = {
    id: parentId,
    parentId: null,
    kind: ebike ? 'ebike' : 'bike',
    productNumber: parentNumber,
    ean: ean(ctx, parentNumber),
    name: ctx.loc(same(model)),
    description: ctx.loc(ctx.fill(same('{intro}'), { intro: ctx.fill(bikeIntro[kind], values) })),
    metaTitle: ctx.loc(join([same(model), subtitle, same(ctx.input.displayName)], ' | ')),
    metaDescription: ctx.loc(ctx.fill(metaDescription, { model, subtitle, brand: ctx.input.displayName })),
    keywords: ctx.loc(join([same(model), same(family.line), subtitle, same(ctx.input.displayName)], ', ')),
    price,
    currencyPrices: currencyPrices(ctx, price),
    stock: 0,
    active: true,
    isCloseout: rng.chance(0.3),
    shippingFree: ebike,
    markAsTopseller,
    ...dates,
    weight: ebike ? round2(22 + rng.float() * 6) : round2(11 + rng.float() * 5),
    deliveryTimeId: ctx.globals.deliveryTime.week,
    categoryIds: [category.id],
    mainCategoryId: category.id,
    propertyIds,
    optionIds: [],
    configuratorGroupIds: [],
    tagIds: tags.map((tag) => ctx.tag(tag)),
    coverMediaId: parentCover,
    mediaIds: gallery,
    customFields: {
      [cf.hero]: heroId,
      [cf.geometry]: geometryId,
      [cf.modelLogo]: lineLogo(ctx, family.line),
      [cf.bikeLogo]: ctx.brandLogoId,
      [cf.halfords]: ctx.brand === 'raleigh' && rng.chance(0.5),
      [cf.parentModelName]: model,
      [cf.modelSlug]: `${seoSlug(model)}-${modelYear}`,
      [cf.requiredBattery]: required.map((battery) => battery.productNumber).join(','),
      [cf.optionalBattery]: optional.map((battery) => battery.productNumber).join(','),
      [cf.colorGroup]: first.base,
      [cf.modelYear]: modelYear,
    },
    localizedCustomFields: {
      [cf.description]: ctx.loc(description),
      [cf.keyFeatures]: keyFeatures(ctx, featureList, featureValues),
      [cf.heroAlt]: ctx.loc(ctx.fill(altTexts.hero, { model })),
      [cf.geometryAlt]: ctx.loc(ctx.fill(altTexts.geometry, { model })),
      [cf.subtitle]: ctx.loc(subtitle),
    },
    badges,
    labels,
    sales: rng.int(0, 2000),
    ratingAverage: rng.chance(0.7) ? round2(3.6 + rng.float() * 1.4) : null,
    childIds: [],
  };
  ctx.push(parent);

  // Variants.
  const groupIds = new Set<string>();
  let parentStock = 0;
  for (const colour of colours) {
    for (const shape of shapes) {
      for (const size of sizes) {
        if (ctx.full()) break;
        const shapeEntry = frameShapes.find((entry) => entry.code === shape);
        const colourOption = option(ctx, profile.codes.colour, colour.code, colour.name, colour.hex);
        const shapeOption = option(ctx, profile.codes.frameShape, shape, shapeEntry?.name ?? same(shape));
        const sizeOption = sizeOptionOf(size);
        const optionIds = [colourOption, shapeOption, sizeOption];
        for (const optionId of optionIds) groupIds.add(ctx.groupOfOption.get(optionId) as string);
        const variantNumber = `${parentNumber}-${colour.code.slice(0, 3)}${shape.slice(0, 1)}-${size}`;
        const variantRng = rngFor(ctx.brand, 'variant', variantNumber);
        const stock = variantRng.chance(0.15)
          ? 0
          : variantRng.chance(0.15)
            ? variantRng.int(1, 3)
            : variantRng.int(4, 40);
        parentStock += stock;
        const cover = sideView(colour, shape);
        const propertyIdsOfVariant = profile.codes.baseColour
          ? [
              option(
                ctx,
                profile.codes.baseColour,
                colour.base,
                baseColours[colour.base].name,
                baseColours[colour.base].hex,
              ),
            ]
          : [];
        const variant: SeedProduct = {
          id: idFor(ctx.brand, 'product', variantNumber),
          parentId,
          kind: parent.kind,
          productNumber: variantNumber,
          ean: ean(ctx, variantNumber),
          name: null,
          description: null,
          metaTitle: null,
          metaDescription: null,
          keywords: null,
          price,
          currencyPrices: currencyPrices(ctx, price),
          stock,
          active: true,
          isCloseout: parent.isCloseout,
          shippingFree: parent.shippingFree,
          markAsTopseller: parent.markAsTopseller,
          ...dates,
          weight: parent.weight,
          deliveryTimeId: stock > 0 ? ctx.globals.deliveryTime.week : ctx.globals.deliveryTime.weeks,
          categoryIds: [],
          mainCategoryId: category.id,
          propertyIds: propertyIdsOfVariant,
          optionIds,
          configuratorGroupIds: [],
          tagIds: [],
          coverMediaId: cover,
          mediaIds: [cover, ...details],
          customFields: { [cf.colorGroup]: colour.base },
          localizedCustomFields: {},
          badges: [],
          labels: [],
          sales: variantRng.int(0, 300),
          ratingAverage: parent.ratingAverage,
          childIds: [],
        };
        parent.childIds.push(variant.id);
        ctx.push(variant);
      }
    }
  }
  parent.stock = parentStock;
  // After the variants, so the size options exist in the configurator's order (colour first).
  parent.customFields[cf.geometryData] = geometryData(
    kind,
    sizes.map((size) => ({ code: size, optionId: sizeOptionOf(size) })),
    index % 3,
  );
  parent.configuratorGroupIds = [...groupIds];
}
