import React from 'react';
import { type StoryData, parseStoryContent, seoOf } from '../features/content';
import type { PageContext } from '../lib/page-context';
import type { PageContentTypeName } from '../services/storyblok/model';
import { PageHead } from './PageHead';

/** The `Head` of every content template: the story's SEO fields in the shell's document head. */
export function StoryHead({
  data,
  pageContext,
  component,
}: {
  data: StoryData;
  pageContext: PageContext;
  component: PageContentTypeName;
}) {
  const { title, description } = seoOf(parseStoryContent(data, component));
  return <PageHead pageContext={pageContext} title={title} description={description || undefined} />;
}
