// First: styled-components takes the server's styles over before any component is defined.
import './src/shell/adopt-server-styles';
import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import type { Renderer } from 'react-dom';
import { NavigationProgress, setNavigationDelayed } from './src/shell/NavigationProgress';
import { PageShell } from './src/shell/PageShell';
import { renderAfterPaint } from './src/shell/render-after-paint';
import { brand } from './src/config/runtime';
import {
  listenForHistoryNavigation,
  restoreAfterPageLoad,
  saveScrollPosition,
  scrollTarget,
} from './src/features/navigation';
import { keepAddressOfNotFoundPage } from './src/features/navigation';
import { asPageContext } from './src/lib/page-context';
import { parseLocale } from './src/lib/routing/locale';
import { startErrorReporting } from './src/services/error-reporting';
import { startDevLogger } from './src/shell/dev-log';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => {
  const pageContext = asPageContext(props.pageContext);
  return (
    <>
      <PageShell pageContext={pageContext}>{element}</PageShell>
      {/* Client only (renders nothing at hydration): the notice of a navigation over 1 s. */}
      <NavigationProgress label={pageContext.translations.navigationDelayed} />
    </>
  );
};

// React takes the page over once its server HTML has been painted (see render-after-paint.ts).
// Gatsby's type still names ReactDOM.render's legacy overloads; Gatsby 5 calls the renderer with
// (element, container) and keeps what it returns as the development runtime's cleanup.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  renderAfterPaint as unknown as Renderer;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // Development only (a no-op in a build): console warnings and errors as toasts.
  startDevLogger(window).catch(() => undefined);
  keepAddressOfNotFoundPage(window);
  listenForHistoryNavigation();
  const locale = parseLocale(window.location.pathname, brand.routing.localeSeparator);
  void startErrorReporting(locale?.country ?? brand.countries[0]?.code);
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  restoreAfterPageLoad();
  // Tells tests and synthetic monitoring that the page now reacts to input.
  document.documentElement.dataset.hydrated = 'true';
};

export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) saveScrollPosition(prevLocation);
};

// Gatsby's 'delayed' event: a navigation's resources take over 1 s; the new route ends the wait.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => setNavigationDelayed(true);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => setNavigationDelayed(false);

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) =>
  scrollTarget(routerProps.location);
