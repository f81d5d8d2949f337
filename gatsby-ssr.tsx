import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { renderHtml } from './src/gatsby/render-html';
import { withConstantScriptLoader } from './src/gatsby/script-loader';
import { PageShell } from './src/shell/PageShell';
import { markServerStyles } from './src/shell/server-styles';
import { globalCss } from './src/styles/global-css';
import { imageFadeScript, imageFadeStyle } from './src/components/ui/image-fade';
import { brand, runtimeConfig } from './src/config/runtime';
import { favicon } from './src/config/site-icon';
import { headingFontCss } from './src/config/heading-font-css';
import { consentDomainScript, consentLoaderScript } from './src/lib/consent';
import { preloadedFontFile } from './src/lib/fonts';
import { defaultLocale } from './src/lib/i18n/locales';
import { asPageContext } from './src/lib/page-context';
import { preconnectOrigins } from './src/lib/preconnect';
import { parseLocale } from './src/lib/routing/locale';
import { addressRepairScript, ownPathAttribute } from './src/lib/routing/address-repair';
import { isNotFoundPath } from './src/lib/routing/routes';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageShell pageContext={asPageContext(props.pageContext)}>{element}</PageShell>
);

/** Gatsby's own renderer, without the NUL bytes React 18 leaves beside multi-byte characters. */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderHtml(bodyComponent as React.ReactElement));
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents }) => {
  const country = parseLocale(pathname, brand.routing.localeSeparator)?.country ?? defaultLocale(brand).country;
  const consentLoader = consentLoaderScript(runtimeConfig.consentSdkUrl, consentDomainScript(brand, country));
  const face = brand.theme.tokens.font.headingFace;
  const origins = preconnectOrigins(
    [runtimeConfig.consentSdkUrl, runtimeConfig.commerce[country]?.baseUrl],
    new URL(runtimeConfig.siteUrl).origin,
  );
  setHeadComponents([
    <link key="icon" rel="icon" type="image/png" sizes="32x32" href={favicon} />,
    ...origins.map((origin) => <link key={`preconnect-${origin}`} rel="preconnect" href={origin} />),
    // Before the app's scripts: a not-found page answers addresses Gatsby's router cannot read.
    ...(isNotFoundPath(pathname)
      ? [
          <script
            key="address-repair"
            {...{ [ownPathAttribute]: pathname }}
            dangerouslySetInnerHTML={{ __html: addressRepairScript }}
          />,
        ]
      : []),
    <script key="image-fade" dangerouslySetInnerHTML={{ __html: imageFadeScript }} />,
    <style key="image-fade-style" dangerouslySetInnerHTML={{ __html: imageFadeStyle }} />,
    <script key="consent-sdk" dangerouslySetInnerHTML={{ __html: consentLoader }} />,
    ...(face
      ? [
          <link
            key="heading-font"
            rel="preload"
            href={preloadedFontFile(face)}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />,
          <style key="heading-font-face" dangerouslySetInnerHTML={{ __html: headingFontCss }} />,
        ]
      : []),
  ]);
};

// The same for every page of a build: made once.
const baseStyle = <style key="base-style" dangerouslySetInnerHTML={{ __html: globalCss(brand.theme) }} />;

/**
 * The base styles first in the head, before the components' styles, which override them where
 * both apply with the same specificity (a control's own outline over the focus ring's), their
 * element marked for the browser to take over (see server-styles.ts); and Gatsby's per-page
 * inline script made the same on every page (see script-loader.tsx).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents([baseStyle, ...markServerStyles(getHeadComponents())]);
  replacePostBodyComponents(withConstantScriptLoader(getPostBodyComponents()));
};
