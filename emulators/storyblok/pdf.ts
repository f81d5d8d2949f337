/**
 * Documents of the emulator's asset service: a PDF asset (`SeedAsset.document`) is served as the
 * PDF the emulators' common writer makes of it (emulators/common/pdf.ts): a title page on the
 * asset's drawing colours, then the document's sections.
 */
import { renderPdf as renderDocument } from '../common/pdf';
import type { SeedAsset } from './types';

export { formatFileSize, PDF_CONTENT_TYPE } from '../common/pdf';

/** The PDF of a document asset, deterministic to the byte. */
export function renderPdf(asset: Pick<SeedAsset, 'drawing' | 'document'>): Buffer {
  const document = asset.document;
  if (!document) throw new Error('renderPdf: the asset is no document');
  return renderDocument({
    document,
    band: asset.drawing.background,
    ink: asset.drawing.foreground,
    producer: 'Storyblok emulator',
  });
}
