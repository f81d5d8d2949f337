/** Media: one entry per key, created on first use, with alt texts and titles in the brand's languages. */
import { seoSlug } from '../../../common/slug';
import { idFor } from '../../../common/prng';
import { altTexts } from '../copy';
import type { Localized, SeedMedia } from '../types';

/**
 * What media need of the brand's context; stated here, since the context creates the brand
 * logo with `addMedia` while it is being built.
 */
interface MediaContext {
  readonly brand: string;
  readonly media: Map<string, SeedMedia>;
  loc(text: Localized): Localized;
  fill(template: Localized, values: Record<string, string | number | Localized>): Localized;
}

export function addMedia(
  ctx: MediaContext,
  key: string,
  spec: Omit<SeedMedia, 'id' | 'title'> & { title?: Localized },
): string {
  const id = idFor(ctx.brand, 'media', key);
  if (!ctx.media.has(id)) {
    ctx.media.set(id, { id, ...spec, alt: ctx.loc(spec.alt), title: ctx.loc(spec.title ?? spec.alt) });
  }
  return id;
}

/** The logo of a product line (or the parts line), shared by its products. */
export function lineLogo(ctx: MediaContext, line: string): string {
  return addMedia(ctx, `line-logo:${line}`, {
    fileName: `${seoSlug(line)}-logo`,
    width: 800,
    height: 400,
    alt: ctx.fill(altTexts.logo, { name: line }),
    drawing: { kind: 'logo', primary: '#ffffff', secondary: '#1d1d1f', label: line, variant: 1, frame: 'none' },
  });
}
