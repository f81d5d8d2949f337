/**
 * The explicit block registry: which component renders each Storyblok block. A block without a
 * component renders `MissingBlock`: a note in preview, nothing on the public site.
 *
 * Each block's code is a chunk of its own, loaded when a page shows the block (issue 20): the
 * static HTML holds every block, and a Suspense boundary per block keeps that HTML while React
 * hydrates the rest of the page, then the block when its code arrives. So no page's first load
 * carries the code of the blocks, and hydration runs in short tasks, block by block. Once the
 * browser is idle the other blocks' code loads too, one block per idle period, so a page reached
 * in the app renders whole.
 */
import React, { type ComponentType, memo, Suspense, useEffect } from 'react';
import { HydrateOnView } from '../../../components/hydrate-on-view';
import { eachWhenIdle, onDemand, type OnDemand } from '../../../components/on-demand';
import { runtimeConfig } from '../../../config/runtime';
import { isPreviewSearch } from '../../../lib/consent';
import type { BlockOf, ComponentName } from '../../../services/storyblok/model';
import type { BlockProps } from './block-layout';
import { MissingBlock } from './MissingBlock';

/** Each name maps to a loader of a component that takes exactly that block type. */
type BlockLoaderMap = { [Name in ComponentName]?: () => Promise<ComponentType<BlockProps<BlockOf<Name>>>> };

/**
 * Every block that renders on its own: the page-body blocks, carousel slides, and the items
 * other stories refer to (so the editor can preview those stories too). Layout blocks (menu,
 * footer, cookie banner, flags) belong to the shell, page content types to the templates.
 */
export const blockLoaders = {
  hero: () => import('./Hero').then((module) => module.Hero),
  carousel: () => import('./Carousel').then((module) => module.Carousel),
  carousel_slide: () => import('./CarouselSlide').then((module) => module.CarouselSlide),
  hero_quote: () => import('./HeroQuote').then((module) => module.HeroQuote),
  // eslint-disable-next-line import/no-cycle -- on demand: its import of `Block` runs after this module
  rich_text: () => import('./RichTextSection').then((module) => module.RichTextSection),
  image: () => import('./ImageBlock').then((module) => module.ImageBlock),
  video: () => import('./Video').then((module) => module.Video),
  teaser_grid: () => import('./TeaserGrid').then((module) => module.TeaserGrid),
  product_teaser: () => import('./ProductTeaser').then((module) => module.ProductTeaser),
  faq: () => import('./Faq').then((module) => module.Faq),
  category_teaser: () => import('./CategoryTeaser').then((module) => module.CategoryTeaser),
  newsletter_signup: () => import('./NewsletterSignup').then((module) => module.NewsletterSignup),
  selling_points: () => import('./SellingPoints').then((module) => module.SellingPoints),
  contact_method: () => import('./ContactMethod').then((module) => module.ContactMethod),
  courier: () => import('./Courier').then((module) => module.Courier),
  payment_method: () => import('./PaymentMethod').then((module) => module.PaymentMethod),
  return_method: () => import('./ReturnMethod').then((module) => module.ReturnMethod),
  shipping_method: () => import('./ShippingMethod').then((module) => module.ShippingMethod),
  selling_point: () => import('./SellingPoint').then((module) => module.SellingPoint),
  social_channel: () => import('./SocialChannel').then((module) => module.SocialChannel),
} satisfies BlockLoaderMap;

export type RegisteredBlockName = keyof typeof blockLoaders;

/**
 * Blocks whose browser render adds nothing to their static HTML: no state, no effects, no data
 * that changes after the build (a product teaser's live price does), no form, no rich text (which
 * may hold any block, the contact form among them). Wherever they stand, the first block
 * included, their HTML stays as the server wrote it until the visitor reaches into it
 * (`openOn="reach"`): a tap or focus hydrates the block before the click lands, so its links
 * navigate in the app, and the pages they lead to are prefetched once they are in view.
 */
const staticBlocks: ReadonlySet<RegisteredBlockName> = new Set<RegisteredBlockName>([
  'hero',
  'hero_quote',
  'image',
  'teaser_grid',
  'category_teaser',
  'selling_points',
  'selling_point',
  'courier',
  'return_method',
  'social_channel',
]);

export const registeredBlockNames = Object.keys(blockLoaders) as RegisteredBlockName[];

export const isRegisteredBlock = (name: string): name is RegisteredBlockName => Object.hasOwn(blockLoaders, name);

interface AnyBlock {
  _uid: string;
  component: string;
}

/**
 * A block component as `Block` calls it: with the block whose name chose it, which `satisfies`
 * above ties to the component's own block type.
 */
type BlockComponent = ComponentType<BlockProps<AnyBlock>>;

const codes = new Map<RegisteredBlockName, OnDemand<BlockProps<AnyBlock>>>();

function codeOf(name: RegisteredBlockName): OnDemand<BlockProps<AnyBlock>> {
  const known = codes.get(name);
  if (known) return known;
  const code = onDemand(blockLoaders[name] as () => Promise<BlockComponent>);
  codes.set(name, code);
  return code;
}

/** Loads the code of the named blocks (all when none are named). */
export function loadBlocks(names: readonly RegisteredBlockName[] = registeredBlockNames): Promise<BlockComponent[]> {
  return Promise.all(names.map((name) => codeOf(name).load()));
}

function RegisteredBlock({ name, ...props }: BlockProps<AnyBlock> & { name: RegisteredBlockName }) {
  const { Component } = codeOf(name);
  return <Component {...props} />;
}

export interface BlockItemProps {
  block: AnyBlock;
  priority?: boolean;
  ownsPageTitle?: boolean;
  /** A section of the page further down: hydrated when the visitor nears it (`HydrateOnView`). */
  onView?: boolean;
}

/** An editor's preview swaps the page's blocks for the draft at once: no block waits for the view. */
const previewing = () =>
  typeof window !== 'undefined' && runtimeConfig.contentPreview !== null && isPreviewSearch(window.location.search);

/**
 * One block through the registry. Names without a component go straight to `MissingBlock`. A
 * block whose code is still on its way renders nothing in the browser (its static HTML stays
 * while the page hydrates); if that code fails to load, the error reaches the page's boundary,
 * which loads the page again once (src/shell/ErrorBoundary).
 * Memoised: the page re-rendering (the basket or consent changing) must not reach a block that
 * has not hydrated yet, or React drops its static HTML (React's error 421).
 */
export const Block = memo(function Block({
  block,
  priority = false,
  ownsPageTitle = false,
  onView = false,
}: BlockItemProps) {
  if (!isRegisteredBlock(block.component)) return <MissingBlock blok={block} />;
  const content = (
    <RegisteredBlock name={block.component} blok={block} priority={priority} ownsPageTitle={ownsPageTitle} />
  );
  const reachOnly = staticBlocks.has(block.component);
  if (onView || reachOnly) {
    return (
      <HydrateOnView id={`block-${block._uid}`} openOn={previewing() ? 'page' : reachOnly ? 'reach' : 'view'}>
        {content}
      </HydrateOnView>
    );
  }
  return <Suspense fallback={null}>{content}</Suspense>;
});

export interface BlocksProps {
  blocks: ReadonlyArray<AnyBlock> | null | undefined;
  /** The list starts the page: its first block gets `priority` (eager, high-priority image). */
  priority?: boolean;
  /** The first block supplies the page's `<h1>` (the template shows no title of its own). */
  ownsPageTitle?: boolean;
}

/**
 * A page's blocks, in order; those after the first hydrate when the visitor nears them, static
 * blocks (`staticBlocks`) only when the visitor reaches into them.
 */
export function Blocks({ blocks, priority = true, ownsPageTitle = false }: BlocksProps) {
  useEffect(() => eachWhenIdle(registeredBlockNames.map((name) => codeOf(name).load)), []);
  if (!blocks || blocks.length === 0) return null;
  return (
    <>
      {blocks.map((block, index) => (
        <Block
          key={block._uid}
          block={block}
          priority={priority && index === 0}
          ownsPageTitle={ownsPageTitle && index === 0}
          onView={index > 0}
        />
      ))}
    </>
  );
}
