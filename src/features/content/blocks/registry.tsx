/**
 * The explicit block registry: which component renders each Storyblok block, handed to
 * `@storyblok/react` so `StoryblokComponent` (and the visual editor) render through it. A block
 * without a component renders `MissingBlock`: a note in preview, nothing on the public site.
 */
import { StoryblokComponent, storyblokInit } from '@storyblok/react';
import React, { type ComponentType } from 'react';
import type { BlockOf, ComponentName } from '../../../services/storyblok/model';
import { CategoryTeaser } from './CategoryTeaser';
import { Carousel } from './Carousel';
import { CarouselSlide } from './CarouselSlide';
import { ContactMethod } from './ContactMethod';
import { Courier } from './Courier';
import { asSbBlok } from './editable';
import { Faq } from './Faq';
import { Hero } from './Hero';
import { HeroQuote } from './HeroQuote';
import { ImageBlock } from './ImageBlock';
import type { BlockProps } from './block-layout';
import { MissingBlock } from './MissingBlock';
import { NewsletterSignup } from './NewsletterSignup';
import { PaymentMethod } from './PaymentMethod';
import { ProductTeaser } from './ProductTeaser';
import { ReturnMethod } from './ReturnMethod';
import { RichTextSection } from './RichTextSection';
import { SellingPoint } from './SellingPoint';
import { SellingPoints } from './SellingPoints';
import { ShippingMethod } from './ShippingMethod';
import { SocialChannel } from './SocialChannel';
import { TeaserGrid } from './TeaserGrid';
import { Video } from './Video';

/** Each name maps to a component that takes exactly that block type. */
type BlockComponentMap = { [Name in ComponentName]?: ComponentType<BlockProps<BlockOf<Name>>> };

/**
 * Every block that renders on its own: the page-body blocks, carousel slides, and the items
 * other stories refer to (so the editor can preview those stories too). Layout blocks (menu,
 * footer, cookie banner, flags) belong to the shell, page content types to the templates.
 */
export const blockComponents = {
  hero: Hero,
  carousel: Carousel,
  carousel_slide: CarouselSlide,
  hero_quote: HeroQuote,
  rich_text: RichTextSection,
  image: ImageBlock,
  video: Video,
  teaser_grid: TeaserGrid,
  product_teaser: ProductTeaser,
  faq: Faq,
  category_teaser: CategoryTeaser,
  newsletter_signup: NewsletterSignup,
  selling_points: SellingPoints,
  contact_method: ContactMethod,
  courier: Courier,
  payment_method: PaymentMethod,
  return_method: ReturnMethod,
  shipping_method: ShippingMethod,
  selling_point: SellingPoint,
  social_channel: SocialChannel,
} satisfies BlockComponentMap;

export type RegisteredBlockName = keyof typeof blockComponents;

export const registeredBlockNames = Object.keys(blockComponents) as RegisteredBlockName[];

export const isRegisteredBlock = (name: string): name is RegisteredBlockName => Object.hasOwn(blockComponents, name);

let initialised = false;

/**
 * Registers the components with `@storyblok/react` once per JavaScript realm (build worker,
 * browser); later calls do nothing. The map is the same constant everywhere, so sharing it
 * between server renders is safe. In the editor (`_storyblok_tk` in the URL) the SDK also loads
 * the Storyblok bridge, which makes the blocks selectable.
 */
export function initContentBlocks(): void {
  if (initialised) return;
  initialised = true;
  storyblokInit({
    components: blockComponents,
    enableFallbackComponent: true,
    customFallbackComponent: MissingBlock,
  });
}

export interface BlocksProps {
  blocks: ReadonlyArray<{ _uid: string; component: string }> | null | undefined;
  /** The list starts the page: its first block gets `priority` (eager, high-priority image). */
  priority?: boolean;
  /** The first block supplies the page's `<h1>` (the template shows no title of its own). */
  ownsPageTitle?: boolean;
}

/**
 * A list of blocks, in order, each through `StoryblokComponent`. Names without a component go
 * straight to `MissingBlock`: the SDK's own lookup would log an error in every visitor's console.
 */
export function Blocks({ blocks, priority = true, ownsPageTitle = false }: BlocksProps) {
  initContentBlocks();
  if (!blocks || blocks.length === 0) return null;
  return (
    <>
      {blocks.map((block, index) =>
        isRegisteredBlock(block.component) ? (
          <StoryblokComponent
            key={block._uid}
            blok={asSbBlok(block)}
            priority={priority && index === 0}
            ownsPageTitle={ownsPageTitle && index === 0}
          />
        ) : (
          <MissingBlock key={block._uid} blok={block} />
        ),
      )}
    </>
  );
}
