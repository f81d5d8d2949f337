/** A bike brand's accessories: the batteries (brands with e-bikes) and the lock the free-lock promotion gives. */
import { seoSlug } from '../../../common/slug';
import { rngFor } from '../../../common/prng';
import type { BikeBrandProfile } from '../bikes';
import { altTexts, batteryCopy, features, frameMaterials, lockCopy, same } from '../copy';
import { partsCopy } from '../parts';
import type { SeedProduct } from '../types';
import { accessoryLeaf } from './categories';
import type { BrandContext } from './context';
import { addMedia } from './media';
import { round2, standalone } from './products';

export function buildBatteries(ctx: BrandContext, profile: BikeBrandProfile): SeedProduct[] {
  const category = accessoryLeaf(ctx, 'e-bike-parts', 'batteries');
  return profile.batteries.map((wh, index) => {
    const rng = rngFor(ctx.brand, 'battery', wh);
    const productNumber = `${profile.prefix}-BAT-${wh}`;
    const model = `PowerPack ${wh}`;
    const name = ctx.fill(batteryCopy.name, { brand: ctx.input.displayName, wh });
    const heroId = addMedia(ctx, `battery-hero:${wh}`, {
      fileName: `powerpack-${wh}-hero`,
      width: 2400,
      height: 1200,
      alt: ctx.fill(altTexts.hero, { model }),
      drawing: {
        kind: 'hero',
        primary: '#2b2b2b',
        secondary: '#d4a017',
        label: model,
        variant: index,
        frame: 'none',
      },
    });
    const coverId = addMedia(ctx, `battery:${wh}`, {
      fileName: `powerpack-${wh}`,
      width: 2400,
      height: 1600,
      alt: name,
      drawing: {
        kind: 'battery',
        primary: '#2b2b2b',
        secondary: '#d4a017',
        label: `${wh} Wh`,
        variant: index,
        frame: 'none',
      },
    });
    const drawingId = addMedia(ctx, `battery-drawing:${wh}`, {
      fileName: `powerpack-${wh}-drawing`,
      width: 1600,
      height: 1200,
      alt: ctx.fill(partsCopy.drawingAlt, { product: model }),
      drawing: {
        kind: 'geometry',
        primary: '#1d1d1f',
        secondary: '#ffffff',
        label: model,
        variant: index,
        frame: 'none',
      },
    });
    const product = standalone(ctx, {
      rng,
      kind: 'battery',
      productNumber,
      name,
      description: ctx.fill(batteryCopy.description, {
        wh,
        motor: profile.batteryMotor,
        hours: (4 + wh / 250).toFixed(1),
      }),
      subtitle: batteryCopy.subtitle,
      price: 399 + index * 150,
      categoryId: category.id,
      coverId,
      heroId,
      drawingId,
      modelLogo: ctx.brandLogoId,
      parentModelName: same(model),
      modelSlug: seoSlug(`${model} wh`),
      features: [features.battery],
      featureValues: { battery: `${wh} Wh`, range: `${Math.round(wh / 4.5 / 5) * 5} km` },
      stock: rng.int(0, 40),
      weight: round2(2.2 + wh / 500),
      tags: ['e-bike', 'battery'],
    });
    return product;
  });
}

export function buildLock(ctx: BrandContext, profile: BikeBrandProfile): string {
  const category = accessoryLeaf(ctx, 'security', 'locks');
  const rng = rngFor(ctx.brand, 'lock');
  const model = 'FoldLock 85';
  const coverId = addMedia(ctx, 'lock', {
    fileName: 'foldlock-85',
    width: 2400,
    height: 1600,
    alt: ctx.fill(lockCopy.name, { brand: ctx.input.displayName, size: 85 }),
    drawing: { kind: 'part', primary: '#1d1d1f', secondary: '#d9534f', label: 'LOCK', variant: 3, frame: 'none' },
  });
  const product = standalone(ctx, {
    rng,
    kind: 'accessory',
    productNumber: `${profile.prefix}-LOCK-85`,
    name: ctx.fill(lockCopy.name, { brand: ctx.input.displayName, size: 85 }),
    description: ctx.fill(lockCopy.description, { size: 85, level: 11 }),
    subtitle: lockCopy.subtitle,
    price: 69.95,
    categoryId: category.id,
    coverId,
    heroId: coverId,
    drawingId: coverId,
    modelLogo: ctx.brandLogoId,
    parentModelName: same(model),
    modelSlug: 'foldlock-85',
    features: [features.frame],
    featureValues: { material: frameMaterials.STEEL },
    stock: 120,
    weight: 1.1,
    tags: ['accessory'],
  });
  return product.id;
}
