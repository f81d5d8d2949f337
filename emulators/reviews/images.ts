/**
 * The customer photos of seeded reviews: a small landscape (sky, sun, two rows of hills, a
 * path) with a bicycle drawn from circles and lines, its colours and layout a pure function of
 * the image id. The original is 1200x900; the thumbnail is its centre square at 240x240.
 */
import { streamFor } from './seed';

export type ImageSize = 'thumb' | 'original';

export const imageSizes: Record<ImageSize, { width: number; height: number; viewBox: string }> = {
  thumb: { width: 240, height: 240, viewBox: '150 0 900 900' },
  original: { width: 1200, height: 900, viewBox: '0 0 1200 900' },
};

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)} ${saturation}% ${lightness}%)`;

export function reviewImageSvg(imageId: number, size: ImageSize): string {
  const next = streamFor('review-image', imageId);
  const between = (min: number, max: number) => Math.round(min + next() * (max - min));
  const skyHue = between(180, 230);
  const evening = next() < 0.3;
  const skyTop = evening ? hsl(skyHue + 60, 55, 62) : hsl(skyHue, 65, 62);
  const skyBottom = evening ? hsl(30, 85, 80) : hsl(skyHue + 15, 70, 88);
  const hillHue = between(80, 140);
  const frameHue = between(0, 359);
  const sun = { x: between(180, 1020), y: between(120, 280), r: between(55, 85) };
  const far = between(450, 520);
  const near = between(560, 620);
  // The bike stays inside the thumbnail's square (x 150-1050) whatever its position.
  const x = between(290, 580);
  const y = 650;
  const wheel = 110;
  const frame = hsl(frameHue, 70, 42);
  const line = (from: [number, number], to: [number, number]) =>
    `<line x1="${x + from[0]}" y1="${y + from[1]}" x2="${x + to[0]}" y2="${y + to[1]}"/>`;
  const spokes = (cx: number) =>
    [0, 45, 90, 135]
      .map((angle) => {
        const dx = Math.round(wheel * Math.cos((angle * Math.PI) / 180));
        const dy = Math.round(wheel * Math.sin((angle * Math.PI) / 180));
        return `<line x1="${cx - dx}" y1="${y - dy}" x2="${cx + dx}" y2="${y + dy}"/>`;
      })
      .join('');
  const { width, height, viewBox } = imageSizes[size];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice" role="img">
<title>Customer photo ${imageId}</title>
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hillHue, 45, 38)}"/><stop offset="1" stop-color="${hsl(hillHue, 50, 24)}"/></linearGradient>
</defs>
<rect width="1200" height="900" fill="url(#sky)"/>
<circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${hsl(45, 95, 78)}" opacity="0.9"/>
<path d="M0 ${far + 40} Q300 ${far - 60} 600 ${far} T1200 ${far - 20} V900 H0 Z" fill="${hsl(hillHue + 20, 30, 62)}"/>
<path d="M0 ${near + 30} Q400 ${near - 50} 800 ${near + 10} T1200 ${near} V900 H0 Z" fill="url(#ground)"/>
<path d="M0 900 L0 790 Q600 740 1200 770 L1200 900 Z" fill="${hsl(35, 25, 58)}"/>
<g fill="none" stroke="#6b7280" stroke-width="3">
${spokes(x)}${spokes(x + 330)}
</g>
<g fill="none" stroke="#1f2328" stroke-width="16">
<circle cx="${x}" cy="${y}" r="${wheel}"/><circle cx="${x + 330}" cy="${y}" r="${wheel}"/>
</g>
<g stroke="${frame}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
${line([0, 0], [140, 10])}${line([0, 0], [110, -170])}${line([140, 10], [110, -170])}${line([110, -170], [280, -180])}${line([140, 10], [295, -130])}${line([280, -180], [330, 0])}
</g>
<g stroke="#1f2328" stroke-width="14" stroke-linecap="round">
${line([110, -170], [100, -205])}${line([70, -210], [140, -210])}${line([280, -180], [270, -225])}${line([270, -225], [315, -230])}
</g>
<circle cx="${x + 140}" cy="${y + 10}" r="22" fill="#1f2328"/>
<circle cx="${x}" cy="${y}" r="10" fill="#9ca3af"/><circle cx="${x + 330}" cy="${y}" r="10" fill="#9ca3af"/>
</svg>
`;
}
