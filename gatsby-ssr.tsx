import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { PageShell } from './src/components/layout/PageShell';
import { imageFadeScript, imageFadeStyle } from './src/components/ui/image-fade';
import { asPageContext } from './src/lib/page-context';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageShell pageContext={asPageContext(props.pageContext)}>{element}</PageShell>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="image-fade" dangerouslySetInnerHTML={{ __html: imageFadeScript }} />,
    <style key="image-fade-style" dangerouslySetInnerHTML={{ __html: imageFadeStyle }} />,
  ]);
};
