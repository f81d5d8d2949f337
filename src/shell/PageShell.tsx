import React from 'react';
import { ThemeProvider } from 'styled-components';
import { brand } from '../config/runtime';
import type { PageContext } from '../lib/page-context';
import '../styles/consent-banner.css';
import { createTheme } from '../styles/theme';
import { Layout } from './Layout';
import { PageContextProvider } from '../components/page-context';

// The theme is fixed per build (one brand), so it is made once.
const theme = createTheme(brand.theme);

/**
 * wrapPageElement of gatsby-browser and gatsby-ssr: theme, the page's locale context and the
 * shared layout. The theme sits here, not in wrapRootElement: the site's own root wrapper lies
 * outside gatsby-plugin-styled-components' style collection. The base styles are a plain style
 * sheet in the head (`globalCss`, written by gatsby-ssr).
 */
export function PageShell({ pageContext, children }: { pageContext: PageContext; children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <PageContextProvider value={pageContext}>
        <Layout>{children}</Layout>
      </PageContextProvider>
    </ThemeProvider>
  );
}
