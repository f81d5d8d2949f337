import React from 'react';
import type { PageContent } from '../../../services/storyblok/model';
import { BodyPage } from './BodyPage';

/** The home page of a country (or market): its blocks, led by the hero, whose title is the `<h1>`. */
export function HomePage({ content }: { content: PageContent }) {
  return <BodyPage content={content} />;
}
