import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { PageShell } from './src/shell/PageShell';
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

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PageShell pageContext={asPageContext(props.pageContext)}>{element}</PageShell>
);

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

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) =>
  scrollTarget(routerProps.location);
