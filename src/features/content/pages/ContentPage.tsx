import React from 'react';
import type { PageContent } from '../../../services/storyblok/model';
import { BodyPage } from './BodyPage';

/** A free page (about, legal notice, FAQ …) built from body blocks. */
export function ContentPage({ content }: { content: PageContent }) {
  return <BodyPage content={content} />;
}
