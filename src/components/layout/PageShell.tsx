import React from 'react';
import { ThemeProvider } from 'styled-components';
import { brand } from '../../config/runtime';
import type { PageContext } from '../../lib/page-context';
import { GlobalStyle } from '../../styles/GlobalStyle';
import { createTheme } from '../../styles/theme';
import { Layout } from './Layout';
import { PageContextProvider } from './page-context';

// The theme is fixed per build (one brand), so it is made once.
const theme = createTheme(brand.theme);

/** wrapRootElement of gatsby-browser and gatsby-ssr: the brand's theme and global style. */
export function RootShell({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle $tokens={brand.theme} />
      {children}
    </ThemeProvider>
  );
}

/** wrapPageElement: the page's locale context and the shared layout. */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: React.ReactNode }) {
  return (
    <PageContextProvider value={pageContext}>
      <Layout>{children}</Layout>
    </PageContextProvider>
  );
}
