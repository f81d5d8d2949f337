/**
 * The heading face's `@font-face` rules and its fallback's (see heading-font.ts): a build
 * constant that only the server renderer names, so no page's scripts carry the metrics.
 */
declare const __HEADING_FONT_CSS__: string;

export const headingFontCss: string = __HEADING_FONT_CSS__;
