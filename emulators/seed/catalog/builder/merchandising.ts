/** Badges and promotions: the merchandisers' marks on products and the brand's cart rules. */
import { idFor } from '../../../common/prng';
import { badgeNames } from '../copy';
import type { Localized, SeedBadge, SeedPromotion } from '../types';
import type { BrandContext } from './context';
import { addMedia } from './media';

export function badge(ctx: BrandContext, kind: keyof typeof badgeNames, priority: number): SeedBadge {
  const colours: Record<keyof typeof badgeNames, string> = {
    new: '#1f4e8c',
    bestseller: '#d4a017',
    award: '#2f5d3a',
    sale: '#9e1b22',
  };
  return {
    id: idFor(ctx.brand, 'badge', kind),
    name: ctx.loc(badgeNames[kind]),
    mediaId: addMedia(ctx, `badge:${kind}`, {
      fileName: `badge-${kind}`,
      width: 400,
      height: 400,
      alt: badgeNames[kind],
      drawing: {
        kind: 'badge',
        primary: colours[kind],
        secondary: '#ffffff',
        label: badgeNames[kind].en ?? kind,
        variant: priority,
        frame: 'none',
      },
    }),
    priority,
    active: true,
  };
}

export function promotion(
  ctx: BrandContext,
  code: string,
  name: Localized,
  discount: SeedPromotion['discount'],
  minimumCartAmount: number,
): SeedPromotion {
  return {
    id: idFor(ctx.brand, 'promotion', code),
    code,
    name: ctx.loc(name),
    discountId: idFor(ctx.brand, 'promotion-discount', code),
    discount,
    minimumCartAmount,
    freeProductIds: [],
    requiresKind: null,
  };
}
