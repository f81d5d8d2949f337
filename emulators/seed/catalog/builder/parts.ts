/** The parts brand's products: one parent per category leaf and round, with variants over its axes; its promotions. */
import { seoSlug } from '../../../common/slug';
import { idFor, rngFor } from '../../../common/prng';
import { type Colourway, colourways, frameMaterials, join, metaDescription, promotionNames, same } from '../copy';
import { productCustomFieldKeys as cf } from '../fields';
import { helmetSizes, type PartLeaf, partColours, partMaterials, partsCopy, partsLines } from '../parts';
import type { SeedBadge, SeedCategory, SeedProduct, SeedPromotion } from '../types';
import { partCategories } from './categories';
import type { BrandContext } from './context';
import { addDocument, addMedia, lineLogo } from './media';
import { badge, promotion } from './merchandising';
import { basePrice, currencyPrices, day, ean, epoch, keyFeatures, productDates, round2 } from './products';
import { option } from './properties';

const colourwayByCode = new Map(colourways.map((entry) => [entry.code, entry]));
const colourway = (code: string): Colourway => {
  const found = colourwayByCode.get(code);
  if (!found) throw new Error(`Unknown colourway ${code}`);
  return found;
};

export function buildPartsBrand(ctx: BrandContext): SeedPromotion[] {
  const leaves = partCategories(ctx);
  let bottleId: string | null = null;
  for (let index = 0; ; index++) {
    if (ctx.scale === null ? index >= leaves.length : ctx.full()) break;
    const { leaf, category } = leaves[index % leaves.length] as (typeof leaves)[number];
    const id = buildPart(ctx, leaf, category, index);
    if (leaf.key === 'bottles' && bottleId === null) bottleId = id;
  }
  const promotions = [
    promotion(ctx, 'WELCOME10', promotionNames.welcome, { type: 'percentage', value: 10 }, 0),
    promotion(ctx, 'SPRING50', promotionNames.spring, { type: 'absolute', value: 50 }, 500),
  ];
  if (bottleId) {
    promotions.push({
      ...promotion(ctx, 'FREEBOTTLE', promotionNames.freeBottle, { type: 'percentage', value: 0 }, 100),
      freeProductIds: [bottleId],
    });
  }
  return promotions;
}

export function buildPart(ctx: BrandContext, leaf: PartLeaf, category: SeedCategory, index: number): string {
  const rng = rngFor(ctx.brand, 'part', index);
  const line = partsLines[index % partsLines.length] as (typeof partsLines)[number];
  const code = `${leaf.code}${String(1 + (index % 40)).padStart(2, '0')}${index >= 48 ? `-${Math.floor(index / 48)}` : ''}`;
  const name = join([same('XLC'), leaf.product, same(code)]);
  const material = partMaterials[index % partMaterials.length] as (typeof partMaterials)[number];
  const parentNumber = `XLC-${code}`;
  const parentId = idFor(ctx.brand, 'product', parentNumber);
  const price = basePrice(rng, leaf.price * (line === 'Pro' ? 1.3 : 1));
  const colours = leaf.axes.includes('colour') ? rng.sample(partColours, rng.int(2, 3)).map(colourway) : [];
  const accent = colours[0] ?? colourway('BLACK-MATT');
  const coverFor = (colour: Colourway) =>
    addMedia(ctx, `part:${parentNumber}:${colour.code}`, {
      fileName: `xlc-${code.toLowerCase()}-${colour.code.toLowerCase()}`,
      width: 2400,
      height: 1600,
      alt: join([name, colour.name], ', '),
      drawing: {
        kind: 'part',
        primary: colour.hex,
        secondary: colour.accent,
        label: leaf.code.replace('-', ''),
        variant: index % 6,
        frame: 'none',
      },
    });
  const cover = coverFor(accent);
  const heroId = addMedia(ctx, `part-hero:${parentNumber}`, {
    fileName: `xlc-${code.toLowerCase()}-hero`,
    width: 2400,
    height: 1200,
    alt: ctx.fill(partsCopy.heroAlt, { product: leaf.product }),
    drawing: {
      kind: 'hero',
      primary: accent.hex,
      secondary: accent.accent,
      label: `XLC ${code}`,
      variant: index % 4,
      frame: 'diamond',
    },
  });
  const drawingId = addMedia(ctx, `part-drawing:${parentNumber}`, {
    fileName: `xlc-${code.toLowerCase()}-drawing`,
    width: 1600,
    height: 1200,
    alt: ctx.fill(partsCopy.drawingAlt, { product: leaf.product }),
    drawing: {
      kind: 'geometry',
      primary: '#1d1d1f',
      secondary: '#ffffff',
      label: code,
      variant: index % 3,
      frame: 'none',
    },
  });
  // The manuals of the products that come with one, after the pictures.
  const documentIds = (leaf.documents ?? []).map((kind) => {
    const copy = partsCopy.documents[kind];
    return addDocument(ctx, `part-document:${parentNumber}:${kind}`, {
      fileName: `xlc-${code.toLowerCase()}-${kind === 'assembly' ? 'assembly-instructions' : 'user-manual'}`,
      title: copy.title,
      headings: join([copy.title, name], ' – '),
      lines: copy.steps.map((step) => ctx.fill(step, { product: name })),
      band: '#1d1d1f',
      ink: '#ffffff',
      year: 2025,
    });
  });
  const description = join([
    ctx.fill(partsCopy.intro, { product: leaf.product, code }),
    ctx.fill(partsCopy.line, { line, lineText: partsCopy.lineText[line] }),
  ]);
  const subtitle = ctx.fill(partsCopy.subtitle, { line });
  const tags = [leaf.key.includes('helmet') || category.key.startsWith('bike-accessories') ? 'accessory' : 'part'];
  const markAsTopseller = rng.chance(0.2);
  if (markAsTopseller) tags.push('bestseller');
  const dates = productDates(rng);
  const badges: SeedBadge[] = [];
  if (Date.parse(dates.releaseDate) > epoch - 120 * day) badges.push(badge(ctx, 'new', 2));
  if (leaf.key === 'tow-bar-carriers' || leaf.key === 'front-lights') badges.push(badge(ctx, 'award', 1));
  if (price.listGross !== null) badges.push(badge(ctx, 'sale', 3));

  const parent: SeedProduct = {
    id: parentId,
    parentId: null,
    kind: tags[0] === 'accessory' ? 'accessory' : 'part',
    productNumber: parentNumber,
    ean: ean(ctx, parentNumber),
    name: ctx.loc(name),
    description: ctx.loc(description),
    metaTitle: ctx.loc(join([name, same('XLC')], ' | ')),
    metaDescription: ctx.loc(ctx.fill(metaDescription, { model: name, subtitle, brand: 'XLC' })),
    keywords: ctx.loc(join([name, leaf.name, same('XLC')], ', ')),
    price,
    currencyPrices: currencyPrices(ctx, price),
    stock: rng.int(0, 250),
    active: true,
    isCloseout: false,
    shippingFree: price.gross >= 100,
    markAsTopseller,
    ...dates,
    weight: round2(0.05 + rng.float() * 2),
    deliveryTimeId: ctx.globals.deliveryTime.days,
    categoryIds: [category.id],
    mainCategoryId: category.id,
    propertyIds: [
      option(ctx, 'PRODUCTLINE', line, same(`XLC ${line}`)),
      option(ctx, 'Frame material', material, frameMaterials[material]),
    ],
    optionIds: [],
    configuratorGroupIds: [],
    tagIds: tags.map((tag) => ctx.tag(tag)),
    coverMediaId: cover,
    mediaIds: [cover, ...colours.slice(1).map(coverFor), drawingId, ...documentIds],
    customFields: {
      [cf.hero]: heroId,
      [cf.geometry]: drawingId,
      [cf.modelLogo]: lineLogo(ctx, `XLC ${line}`),
      [cf.bikeLogo]: ctx.brandLogoId,
      [cf.halfords]: false,
      [cf.modelSlug]: seoSlug(code),
      [cf.requiredBattery]: '',
      [cf.optionalBattery]: '',
      [cf.colorGroup]: accent.base,
      [cf.modelYear]: 2025,
    },
    localizedCustomFields: {
      [cf.description]: ctx.loc(description),
      [cf.keyFeatures]: keyFeatures(ctx, partsCopy.features, { material: frameMaterials[material] }),
      [cf.heroAlt]: ctx.loc(ctx.fill(partsCopy.heroAlt, { product: leaf.product })),
      [cf.geometryAlt]: ctx.loc(ctx.fill(partsCopy.drawingAlt, { product: leaf.product })),
      [cf.subtitle]: ctx.loc(subtitle),
      [cf.parentModelName]: ctx.loc(name),
    },
    badges,
    labels: [],
    sales: rng.int(0, 3000),
    ratingAverage: rng.chance(0.5) ? round2(3.8 + rng.float() * 1.2) : null,
    childIds: [],
  };
  ctx.push(parent);

  const sizeAxis = leaf.axes.includes('size') ? [...helmetSizes] : [null];
  const wheelAxis = leaf.axes.includes('wheel') ? (leaf.wheels ?? []) : [null];
  const colourAxis = colours.length > 0 ? colours : [null];
  if (sizeAxis[0] === null && wheelAxis[0] === null && colourAxis[0] === null) return parentId;

  const groupIds = new Set<string>();
  let stockSum = 0;
  for (const colour of colourAxis) {
    for (const wheel of wheelAxis) {
      for (const size of sizeAxis) {
        if (ctx.full()) break;
        const optionIds: string[] = [];
        if (colour) optionIds.push(option(ctx, 'COLORCOM', colour.code, colour.name, colour.hex));
        if (wheel) optionIds.push(option(ctx, 'Wheel Size', wheel, same(`${wheel}"`)));
        if (size) optionIds.push(option(ctx, 'SIZE', size, same(size)));
        for (const optionId of optionIds) groupIds.add(ctx.groupOfOption.get(optionId) as string);
        const variantNumber = [parentNumber, colour?.code.slice(0, 3), wheel?.replace('.', ''), size]
          .filter(Boolean)
          .join('-');
        const variantRng = rngFor(ctx.brand, 'part-variant', variantNumber);
        const stock = variantRng.chance(0.1) ? 0 : variantRng.int(1, 120);
        stockSum += stock;
        const cover = colour ? coverFor(colour) : parent.coverMediaId;
        const variant: SeedProduct = {
          ...parent,
          id: idFor(ctx.brand, 'product', variantNumber),
          parentId,
          productNumber: variantNumber,
          ean: ean(ctx, variantNumber),
          name: null,
          description: null,
          metaTitle: null,
          metaDescription: null,
          keywords: null,
          stock,
          categoryIds: [],
          propertyIds: [],
          optionIds,
          configuratorGroupIds: [],
          tagIds: [],
          coverMediaId: cover,
          mediaIds: [...(cover ? [cover] : []), drawingId, ...documentIds],
          customFields: colour ? { [cf.colorGroup]: colour.base } : {},
          localizedCustomFields: {},
          badges: [],
          labels: [],
          sales: variantRng.int(0, 500),
          childIds: [],
        };
        parent.childIds.push(variant.id);
        ctx.push(variant);
      }
    }
  }
  parent.stock = stockSum;
  parent.configuratorGroupIds = [...groupIds];
  return parentId;
}
