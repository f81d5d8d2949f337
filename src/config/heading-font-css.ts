/**
 * The heading face's `@font-face` rules and its fallback's (`headingFontCss` in
 * src/gatsby/fonts.ts): a build constant that only the server renderer names, so no page's
 * scripts carry them.
 */
declare const __HEADING_FONT_CSS__: string;

export const headingFontCss: string = __HEADING_FONT_CSS__;
