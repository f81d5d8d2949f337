import React from 'react';
import { editable } from '../blocks/editable';
import { present } from '../blocks/block-layout';
import { Blocks } from '../blocks/registry';
import type { BodyBlock, PageContent } from '../../../services/storyblok/model';
import { StoryHeader } from './StoryHeader';

/** Whether the body opens with a hero that has a title: that title is then the page's `<h1>`. */
export function heroOwnsTitle(body: readonly BodyBlock[] | null | undefined): boolean {
  const first = body?.[0];
  return first?.component === 'hero' && present(first.title);
}

/**
 * A page made of body blocks. A leading hero supplies the `<h1>`; without one the page title is
 * shown as the heading above the blocks, so every page has exactly one.
 */
export function BodyPage({ content }: { content: PageContent }) {
  const heroTitle = heroOwnsTitle(content.body);
  return (
    <div {...editable(content)}>
      {!heroTitle && <StoryHeader title={content.title} />}
      <Blocks blocks={content.body} ownsPageTitle={heroTitle} />
    </div>
  );
}
