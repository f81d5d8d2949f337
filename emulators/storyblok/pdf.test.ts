/**
 * The asset service's PDFs: well-formed (cross-reference offsets and stream lengths agree with
 * the bytes), deterministic, and sizes written as editors write them.
 */
import { describe, expect, it } from 'vitest';
import { formatFileSize, renderPdf } from './pdf';
import { validateSpace } from './store';
import type { ContentSpace, SeedAsset } from './types';

const asset: SeedAsset = {
  id: 1,
  filename: '/f/7/x/abc/catalogue.pdf',
  width: 595,
  height: 842,
  drawing: { background: '#1f3a5f', foreground: '#f6f1e7', shape: 'none' },
  document: {
    kind: 'pdf',
    brand: 'XLC',
    title: 'Montageanleitung Kupplungsträger – “neu” (€)',
    year: 2026,
    language: 'de',
    languageName: 'Deutsch',
    sections: [
      { heading: 'Fahrradteile', lines: Array.from({ length: 60 }, (_item, index) => `Zeile ${index + 1}: Sättel`) },
    ],
  },
};

describe('renderPdf', () => {
  it('writes a well-formed PDF whose cross-reference table points at its objects', () => {
    const bytes = renderPdf(asset);
    const body = bytes.toString('latin1');
    expect(body.startsWith('%PDF-1.4\n')).toBe(true);
    expect(body.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(body)?.[1]);
    expect(body.slice(startxref, startxref + 5)).toBe('xref\n');
    const entries = [...body.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries.length).toBeGreaterThanOrEqual(8);
    entries.forEach((offset, index) => expect(body.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    for (const match of body.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = (match.index ?? 0) + match[0].length;
      expect(body.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
    // Sixty lines do not fit one page: title page plus two section pages.
    expect(/\/Count (\d+)/.exec(body)?.[1]).toBe('3');
    // WinAnsi text: ä is e4, the en dash 96, the euro sign 80; the title in UTF-16 in the info.
    for (const hex of ['4b7570706c756e67737472e4676572', '96', '936e657594', '288029']) expect(body).toContain(hex);
    expect(body).toContain('/Title <feff004d006f006e');
    expect(Buffer.compare(bytes, renderPdf(asset))).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('writes KB with one decimal below 10 KB in the language’s number format, MB above 1024 KB', () => {
    expect(formatFileSize(1900, 'de')).toBe('1,9 KB');
    expect(formatFileSize(1900, 'en')).toBe('1.9 KB');
    expect(formatFileSize(18_600, 'fr')).toBe('18 KB');
    expect(formatFileSize(3 * 1024 * 1024, 'nl')).toBe('3,0 MB');
  });
});

describe('document assets in a space', () => {
  const space = (filename: string): ContentSpace => ({
    id: 7,
    name: 'S',
    publicToken: 'p',
    previewToken: 'q',
    languages: [],
    stories: [],
    datasources: [],
    assets: [{ ...asset, filename }],
  });

  it('live at /f/{space}/x/{hash}/{name}.pdf', () => {
    expect(validateSpace(space('/f/7/x/abc/catalogue.pdf'))).toEqual([]);
    expect(validateSpace(space('/f/7/595x842/abc/catalogue.pdf'))).toHaveLength(1);
    expect(validateSpace(space('/f/8/x/abc/catalogue.pdf'))).toHaveLength(1);
  });
});
