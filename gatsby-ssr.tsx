import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { PageShell } from './src/components/layout/PageShell';
import { asPageContext } from './src/lib/page-context';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <PageShell pageContext={asPageContext(props.pageContext)}>{element}</PageShell>
);
