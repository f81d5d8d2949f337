import { createGlobalStyle } from 'styled-components';
import type { ThemeTokens } from '../config/schema';
import { colorDeclarations } from './theme';

/** Base styles of every page: colour schemes, a 10px rem root, typography and focus rings. */
export const GlobalStyle = createGlobalStyle<{ $tokens: ThemeTokens }>`
  :root {
    color-scheme: light dark;
    ${({ $tokens }) => colorDeclarations($tokens.light)}
  }
  @media (prefers-color-scheme: dark) {
    :root {
      ${({ $tokens }) => colorDeclarations($tokens.dark)}
    }
  }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    font-size: 62.5%;
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.textSize.md};
    font-weight: ${({ theme }) => theme.font.weights.regular};
    line-height: 1.5;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    text-transform: ${({ theme }) => theme.font.headingTransform};
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  h1 { font-size: ${({ theme }) => theme.headingSize.h1}; }
  h2 { font-size: ${({ theme }) => theme.headingSize.h2}; }
  h3 { font-size: ${({ theme }) => theme.headingSize.h3}; }
  h4 { font-size: ${({ theme }) => theme.headingSize.h4}; }
  a { color: ${({ theme }) => theme.color.link}; }
  img, svg { max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  #gatsby-focus-wrapper:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
