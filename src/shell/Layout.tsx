import React, { memo, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import { brand, runtimeConfig } from '../config/runtime';
import { ComparePanelSlot } from '../features/compare';
import { ConsentSdk } from '../features/consent';
import { ContentDataProvider, useContentData } from '../features/content';
import { reloadWhereTheVisitorIs } from '../features/navigation';
import { useNewsletterSignup } from '../features/newsletter';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { Footer } from './Footer';
import { Header } from './Header';
import { SessionChannel } from './SessionChannel';
import { SkipLink } from './SkipLink';
import { HydratedMark, HydrateOnView } from '../components/hydrate-on-view';
import { usePageContext } from '../components/page-context';

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export const mainContentId = 'main-content';

/**
 * Gives every page's content blocks the newsletter sign-up of the page's country, keeping what
 * an outer provider gave (catalogue products of a page query).
 */
function ShopContentData({ children }: { children: React.ReactNode }) {
  const { country } = usePageContext();
  const outer = useContentData();
  const onNewsletterSignup = useNewsletterSignup(country, 'content-block');
  const value = useMemo(() => ({ ...outer, onNewsletterSignup }), [outer, onNewsletterSignup]);
  return <ContentDataProvider value={value}>{children}</ContentDataProvider>;
}

/**
 * The footer is below the fold of every page: its static HTML serves until the visitor nears it.
 * Memoised without props, so the layout rendering again never reaches it while it waits.
 */
const FooterOnView = memo(function FooterOnView() {
  return (
    <HydrateOnView id="footer">
      <Footer />
    </HydrateOnView>
  );
});

/**
 * The header's region sticks to the top, not the header inside it: a sticky element sticks only
 * within its parent's box.
 */
const StickyRegion = styled(HydrateOnView)`
  position: sticky;
  top: 0;
  z-index: 50;
`;

/**
 * The header hydrates in a task of its own, right after the page's (it is always in view): the
 * page's first hydration is then shorter (issue 20). Without props, as a waiting region must be.
 */
const HeaderOnView = memo(function HeaderOnView() {
  return (
    <StickyRegion id="header">
      <Header />
      <HydratedMark selector="header" />
    </StickyRegion>
  );
});

/** The frame every page shares: skip link, header with mega menu, main landmark, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { translations, canonicalPath } = usePageContext();
  return (
    <>
      <SessionChannel />
      <SkipLink target={mainContentId}>{translations.skipToContent}</SkipLink>
      {/* Each region a Suspense boundary: one whose code is late keeps its HTML, the others hydrate. */}
      <HeaderOnView />
      <Main id={mainContentId} tabIndex={-1}>
        <Suspense fallback={null}>
          <HydratedMark selector={`#${mainContentId}`} />
          <ErrorBoundary
            resetKey={canonicalPath}
            fallback={<ErrorPage title={translations.serverErrorTitle} text={translations.serverErrorText} />}
            reloadOnMissingCode={reloadWhereTheVisitorIs}
          >
            <ShopContentData>{children}</ShopContentData>
          </ErrorBoundary>
        </Suspense>
      </Main>
      <FooterOnView />
      {brand.flags.bikeComparison ? (
        // The panel is an extra: when its code fails to load (offline, a deploy removed it), the page stays.
        <ErrorBoundary resetKey={canonicalPath} fallback={null}>
          <ComparePanelSlot />
        </ErrorBoundary>
      ) : null}
      <ConsentSdk src={runtimeConfig.consentSdkUrl} />
    </>
  );
}
