/** Blocks used on several pages of the shop tree (and, for the newsletter and video, the marketing sites). */
import type {
  AssetField,
  CategoryTeaserBlock,
  FaqBlock,
  HeroQuoteBlock,
  NewsletterSignupBlock,
  TeaserGridBlock,
  VideoBlock,
} from '../../../../src/services/storyblok/model';
import { hash53 } from '../../../common/prng';
import { copyLanguageOf, languageCopy } from '../copy';
import type { StoryContext, Texts } from '../space-builder';
import type { CountryShop } from './context';

/** The thank-you after a newsletter sign-up, in the editors' words (the footer form's too). */
export function newsletterThanks(contentLanguageCode: string): string {
  return languageCopy[copyLanguageOf(contentLanguageCode)].newsletter.thanks;
}

/** An 11-character YouTube-style video id, stable per key. */
export function videoId(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let value = hash53(key);
  let id = '';
  for (let index = 0; index < 11; index += 1) {
    id += alphabet[value % 64] ?? 'A';
    value = Math.floor(value / 64) + (hash53(`${key}|${index}`) % 997);
  }
  return id;
}

export function newsletter(texts: Texts, ctx: StoryContext): NewsletterSignupBlock {
  const copy = texts.copy.newsletter;
  return {
    _uid: ctx.uid('newsletter'),
    component: 'newsletter_signup',
    title: copy.title,
    text: copy.text,
    placeholder: copy.placeholder,
    button_label: copy.button,
    consent_text: copy.consent,
    success_text: newsletterThanks(texts.language),
  };
}

export function faq(texts: Texts, ctx: StoryContext, faqKeys: readonly string[]): FaqBlock {
  return {
    _uid: ctx.uid('faq'),
    component: 'faq',
    title: texts.copy.faqTitle,
    items: faqKeys.map((faqKey) => ctx.uuid(faqKey)),
  };
}

export function quote(shop: CountryShop, texts: Texts, ctx: StoryContext): HeroQuoteBlock {
  const { profile, asset } = shop;
  return {
    _uid: ctx.uid('quote'),
    component: 'hero_quote',
    quote: texts.voice.quote,
    author: profile.quoteAuthor,
    role: texts.voice.quoteRole,
    image: ctx.asset(
      asset('quote:portrait', 'square', 'portrait', profile.quoteAuthor, profile.quoteAuthor, 'circle'),
      profile.quoteAuthor,
    ),
  };
}

export function video(shop: CountryShop, texts: Texts, ctx: StoryContext): VideoBlock {
  const { brand, config, profile, asset } = shop;
  const line = profile.productLines[0];
  const title = line ? texts.fill(texts.copy.home.discoverLine, { line: line.name }) : texts.voice.heroTitle;
  const poster: AssetField = ctx.asset(
    asset('home:video', 'poster', 'video-poster', title, config.displayName, 'bicycle'),
    title,
  );
  return {
    _uid: ctx.uid('video'),
    component: 'video',
    provider: 'youtube',
    video_id: videoId(`${brand}|home`),
    title,
    poster,
  };
}

export function categoryTeaser(texts: Texts, ctx: StoryContext, categoryKeys: readonly string[]): CategoryTeaserBlock {
  return {
    _uid: ctx.uid('categories'),
    component: 'category_teaser',
    title: texts.copy.home.shopByCategory,
    categories: categoryKeys.map((categoryKey) => ctx.uuid(categoryKey)),
  };
}

export function teaserGrid(
  ctx: StoryContext,
  part: string,
  title: string,
  items: string[],
  listing: string,
  texts: Texts,
): TeaserGridBlock {
  return {
    _uid: ctx.uid(`grid-${part}`),
    component: 'teaser_grid',
    title,
    items: items.map((item) => ctx.uuid(item)),
    link: ctx.storyLink(listing),
    link_label: texts.copy.home.viewAll,
  };
}
