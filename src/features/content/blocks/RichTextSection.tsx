import { StoryblokComponent } from '@storyblok/react';
import React from 'react';
import { RichText } from '../rich-text/RichText';
import type { StoryblokBlok } from '../rich-text/types';
import type { RichTextBlock } from '../../../services/storyblok/model';
import { asSbBlok, editable } from './editable';
import { Section } from '../../../components/sections';
import { type BlockProps } from './block-layout';

/** Blocks embedded in the text render through the registry like any other block. */
const renderBlok = (blok: StoryblokBlok) => <StoryblokComponent blok={asSbBlok(blok)} />;

/** A text section in the reading width of the theme. */
export function RichTextSection({ blok, ownsPageTitle = false }: BlockProps<RichTextBlock>) {
  if (!blok.text?.content?.length) return null;
  return (
    <Section {...editable(blok)} $width="text">
      <RichText document={blok.text} renderBlok={renderBlok} ownsPageTitle={ownsPageTitle} />
    </Section>
  );
}
