import React from 'react';
import styled from 'styled-components';
import { runtimeConfig } from '../../config/runtime';
import { ConsentSdk } from '../../features/consent/ConsentSdk';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorPage } from './ErrorPage';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { usePageContext } from './page-context';

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

export const mainContentId = 'main-content';

/** The frame every page shares: skip link, header with mega menu, main landmark, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  const { translations, canonicalPath } = usePageContext();
  return (
    <>
      <SkipLink target={mainContentId}>{translations.skipToContent}</SkipLink>
      <Header />
      <Main id={mainContentId} tabIndex={-1}>
        <ErrorBoundary
          resetKey={canonicalPath}
          fallback={<ErrorPage title={translations.serverErrorTitle} text={translations.serverErrorText} />}
        >
          {children}
        </ErrorBoundary>
      </Main>
      <Footer />
      <ConsentSdk src={runtimeConfig.consentSdkUrl} />
    </>
  );
}
