/** Small builders of Storyblok rich-text JSON, typed by the content model. */
import type {
  LinkMarkAttrs,
  RichTextBlockNode,
  RichTextBlockquote,
  RichTextBulletList,
  RichTextCodeBlock,
  RichTextDoc,
  RichTextHardBreak,
  RichTextHeading,
  RichTextImage,
  RichTextInline,
  RichTextListItem,
  RichTextMark,
  RichTextOrderedList,
  RichTextParagraph,
  RichTextText,
} from '../../../src/services/storyblok/model';
import type { AssetSpec, StoryContext } from './space-builder';

export const doc = (...content: RichTextBlockNode[]): RichTextDoc => ({ type: 'doc', content });

export const text = (value: string, ...marks: RichTextMark[]): RichTextText =>
  marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value };

export const bold: RichTextMark = { type: 'bold' };
export const italic: RichTextMark = { type: 'italic' };
export const underline: RichTextMark = { type: 'underline' };
export const strike: RichTextMark = { type: 'strike' };

export const hardBreak = (): RichTextHardBreak => ({ type: 'hard_break' });

export const paragraph = (...content: RichTextInline[]): RichTextParagraph => ({ type: 'paragraph', content });

export const heading = (level: RichTextHeading['attrs']['level'], value: string): RichTextHeading => ({
  type: 'heading',
  attrs: { level },
  content: [text(value)],
});

const item = (content: RichTextInline[]): RichTextListItem => ({ type: 'list_item', content: [paragraph(...content)] });

export const bulletList = (...items: RichTextInline[][]): RichTextBulletList => ({
  type: 'bullet_list',
  content: items.map(item),
});

export const orderedList = (...items: RichTextInline[][]): RichTextOrderedList => ({
  type: 'ordered_list',
  attrs: { order: 1 },
  content: items.map(item),
});

export const blockquote = (...content: RichTextParagraph[]): RichTextBlockquote => ({ type: 'blockquote', content });

export const codeBlock = (code: string, language = 'language-html'): RichTextCodeBlock => ({
  type: 'code_block',
  attrs: { class: language },
  content: [text(code)],
});

export function image(ctx: StoryContext, spec: AssetSpec, alt: string): RichTextImage {
  const src = ctx.assetPath(spec);
  return {
    type: 'image',
    attrs: { src, alt, title: spec.drawing.label ?? null, id: null, source: null, copyright: null },
  };
}

const link = (attrs: LinkMarkAttrs): RichTextMark => ({ type: 'link', attrs });

/** A link to another story of the space; `href` is its full slug as Storyblok caches it. */
export const storyLink = (ctx: StoryContext, key: string, anchor: string | null = null): RichTextMark =>
  link({ href: ctx.href(key), uuid: ctx.uuid(key), anchor, target: '_self', linktype: 'story' });

export const urlLink = (url: string): RichTextMark =>
  link({ href: url, uuid: null, anchor: null, target: '_blank', linktype: 'url' });

/** A link to a fragment of the same page only (`#steps`). */
export const hashLink = (fragment: string): RichTextMark =>
  link({ href: `#${fragment}`, uuid: null, anchor: null, target: null, linktype: 'url' });

export const emailLink = (address: string): RichTextMark =>
  link({ href: address, uuid: null, anchor: null, target: null, linktype: 'email' });

export const assetLink = (ctx: StoryContext, spec: AssetSpec): RichTextMark =>
  link({ href: ctx.assetPath(spec), uuid: null, anchor: null, target: '_blank', linktype: 'asset' });

/** Plain paragraphs, one per text. */
export const paragraphs = (...values: string[]): RichTextParagraph[] => values.map((value) => paragraph(text(value)));
