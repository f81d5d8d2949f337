import React from 'react';
import { ThemeProvider } from 'styled-components';
import { brand } from '../config/runtime';
import type { PageContext } from '../lib/page-context';
import { GlobalStyle } from '../styles/GlobalStyle';
import '../styles/consent-banner.css';
import { createTheme } from '../styles/theme';
import { Layout } from './Layout';
import { PageContextProvider } from '../components/page-context';

// The theme is fixed per build (one brand), so it is made once.
const theme = createTheme(brand.theme);

/**
 * wrapPageElement of gatsby-browser and gatsby-ssr: theme, global style, the page's locale
 * context and the shared layout. The theme and global style sit here, not in wrapRootElement:
 * the site's own root wrapper lies outside gatsby-plugin-styled-components' style collection,
 * so a global style there would be missing from the server-rendered HTML (a flash of
 * unstyled content until hydration).
 */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle $tokens={brand.theme} />
      <PageContextProvider value={pageContext}>
        <Layout>{children}</Layout>
      </PageContextProvider>
    </ThemeProvider>
  );
}
