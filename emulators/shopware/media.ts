/**
 * The emulator's media route: every picture of the demo catalogue is an SVG recipe (a bike
 * silhouette in the product's colours, a part, a logo, a badge, a geometry drawing) rendered with
 * sharp at the requested width: JPEG, except badges, which shops upload as transparent PNG
 * stickers. Same media and width, same bytes; renders are cached. A document (a product's
 * manual) is a PDF written from its description (emulators/common/pdf.ts), in one size only.
 */
import sharp from 'sharp';
import { PDF_CONTENT_TYPE, renderPdf } from '../common/pdf';
import type { SeedDocument, SeedDrawing, SeedMedia } from '../seed/catalog';

export type MediaFormat = 'jpg' | 'png' | 'pdf';

/** The file format of a media file: documents PDF, badges transparent PNG, photos and drawings JPEG. */
export function mediaFormat(media: Pick<SeedMedia, 'drawing' | 'document'>): MediaFormat {
  if (media.document) return 'pdf';
  return media.drawing.kind === 'badge' ? 'png' : 'jpg';
}

/** The MIME type of a media file, as Shopware stores it. */
export function mediaMimeType(media: Pick<SeedMedia, 'drawing' | 'document'>): string {
  return { jpg: 'image/jpeg', png: 'image/png', pdf: PDF_CONTENT_TYPE }[mediaFormat(media)];
}

/** Thumbnail widths of the spec (320 or 400 preferred for listings). */
export const thumbnailWidths = [320, 400, 800, 1920] as const;

/** The widths a picture is served in: its thumbnails and its original; none for a document. */
export function servedWidths(media: Pick<SeedMedia, 'width' | 'document'>): number[] {
  if (media.document) return [];
  return [...thumbnailWidths.filter((width) => width < media.width), media.width];
}

/** The file name a document is served under: its name and extension, as Shopware's URLs end. */
export function documentFile(media: Pick<SeedMedia, 'fileName'>): string {
  return `${media.fileName}.pdf`;
}

const documents = new WeakMap<SeedDocument, Buffer>();

/** The bytes of a document, written once per seed entry. */
export function documentBytes(document: SeedDocument): Buffer {
  let bytes = documents.get(document);
  if (!bytes) {
    bytes = renderPdf(document.pdf);
    documents.set(document, bytes);
  }
  return bytes;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

const font = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`;

interface BikeGeometry {
  rear: [number, number];
  front: [number, number];
  bb: [number, number];
  seatTop: [number, number];
  headTop: [number, number];
  headBottom: [number, number];
  radius: number;
}

function geometry(scale: number, dx: number, dy: number, variant: number, kids: boolean): BikeGeometry {
  const p = (x: number, y: number): [number, number] => [dx + x * scale, dy + y * scale];
  const lean = (variant % 3) * 8;
  const radius = (kids ? 125 : 170) * scale;
  return {
    rear: p(300, 520),
    front: p(kids ? 840 : 900, 520),
    bb: p(560, 545),
    seatTop: p(480 - lean, kids ? 330 : 250),
    headTop: p((kids ? 760 : 800) + lean, kids ? 330 : 262),
    headBottom: p((kids ? 780 : 828) + lean, kids ? 400 : 360),
    radius,
  };
}

const line = (a: [number, number], b: [number, number], color: string, width: number) =>
  `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="${color}" stroke-width="${width.toFixed(1)}" stroke-linecap="round"/>`;

function wheel(center: [number, number], radius: number, scale: number): string {
  const spokes = Array.from({ length: 8 }, (_, index) => {
    const angle = (index * Math.PI) / 8;
    const dx = Math.cos(angle) * radius * 0.92;
    const dy = Math.sin(angle) * radius * 0.92;
    return line([center[0] - dx, center[1] - dy], [center[0] + dx, center[1] + dy], '#9a9a9a', 2 * scale);
  }).join('');
  return `<circle cx="${center[0]}" cy="${center[1]}" r="${radius}" fill="none" stroke="#222" stroke-width="${22 * scale}"/>${spokes}<circle cx="${center[0]}" cy="${center[1]}" r="${12 * scale}" fill="#444"/>`;
}

/** A side view of a bike: wheels, frame of the given shape, fork, bar, saddle; e-bikes get battery and motor. */
function bike(drawing: SeedDrawing, scale: number, dx: number, dy: number): string {
  const kids = drawing.kind === 'kids';
  const ebike = drawing.kind === 'ebike';
  const g = geometry(scale, dx, dy, drawing.variant, kids);
  const tube = 26 * scale;
  const frame: string[] = [];
  const c = drawing.primary;
  const mid = (a: [number, number], b: [number, number], t: number): [number, number] => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
  ];
  frame.push(line(g.bb, g.rear, c, tube * 0.8), line(g.seatTop, g.rear, c, tube * 0.7), line(g.bb, g.seatTop, c, tube));
  switch (drawing.frame) {
    case 'trapeze':
      frame.push(line(g.headTop, mid(g.bb, g.seatTop, 0.55), c, tube), line(g.headBottom, g.bb, c, tube * 1.1));
      break;
    case 'lowstep': {
      const [hx, hy] = g.headBottom;
      const [bx, by] = g.bb;
      frame.push(
        `<path d="M ${hx} ${hy} Q ${hx - 60 * scale} ${by + 10 * scale} ${bx} ${by}" fill="none" stroke="${c}" stroke-width="${tube * 1.2}" stroke-linecap="round"/>`,
      );
      break;
    }
    case 'mixte':
      frame.push(line(g.headTop, g.rear, c, tube * 0.6), line(g.headBottom, g.bb, c, tube));
      break;
    default:
      frame.push(line(g.headTop, g.seatTop, c, tube), line(g.headBottom, g.bb, c, tube * 1.1));
  }
  const parts: string[] = [wheel(g.rear, g.radius, scale), wheel(g.front, g.radius, scale)];
  parts.push(...frame);
  parts.push(line(g.headTop, g.headBottom, c, tube * 1.2), line(g.headBottom, g.front, '#3a3a3a', tube * 0.7));
  if (ebike) {
    parts.push(line(mid(g.headBottom, g.bb, 0.12), mid(g.headBottom, g.bb, 0.8), drawing.secondary, tube * 1.7));
    parts.push(
      `<circle cx="${g.bb[0]}" cy="${g.bb[1]}" r="${46 * scale}" fill="#2b2b2b" stroke="${drawing.secondary}" stroke-width="${6 * scale}"/>`,
    );
  } else {
    parts.push(
      `<circle cx="${g.bb[0]}" cy="${g.bb[1]}" r="${34 * scale}" fill="none" stroke="#444" stroke-width="${8 * scale}"/>`,
    );
  }
  const stemTop: [number, number] = [g.headTop[0] - 10 * scale, g.headTop[1] - 60 * scale];
  parts.push(
    line(g.headTop, stemTop, '#3a3a3a', 14 * scale),
    line(stemTop, [stemTop[0] - 70 * scale, stemTop[1] - 8 * scale], '#2b2b2b', 16 * scale),
  );
  const seat: [number, number] = [g.seatTop[0] - 12 * scale, g.seatTop[1] - 40 * scale];
  parts.push(line(g.seatTop, seat, '#3a3a3a', 12 * scale));
  parts.push(
    `<rect x="${seat[0] - 70 * scale}" y="${seat[1] - 18 * scale}" width="${130 * scale}" height="${26 * scale}" rx="${12 * scale}" fill="#1d1d1f"/>`,
  );
  if (drawing.label) {
    const at = mid(g.headBottom, g.bb, 0.45);
    parts.push(
      `<text x="${at[0]}" y="${at[1] + 8 * scale}" ${font} font-size="${22 * scale}" font-weight="bold" fill="${drawing.secondary}" text-anchor="middle" transform="rotate(${((Math.atan2(g.bb[1] - g.headBottom[1], g.bb[0] - g.headBottom[0]) * 180) / Math.PI + 180).toFixed(1)} ${at[0]} ${at[1]})">${escapeXml(drawing.label.toUpperCase())}</text>`,
    );
  }
  return parts.join('');
}

function part(drawing: SeedDrawing): string {
  const shapes = [
    `<circle cx="600" cy="400" r="230" fill="${drawing.primary}"/><circle cx="600" cy="400" r="90" fill="${drawing.secondary}"/>`,
    `<rect x="250" y="250" width="700" height="300" rx="150" fill="${drawing.primary}"/><rect x="330" y="330" width="540" height="140" rx="70" fill="${drawing.secondary}"/>`,
    `<path d="M 300 560 L 600 200 L 900 560 Z" fill="${drawing.primary}"/><circle cx="600" cy="440" r="70" fill="${drawing.secondary}"/>`,
    `<rect x="350" y="180" width="500" height="440" rx="60" fill="${drawing.primary}"/><rect x="420" y="250" width="360" height="60" rx="30" fill="${drawing.secondary}"/>`,
    `<ellipse cx="600" cy="400" rx="330" ry="170" fill="${drawing.primary}"/><ellipse cx="600" cy="400" rx="200" ry="70" fill="${drawing.secondary}"/>`,
    `<path d="M 280 420 Q 600 120 920 420 L 860 470 Q 600 240 340 470 Z" fill="${drawing.primary}"/><rect x="560" y="430" width="80" height="160" rx="20" fill="${drawing.secondary}"/>`,
  ];
  return `${shapes[drawing.variant % shapes.length]}<text x="600" y="730" ${font} font-size="56" font-weight="bold" fill="#3a3a3a" text-anchor="middle">${escapeXml(drawing.label)}</text>`;
}

function battery(drawing: SeedDrawing): string {
  return `<rect x="200" y="260" width="760" height="280" rx="60" fill="${drawing.primary}"/><rect x="960" y="340" width="50" height="120" rx="14" fill="${drawing.primary}"/>
<rect x="240" y="300" width="${120 + (drawing.variant % 4) * 150}" height="200" rx="40" fill="${drawing.secondary}"/>
<text x="580" y="660" ${font} font-size="64" font-weight="bold" fill="#3a3a3a" text-anchor="middle">${escapeXml(drawing.label)}</text>`;
}

function geometryDrawing(drawing: SeedDrawing): string {
  const outline: SeedDrawing = {
    ...drawing,
    kind: 'bike',
    primary: '#9a9a9a',
    secondary: '#9a9a9a',
    label: '',
    frame: drawing.frame === 'none' ? 'diamond' : drawing.frame,
  };
  const g = geometry(0.85, 90, 110, drawing.variant, false);
  const dims: [string, [number, number], [number, number]][] = [
    ['A', g.bb, g.seatTop],
    ['B', g.seatTop, g.headTop],
    ['C', g.rear, g.front],
    ['D', g.headTop, g.headBottom],
  ];
  const annotations = dims
    .map(([label, a, b], index) => {
      const offset = 36 + index * 6;
      const mx = (a[0] + b[0]) / 2 + offset;
      const my = (a[1] + b[1]) / 2 - offset;
      return `${line(a, b, '#1f4e8c', 3)}<circle cx="${mx}" cy="${my}" r="24" fill="#1f4e8c"/><text x="${mx}" y="${my + 9}" ${font} font-size="26" fill="#fff" text-anchor="middle">${label}</text>`;
    })
    .join('');
  return `${bike(outline, 0.85, 90, 110)}${annotations}<text x="600" y="860" ${font} font-size="40" fill="#1d1d1f" text-anchor="middle">${escapeXml(drawing.label)}</text>`;
}

function viewBoxOf(kind: SeedDrawing['kind']): [number, number] {
  switch (kind) {
    case 'hero':
    case 'logo':
      return [1200, 600];
    case 'badge':
      return [400, 400];
    case 'geometry':
      return [1200, 900];
    case 'category':
      return [1200, 400];
    default:
      return [1200, 800];
  }
}

/** The SVG of a media file at a pixel size; the drawing is scaled into the viewBox. */
export function drawingSvg(media: SeedMedia, width: number): string {
  const drawing = media.drawing;
  const height = Math.round((width * media.height) / media.width);
  const [vw, vh] = viewBoxOf(drawing.kind);
  let body: string;
  let background = '#f4f4f2';
  switch (drawing.kind) {
    case 'bike':
    case 'ebike':
    case 'kids':
      body = bike(
        drawing,
        drawing.variant >= 10 ? 1.6 : 1,
        drawing.variant >= 10 ? -(drawing.variant - 9) * 380 : 0,
        drawing.variant >= 10 ? -330 : 0,
      );
      break;
    case 'part':
      body = part(drawing);
      break;
    case 'battery':
      body = battery(drawing);
      break;
    case 'geometry':
      background = '#ffffff';
      body = geometryDrawing(drawing);
      break;
    case 'logo':
      background = drawing.primary;
      body = `<text x="600" y="340" ${font} font-size="${Math.min(150, 1400 / Math.max(4, drawing.label.length))}" font-weight="bold" letter-spacing="6" fill="${drawing.secondary}" text-anchor="middle">${escapeXml(drawing.label.toUpperCase())}</text>`;
      break;
    case 'badge': {
      // A round sticker on transparency; a long label goes on two lines, large enough to read small.
      background = 'none';
      const [first, ...rest] = drawing.label.split(' ');
      const lines = drawing.label.length > 9 && first && rest.length > 0 ? [first, rest.join(' ')] : [drawing.label];
      const size = Math.min(96, Math.floor(560 / Math.max(...lines.map((line) => line.length))));
      const top = 200 - ((lines.length - 1) * size * 1.05) / 2 + size * 0.36;
      body = `<circle cx="200" cy="200" r="196" fill="${drawing.primary}"/><circle cx="200" cy="200" r="172" fill="none" stroke="${drawing.secondary}" stroke-width="6" opacity="0.6"/>${lines
        .map(
          (line, index) =>
            `<text x="200" y="${Math.round(top + index * size * 1.05)}" ${font} font-size="${size}" font-weight="bold" fill="${drawing.secondary}" text-anchor="middle">${escapeXml(line)}</text>`,
        )
        .join('')}`;
      break;
    }
    case 'hero':
      background = 'url(#sky)';
      body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${drawing.secondary}"/><stop offset="1" stop-color="#f4f4f2"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#sky)"/><rect y="520" width="1200" height="80" fill="#5b6238"/>
${bike({ ...drawing, kind: 'bike', label: '' }, 0.62, 520, 130)}
<text x="60" y="140" ${font} font-size="64" font-weight="bold" fill="#1d1d1f">${escapeXml(drawing.label)}</text>`;
      break;
    case 'document':
      // Documents are served as PDF; a picture of one is its title page's colours.
      background = drawing.primary;
      body = '';
      break;
    case 'category':
      background = drawing.secondary;
      body = `${bike({ ...drawing, kind: 'bike', label: '' }, 0.45, 640, 60)}<text x="60" y="230" ${font} font-size="72" font-weight="bold" fill="${drawing.primary}">${escapeXml(drawing.label)}</text>`;
      break;
  }
  const backdrop =
    background === 'none'
      ? ''
      : `<rect width="${vw}" height="${vh}" fill="${background.startsWith('url') ? '#f4f4f2' : background}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid meet">${backdrop}${body}</svg>`;
}

/** Renders media to JPEG, keeping the most recent renders in memory. */
export class ImageRenderer {
  private readonly cache = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries = 256) {}

  render(media: SeedMedia, width: number): Promise<Buffer> {
    const key = `${media.id}:${width}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Re-insert to mark as recently used.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const svg = sharp(Buffer.from(drawingSvg(media, width)));
    const rendering = (
      mediaFormat(media) === 'png'
        ? svg.png({ compressionLevel: 9, palette: true })
        : svg.flatten({ background: '#ffffff' }).jpeg({ quality: 78 })
    ).toBuffer();
    this.cache.set(key, rendering);
    rendering.catch(() => this.cache.delete(key));
    while (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
    return rendering;
  }
}
