/**
 * Base styles of every page: colour schemes, a 10px rem root, typography and focus rings.
 *
 * A plain style sheet in the head of every page, written by the build from the brand's tokens, not
 * a styled-components global style: the page's first hydration would otherwise compute and parse
 * these rules again on every page load (a fifth of the shell's hydration at 4x, issue 20), for a
 * sheet that never changes within a build.
 */
import type { ThemeTokens } from '../config/schema';
import { colorDeclarations, createTheme } from './theme';

export function globalCss(tokens: ThemeTokens): string {
  const theme = createTheme(tokens);
  const css = `
  :root {
    color-scheme: light dark;
    ${colorDeclarations(tokens.light)}
  }
  @media (prefers-color-scheme: dark) {
    :root {
      ${colorDeclarations(tokens.dark)}
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    font-size: 62.5%;
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    font-family: ${theme.font.body};
    font-size: ${theme.textSize.md};
    font-weight: ${theme.font.weights.regular};
    line-height: 1.5;
  }
  h1, h2, h3, h4 {
    font-family: ${theme.font.heading};
    font-weight: ${theme.font.weights.bold};
    text-transform: ${theme.font.headingTransform};
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  /* The brand's bold, not the browser's: 700, or 900 for bolder text inside bold text. */
  b, strong, th { font-weight: ${theme.font.weights.bold}; }
  h1 { font-size: ${theme.headingSize.h1}; }
  h2 { font-size: ${theme.headingSize.h2}; }
  h3 { font-size: ${theme.headingSize.h3}; }
  h4 { font-size: ${theme.headingSize.h4}; }
  a { color: ${theme.color.link}; }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  #gatsby-focus-wrapper:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }`;
  // Sent with every page: line breaks, indentation and the spaces around punctuation go. Safe for
  // this sheet alone, whose selectors have no space before a ':' (no `a :hover`) that it would join.
  return css.replace(/\s*\n\s*/g, '').replace(/\s*([{};:,])\s*/g, '$1');
}
