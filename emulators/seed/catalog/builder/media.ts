/** Media: one entry per key, created on first use, with alt texts and titles in the brand's languages. */
import { type PdfSpec, renderPdf } from '../../../common/pdf';
import { seoSlug } from '../../../common/slug';
import { idFor } from '../../../common/prng';
import { altTexts } from '../copy';
import type { LanguageCode, Localized, SeedMedia } from '../types';

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

/**
 * A document in the media: a multilingual PDF leaflet (one page per language of the brand, as
 * parts makers print their manuals) whose title is translated like any media title. Its size is
 * the rendered file's, which the media route writes again from the same description.
 */
export function addDocument(
  ctx: MediaContext & { readonly languages: readonly LanguageCode[]; readonly input: { displayName: string } },
  key: string,
  spec: {
    fileName: string;
    title: Localized;
    /** Page heading per language (the title and the product). */
    headings: Localized;
    /** The lines of each language's page. */
    lines: Localized[];
    band: string;
    ink: string;
    year: number;
  },
): string {
  const languages = ctx.languages;
  const title = ctx.loc(spec.title);
  const pdf: PdfSpec = {
    document: {
      brand: ctx.input.displayName,
      title: languages.map((language) => title[language] ?? '').join(' / '),
      year: spec.year,
      language: languages[0] ?? 'en',
      languageName: languages.map((language) => language.toUpperCase()).join(' · '),
      sections: languages.map((language) => ({
        heading: spec.headings[language] ?? '',
        lines: spec.lines.map((line) => line[language] ?? ''),
      })),
    },
    band: spec.band,
    ink: spec.ink,
    producer: 'Shopware emulator',
  };
  return addMedia(ctx, key, {
    fileName: spec.fileName,
    width: 595,
    height: 842,
    alt: spec.title,
    title: spec.title,
    drawing: { kind: 'document', primary: spec.band, secondary: spec.ink, label: '', variant: 0, frame: 'none' },
    document: { pdf, fileSize: renderPdf(pdf).length },
  });
}
