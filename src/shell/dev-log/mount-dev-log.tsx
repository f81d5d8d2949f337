/**
 * The development logger's toast UI, in its own React root at the end of the body: outside the
 * page tree, so it neither takes part in hydration nor disappears with a failed page. Loaded by
 * index.ts in development only.
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';
import { brand } from '../../config/runtime';
import type { ThemeTokens } from '../../config/schema';
import { colorDeclarations, createTheme } from '../../styles/theme';
import { copyText } from './copy-text';
import { DevLog } from './DevLog';
import type { LogStore } from './log-store';

// The brand's colour roles once more, on the logger's own element: toasts stay readable in both
// schemes even when no page rendered (and so no global style set them on the root).
const Scheme = styled.div<{ $tokens: ThemeTokens }>`
  color-scheme: light dark;
  ${({ $tokens }) => colorDeclarations($tokens.light)}
  @media (prefers-color-scheme: dark) {
    ${({ $tokens }) => colorDeclarations($tokens.dark)}
  }
`;

/** Renders the toasts of `store` on `win`; returns the unmount. */
export function mountDevLog(win: Window, store: LogStore): () => void {
  const doc = win.document;
  const host = doc.createElement('div');
  host.setAttribute('data-dev-log', '');
  doc.body.append(host);
  // Own id prefix: useId of this root must not repeat ids of the page's root.
  const root = createRoot(host, { identifierPrefix: 'dev-log-' });
  root.render(
    <ThemeProvider theme={createTheme(brand.theme)}>
      <Scheme $tokens={brand.theme}>
        <DevLog store={store} copyText={(text) => copyText(win, text)} />
      </Scheme>
    </ThemeProvider>,
  );
  let mounted = true;
  return () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    host.remove();
  };
}
