import React from 'react';
import { RichText } from '../rich-text/RichText';
import type { StoryblokBlok } from '../rich-text/types';
import type { RichTextBlock } from '../../../services/storyblok/model';
import { editable } from './editable';
// eslint-disable-next-line import/no-cycle -- the registry loads this module with import() only, after both have run
import { Block } from './registry';
import { Section } from '../../../components/sections';
import { type BlockProps } from './block-layout';

/** Blocks embedded in the text render through the registry like any other block. */
const renderBlok = (blok: StoryblokBlok) => <Block block={blok} />;

/** A text section in the reading width of the theme. */
export function RichTextSection({ blok, ownsPageTitle = false }: BlockProps<RichTextBlock>) {
  if (!blok.text?.content?.length) return null;
  return (
    <Section {...editable(blok)} $width="text">
      <RichText document={blok.text} renderBlok={renderBlok} ownsPageTitle={ownsPageTitle} />
    </Section>
  );
}
