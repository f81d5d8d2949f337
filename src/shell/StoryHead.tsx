import React from 'react';
import { type StoryData, parseStoryContent, seoOf, storyHeadExtras } from '../features/content';
import type { PageContext } from '../lib/page-context';
import type { PageContentTypeName } from '../services/storyblok/model';
import { PageHead } from './PageHead';

/** The `Head` of every content template: the story's SEO fields, social card and structured data. */
export function StoryHead({
  data,
  pageContext,
  component,
}: {
  data: StoryData;
  pageContext: PageContext;
  component: PageContentTypeName;
}) {
  const content = parseStoryContent(data, component);
  const { title, description } = seoOf(content);
  const extras = storyHeadExtras(content, pageContext, { description, dates: data.storyblokEntry ?? {} });
  return (
    <PageHead
      pageContext={pageContext}
      title={title}
      description={description || undefined}
      card={extras.card}
      structuredData={extras.structuredData}
    />
  );
}
