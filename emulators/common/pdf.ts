/**
 * PDF documents of the emulators (the content emulator's document assets, the store-api
 * emulator's product manuals): a small, valid PDF 1.4 file written here byte by byte: a title
 * page (brand, title, year and language on a coloured band) and pages with the document's
 * sections. Standard fonts (Helvetica) in WinAnsiEncoding, uncompressed streams, no clock: the
 * same description gives the same bytes, so a seed can state the file's size.
 */

export const PDF_CONTENT_TYPE = 'application/pdf';

/** What a PDF says. */
export interface PdfDocument {
  /** Named large on the title page and as the PDF's author. */
  brand: string;
  title: string;
  year: number;
  /** Language of the document (`de`), the PDF's `/Lang`. */
  language: string;
  /** The language's name in itself (`Deutsch`), on the title page. */
  languageName: string;
  /** Pages after the title page: a heading and its lines each. */
  sections?: Array<{ heading: string; lines: string[] }>;
}

/** A PDF to write: its document, the title page's colours and the producer it names. */
export interface PdfSpec {
  document: PdfDocument;
  /** CSS colour of the title page's band (`#1d3557`). */
  band: string;
  /** CSS colour of the brand on the band. */
  ink: string;
  /** The PDF's `/Producer`, e.g. the emulator that serves it (printable ASCII; parentheses dropped). */
  producer: string;
}

const PAGE = { width: 595, height: 842, margin: 56 };

/** WinAnsiEncoding bytes above Latin-1's printable range that differ from Unicode. */
const winAnsi: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  Œ: 0x8c,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  œ: 0x9c,
};

/** A text as a PDF hex string in WinAnsiEncoding; characters it lacks become `?`. */
function pdfText(value: string): string {
  let hex = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    const byte = winAnsi[char] ?? ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
    hex += byte.toString(16).padStart(2, '0');
  }
  return `<${hex}>`;
}

/** A text string of the document information: UTF-16BE with its byte order mark, as hex. */
function pdfInfoText(value: string): string {
  const bytes = Buffer.from(value, 'utf16le').swap16();
  return `<feff${bytes.toString('hex')}>`;
}

/** `#rgb` or `#rrggbb` as PDF colour operands; a dark grey for anything else. */
function rgb(colour: string): string {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match) return '0.2 0.2 0.2';
  const digits = match[1] ?? '';
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((index) => (parseInt(full.slice(index, index + 2), 16) / 255).toFixed(3)).join(' ');
}

/** Greedy word wrap by an average Helvetica glyph width (0.55 em). */
function wrap(value: string, size: number, width: number): string[] {
  const perLine = Math.max(8, Math.floor(width / (size * 0.55)));
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  font: 'F1' | 'F2';
  size: number;
  text: string;
  colour: string;
  x: number;
  y: number;
}

function pageStream(lines: Line[], band?: string): string {
  const parts: string[] = [];
  if (band) parts.push(`${rgb(band)} rg 0 ${PAGE.height - 300} ${PAGE.width} 300 re f`);
  for (const line of lines) {
    parts.push(`BT /${line.font} ${line.size} Tf ${line.colour} rg ${line.x} ${line.y} Td ${pdfText(line.text)} Tj ET`);
  }
  return parts.join('\n');
}

/** The PDF of a document, deterministic to the byte. */
export function renderPdf(spec: PdfSpec): Buffer {
  const { document } = spec;
  const dark = '0.133 0.133 0.133';
  const textWidth = PAGE.width - 2 * PAGE.margin;

  // Title page: the brand on a band of the drawing's background, then title, year and language.
  const title: Line[] = [
    {
      font: 'F2',
      size: 44,
      text: document.brand,
      colour: rgb(spec.ink),
      x: PAGE.margin,
      y: PAGE.height - 130,
    },
  ];
  let y = PAGE.height - 380;
  for (const text of wrap(document.title, 28, textWidth)) {
    title.push({ font: 'F2', size: 28, text, colour: dark, x: PAGE.margin, y });
    y -= 36;
  }
  title.push({
    font: 'F1',
    size: 14,
    text: `${document.year} · ${document.languageName}`,
    colour: dark,
    x: PAGE.margin,
    y: y - 10,
  });
  const pages: string[] = [pageStream(title, spec.band)];

  // Section pages: a heading and its lines, a new page when the current one is full.
  let lines: Line[] = [];
  y = PAGE.height - PAGE.margin;
  const flush = () => {
    if (lines.length > 0) pages.push(pageStream(lines));
    lines = [];
    y = PAGE.height - PAGE.margin;
  };
  for (const section of document.sections ?? []) {
    if (y < PAGE.margin + 80) flush();
    y -= 22;
    lines.push({ font: 'F2', size: 18, text: section.heading, colour: dark, x: PAGE.margin, y });
    y -= 10;
    for (const entry of section.lines) {
      for (const text of wrap(entry, 11, textWidth)) {
        if (y < PAGE.margin + 16) flush();
        y -= 16;
        lines.push({ font: 'F1', size: 11, text, colour: dark, x: PAGE.margin, y });
      }
    }
    y -= 12;
  }
  flush();

  // Objects: 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page and its content per page.
  const objects: string[] = [];
  const pageIds = pages.map((_page, index) => 6 + index * 2);
  objects.push(`<< /Type /Catalog /Pages 2 0 R /Lang (${document.language.replace(/[^A-Za-z0-9-]/g, '')}) >>`);
  objects.push(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(
    `<< /Title ${pdfInfoText(document.title)} /Author ${pdfInfoText(document.brand)} /Producer (${spec.producer.replace(/[^ -~]|[()\\]/g, '')})` +
      ` /CreationDate (D:${document.year}0101000000Z) >>`,
  );
  for (const [index, stream] of pages.entries()) {
    const contentId = pageIds[index] ?? 0;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}]` +
        ` /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }

  // Everything is ASCII (texts are hex strings) but the binary comment; offsets count bytes.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A file size as an editor writes it in a link text: `1,8 KB` (one decimal below 10 KB, in
 * the language's number format), `18 KB`, `1,2 MB`; 1 KB = 1024 bytes.
 */
export function formatFileSize(bytes: number, language: string): string {
  const units: Array<[string, number]> = [
    ['MB', 1024 * 1024],
    ['KB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size || unit === 'KB') {
      const value = bytes / size;
      const digits = value < 10 ? 1 : 0;
      const number = new Intl.NumberFormat(language, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value);
      return `${number} ${unit}`;
    }
  }
  return `${bytes} B`;
}
