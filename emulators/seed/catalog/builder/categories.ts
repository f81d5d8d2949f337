/**
 * The category tree: the root, the bikes' and accessories' branches a bike brand fills as its
 * products need them, and the parts brand's three-level tree.
 */
import { seoSlug } from '../../../common/slug';
import { idFor } from '../../../common/prng';
import { bikeCategoryNames, categoryDescription, legalNotes, same } from '../copy';
import { type PartLeaf, partGroups, partSlugs, partsCopy } from '../parts';
import type { Localized, SeedCategory } from '../types';
import type { BrandContext } from './context';
import { addMedia } from './media';

export function addCategory(
  ctx: BrandContext,
  parent: SeedCategory | null,
  key: string,
  name: Localized,
  extra: {
    type?: SeedCategory['type'];
    visible?: boolean;
    slug?: Localized;
    legal?: Localized;
    description?: Localized;
    media?: boolean;
  } = {},
  id = idFor(ctx.brand, 'category', key),
): SeedCategory {
  const existing = ctx.categoryByKey.get(key);
  if (existing) return existing;
  const siblings = ctx.categories.filter((category) => category.parentId === (parent?.id ?? null)).length;
  const slug: Localized = {};
  for (const language of ctx.languages) {
    slug[language] = extra.slug?.[language] ?? seoSlug(name[language] ?? name.en ?? key);
  }
  const category: SeedCategory = {
    id,
    parentId: parent?.id ?? null,
    level: parent ? parent.level + 1 : 1,
    position: siblings + 1,
    type: extra.type ?? 'page',
    name: ctx.loc(name),
    slug,
    description: ctx.loc(extra.description ?? ctx.fill(categoryDescription, { name })),
    legalNotes: extra.legal ? ctx.loc(extra.legal) : {},
    mediaId: null,
    visible: extra.visible ?? true,
    active: true,
    key,
  };
  if (extra.media) {
    category.mediaId = addMedia(ctx, `category:${key}`, {
      fileName: `category-${key.replace(/\//g, '-')}`,
      width: 1920,
      height: 640,
      alt: name,
      drawing: {
        kind: 'category',
        primary: '#2f5d3a',
        secondary: '#e3dcc8',
        label: name.en ?? key,
        variant: siblings,
        frame: 'diamond',
      },
    });
  }
  ctx.categories.push(category);
  ctx.categoryByKey.set(key, category);
  return category;
}

export function bikeLeaf(ctx: BrandContext, key: string): SeedCategory {
  const [sub, leaf] = key.split('/') as [string, string];
  const bikes = addCategory(ctx, ctx.categoryByKey.get('root') ?? null, 'bikes', bikeCategoryNames.bikes, {
    media: true,
  });
  const subNames: Record<string, Localized> = {
    'e-bikes': bikeCategoryNames.eBikes,
    'city-bikes': bikeCategoryNames.cityBikes,
    'trekking-bikes': bikeCategoryNames.trekkingBikes,
    'mountain-bikes': bikeCategoryNames.mountainBikes,
    'kids-bikes': bikeCategoryNames.kidsBikes,
  };
  const leafNames: Record<string, Localized> = {
    'e-bikes/city': bikeCategoryNames.cityEBikes,
    'e-bikes/trekking': bikeCategoryNames.trekkingEBikes,
    'e-bikes/mountain': bikeCategoryNames.mountainEBikes,
    'city-bikes/comfort': bikeCategoryNames.comfortBikes,
    'city-bikes/urban': bikeCategoryNames.urbanBikes,
    'trekking-bikes/touring': bikeCategoryNames.touringBikes,
    'trekking-bikes/cross': bikeCategoryNames.crossBikes,
    'mountain-bikes/hardtail': bikeCategoryNames.hardtails,
    'mountain-bikes/full-suspension': bikeCategoryNames.fullSuspension,
    'kids-bikes/20': ctx.fill(bikeCategoryNames.inches, { size: 20 }),
    'kids-bikes/24': ctx.fill(bikeCategoryNames.inches, { size: 24 }),
  };
  const legal = sub === 'e-bikes' ? legalNotes.eBike : legalNotes.bike;
  const subCategory = addCategory(ctx, bikes, sub, subNames[sub] ?? same(sub), { legal, media: true });
  return addCategory(ctx, subCategory, key, leafNames[key] ?? same(leaf), { legal });
}

export function accessoryLeaf(
  ctx: BrandContext,
  sub: 'e-bike-parts' | 'security',
  leaf: 'batteries' | 'locks',
): SeedCategory {
  const accessories = addCategory(
    ctx,
    ctx.categoryByKey.get('root') ?? null,
    'accessories',
    bikeCategoryNames.accessories,
    {
      media: true,
    },
  );
  const subCategory = addCategory(
    ctx,
    accessories,
    sub,
    sub === 'e-bike-parts' ? bikeCategoryNames.eBikeParts : bikeCategoryNames.security,
    { legal: sub === 'e-bike-parts' ? legalNotes.battery : undefined },
  );
  return addCategory(
    ctx,
    subCategory,
    `${sub}/${leaf}`,
    leaf === 'batteries' ? bikeCategoryNames.batteries : bikeCategoryNames.locks,
    {
      legal: leaf === 'batteries' ? legalNotes.battery : undefined,
    },
  );
}

/** The parts brand's tree (group, subcategory, leaf) below the root; returns the leaves in tree order. */
export function partCategories(ctx: BrandContext): { leaf: PartLeaf; category: SeedCategory }[] {
  const root = ctx.categoryByKey.get('root') ?? null;
  const leaves: { leaf: PartLeaf; category: SeedCategory }[] = [];
  for (const group of partGroups) {
    const top = addCategory(ctx, root, group.key, group.name, {
      slug: partSlugs.group(group),
      legal: partsCopy.legal,
      media: true,
      description: ctx.fill(partsCopy.categoryDescription, { name: group.name }),
    });
    for (const sub of group.subcategories) {
      const subCategory = addCategory(ctx, top, `${group.key}/${sub.key}`, sub.name, {
        slug: partSlugs.subcategory(sub),
        legal: partsCopy.legal,
        media: true,
        description: ctx.fill(partsCopy.categoryDescription, { name: sub.name }),
      });
      for (const leaf of sub.leaves) {
        const category = addCategory(ctx, subCategory, `${group.key}/${sub.key}/${leaf.key}`, leaf.name, {
          slug: partSlugs.leaf(leaf),
          legal: partsCopy.legal,
          description: ctx.fill(partsCopy.categoryDescription, { name: leaf.name }),
        });
        leaves.push({ leaf, category });
      }
    }
  }
  return leaves;
}
