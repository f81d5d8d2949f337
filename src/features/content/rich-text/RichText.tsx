import { Link } from 'gatsby';
import React, { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { usePageContext } from '../../../components/page-context';
import type { LocaleSeparator } from '../../../lib/routing';
import { classifyCodeBlock } from './code';
import { ContactForm } from '../../contact';
import { ConsentGate } from '../../consent';
import { dimensionsOf } from '../../../lib/images';
import { type LinkContext, type ResolvedLink, resolveRichTextLink, separatorOfPrefix } from './links';
import {
  bloksOf,
  linkAttrsOf,
  stringOf,
  type RichTextDocument,
  type RichTextMark,
  type RichTextNode,
  type StoryblokBlok,
} from './types';

/** What a `<salesforceform ...>` code block asks for: the attributes of its tag. */
export interface ContactFormEmbed {
  attributes: Record<string, string>;
}

/** Interface texts of the renderer; English defaults until the message catalogue carries them. */
export interface RichTextTexts {
  /** Title of an embedded iframe that has none (iframes need an accessible name). */
  embedTitle: string;
}

const defaultTexts: RichTextTexts = {
  embedTitle: 'Embedded content',
};

export interface RichTextProps {
  document: RichTextDocument | null | undefined;
  /** Renders a nestable block embedded in the text (`blok` node); without it bloks are skipped. */
  renderBlok?: (blok: StoryblokBlok) => ReactNode;
  /** Renders the contact form of a `<salesforceform>` code block; default: the contact feature's form. */
  renderContactForm?: (form: ContactFormEmbed) => ReactNode;
  /**
   * Called for a node type the renderer does not know, after the warning; what it returns is
   * rendered (e.g. a hint in preview). Default: nothing.
   */
  onUnknown?: (node: RichTextNode) => ReactNode;
  /**
   * Whether the document supplies the page's only `<h1>`. By default the page template owns the
   * title, so a level-1 heading renders as `<h2>` (one h1 per page, no skipped levels below the
   * title); levels 2-6 render as they are.
   */
  ownsPageTitle?: boolean;
  /** Locale separator of the brand; read from the page's locale prefix when absent. */
  localeSeparator?: LocaleSeparator;
  /** The brand's country codes, naming the content's country folders (see `links.ts`). */
  countries?: readonly string[];
  texts?: Partial<RichTextTexts>;
  className?: string;
}

interface RenderContext {
  link: LinkContext;
  ownsPageTitle: boolean;
  texts: RichTextTexts;
  renderBlok?: (blok: StoryblokBlok) => ReactNode;
  renderContactForm: (form: ContactFormEmbed) => ReactNode;
  onUnknown?: (node: RichTextNode) => ReactNode;
  /** Logs a warning once per render and key, so a long document does not flood the console. */
  warn: (key: string, message: string) => void;
}

const Prose = styled.div`
  max-width: ${({ theme }) => theme.layoutWidth.text};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: break-word;

  p,
  ul,
  ol,
  blockquote,
  hr {
    margin: 0 0 1.6rem;
  }
  h5,
  h6 {
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: ${({ theme }) => theme.font.weights.bold};
    text-transform: ${({ theme }) => theme.font.headingTransform};
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  h5 {
    font-size: ${({ theme }) => theme.textSize.lg};
  }
  h6 {
    font-size: ${({ theme }) => theme.textSize.md};
  }
  * + h2,
  * + h3,
  * + h4,
  * + h5,
  * + h6 {
    margin-top: 3.2rem;
  }
  ul,
  ol {
    padding-left: 2.4rem;
  }
  li > p {
    margin: 0 0 0.4rem;
  }
  a {
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  blockquote {
    padding: 0.4rem 0 0.4rem 1.6rem;
    border-left: 0.4rem solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: ${({ theme }) => theme.radius.badge};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** 16:9 box that the embedded iframe fills; the ratio holds before it loads (no layout shift). */
const EmbedFrame = styled.div`
  aspect-ratio: 16 / 9;
  width: 100%;
  margin: 0 0 1.6rem;
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const RawHtml = styled.div`
  margin: 0 0 1.6rem;
`;

/*
 * Embeds are video players and maps: they need scripts, their own origin (cookies, storage),
 * fullscreen presentation and links that open outside the frame; top navigation stays blocked.
 */
const embedSandbox =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation allow-forms';
const embedAllow = 'fullscreen; picture-in-picture; encrypted-media';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const headingTags: readonly HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

function headingTag(level: unknown, ownsPageTitle: boolean): HeadingTag {
  const value = Number(level);
  const valid = Number.isInteger(value) && value >= 1 && value <= 6 ? value : 2;
  return headingTags[(valid === 1 && !ownsPageTitle ? 2 : valid) - 1] ?? 'h2';
}

const textOf = (node: RichTextNode): string =>
  node.type === 'text' ? (node.text ?? '') : (node.content ?? []).map(textOf).join('');

const linkMarkOf = (node: RichTextNode): RichTextMark | undefined => node.marks?.find((mark) => mark.type === 'link');

/** Identity of a link mark, to merge neighbouring text nodes that share it into one anchor. */
const linkSignature = (node: RichTextNode): string | null => {
  const mark = linkMarkOf(node);
  return mark ? JSON.stringify(mark.attrs ?? {}) : null;
};

function applyMark(mark: RichTextMark, children: ReactNode, context: RenderContext): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{children}</strong>;
    case 'italic':
      return <em>{children}</em>;
    case 'underline':
      return <u>{children}</u>;
    case 'strike':
      return <s>{children}</s>;
    case 'code':
      return <code>{children}</code>;
    case 'anchor': {
      // Target of hash-only links (`#section`): Storyblok's anchor mark carries the id.
      const id = stringOf(mark.attrs?.id)?.trim();
      return id ? <span id={id}>{children}</span> : children;
    }
    default:
      context.warn(`mark:${mark.type}`, `Unknown rich-text mark "${mark.type}": text rendered without it.`);
      return children;
  }
}

function renderText(node: RichTextNode, context: RenderContext): ReactNode {
  const text = node.text ?? '';
  if (text === '') return null;
  // The first mark ends up outermost, as the editor lists them.
  return (node.marks ?? [])
    .filter((mark) => mark.type !== 'link')
    .reduceRight<ReactNode>((children, mark) => applyMark(mark, children, context), text);
}

function LinkElement({ link, children }: { link: ResolvedLink; children: ReactNode }) {
  // Client-side navigation only inside this tab; a new tab or a forced reload is a plain anchor.
  if (link.kind === 'internal' && !link.fullReload && !link.target) return <Link to={link.href}>{children}</Link>;
  return (
    <a href={link.href} target={link.target} rel={link.rel}>
      {children}
    </a>
  );
}

function renderLinkRun(mark: RichTextMark, run: RichTextNode[], context: RenderContext, key: string): ReactNode {
  const children = run.map((node, index) =>
    node.type === 'text' ? (
      <Fragment key={index}>{renderText(node, context)}</Fragment>
    ) : (
      renderNode(node, context, String(index))
    ),
  );
  const link = resolveRichTextLink(linkAttrsOf(mark.attrs), context.link);
  if (!link) {
    context.warn(
      `link:${JSON.stringify(mark.attrs ?? {})}`,
      'Rich-text link without a destination: text shown unlinked.',
    );
    return <Fragment key={key}>{children}</Fragment>;
  }
  return (
    <LinkElement key={key} link={link}>
      {children}
    </LinkElement>
  );
}

function renderChildren(nodes: readonly RichTextNode[] | null | undefined, context: RenderContext): ReactNode[] {
  const list = nodes ?? [];
  const rendered: ReactNode[] = [];
  let index = 0;
  while (index < list.length) {
    const node = list[index] as RichTextNode;
    const mark = linkMarkOf(node);
    if (!mark) {
      rendered.push(renderNode(node, context, String(index)));
      index += 1;
      continue;
    }
    const signature = linkSignature(node);
    const start = index;
    while (index < list.length && linkSignature(list[index] as RichTextNode) === signature) index += 1;
    rendered.push(renderLinkRun(mark, list.slice(start, index), context, String(start)));
  }
  return rendered;
}

function renderImage(node: RichTextNode, context: RenderContext, key: string): ReactNode {
  const src = stringOf(node.attrs?.src)?.trim();
  if (!src) {
    context.warn('image:missing', 'Missing image data: a rich-text image has no src; nothing rendered.');
    return null;
  }
  const title = stringOf(node.attrs?.title)?.trim();
  return (
    <img
      key={key}
      src={src}
      // An image without alternative text is decorative to assistive technology.
      alt={stringOf(node.attrs?.alt)?.trim() ?? ''}
      title={title || undefined}
      {...(dimensionsOf(src) ?? {})}
      loading="lazy"
      decoding="async"
    />
  );
}

function renderCodeBlock(node: RichTextNode, context: RenderContext, key: string): ReactNode {
  const content = classifyCodeBlock(textOf(node));
  switch (content.kind) {
    case 'iframe':
      // Embedded players (YouTube, Vimeo ...) set third-party cookies: they wait for consent
      // to C0001 and C0003, like the video block.
      return (
        <ConsentGate key={key} feature="video">
          <EmbedFrame>
            <iframe
              src={content.src}
              title={content.title ?? context.texts.embedTitle}
              loading="lazy"
              sandbox={embedSandbox}
              allow={embedAllow}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </EmbedFrame>
        </ConsentGate>
      );
    case 'invalid-iframe':
      context.warn(`iframe:${content.reason}`, `Rich-text embed not rendered: ${content.reason}.`);
      return null;
    case 'contact-form':
      return <Fragment key={key}>{context.renderContactForm({ attributes: content.attributes })}</Fragment>;
    case 'html':
      // Editor-authored markup from the content service, trusted by the spec ("raw html").
      return content.html.trim() === '' ? null : (
        <RawHtml key={key} dangerouslySetInnerHTML={{ __html: content.html }} />
      );
  }
}

function renderNode(node: RichTextNode, context: RenderContext, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{renderText(node, context)}</Fragment>;
    case 'paragraph':
      return <p key={key}>{renderChildren(node.content, context)}</p>;
    case 'heading': {
      const Tag = headingTag(node.attrs?.level, context.ownsPageTitle);
      return <Tag key={key}>{renderChildren(node.content, context)}</Tag>;
    }
    case 'bullet_list':
      return <ul key={key}>{renderChildren(node.content, context)}</ul>;
    case 'ordered_list': {
      const order = Number(node.attrs?.order ?? 1);
      return (
        <ol key={key} start={Number.isInteger(order) && order !== 1 ? order : undefined}>
          {renderChildren(node.content, context)}
        </ol>
      );
    }
    case 'list_item':
      return <li key={key}>{renderChildren(node.content, context)}</li>;
    case 'blockquote':
      return <blockquote key={key}>{renderChildren(node.content, context)}</blockquote>;
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'image':
      return renderImage(node, context, key);
    // Storyblok names it code_block; the spec's "code" is accepted as the same node.
    case 'code_block':
    case 'code':
      return renderCodeBlock(node, context, key);
    case 'blok': {
      const { renderBlok } = context;
      if (!renderBlok) {
        context.warn('blok', 'Rich-text blok node without renderBlok: nothing rendered.');
        return null;
      }
      return (
        <Fragment key={key}>
          {bloksOf(node).map((blok) => (
            <Fragment key={blok._uid}>{renderBlok(blok)}</Fragment>
          ))}
        </Fragment>
      );
    }
    default:
      context.warn(`node:${node.type}`, `Unknown rich-text node "${node.type}": nothing rendered.`);
      return <Fragment key={key}>{context.onUnknown?.(node) ?? null}</Fragment>;
  }
}

/**
 * Renders a Storyblok rich-text document as semantic html in the page's locale: links are
 * resolved by `resolveRichTextLink`, code blocks by `classifyCodeBlock`; unknown nodes and
 * images without data are logged and skipped (spec section 8).
 */
export function RichText({
  document,
  renderBlok,
  renderContactForm,
  onUnknown,
  ownsPageTitle = false,
  localeSeparator,
  countries,
  texts,
  className,
}: RichTextProps) {
  const page = usePageContext();
  const content = document?.content;
  if (!content || content.length === 0) return null;

  const allTexts = { ...defaultTexts, ...texts };
  const warned = new Set<string>();
  const context: RenderContext = {
    link: {
      country: page.country,
      language: page.language,
      separator: localeSeparator ?? separatorOfPrefix(page.country, page.language, page.localePrefix),
      countries,
    },
    ownsPageTitle,
    texts: allTexts,
    renderBlok,
    renderContactForm: renderContactForm ?? ((form) => <ContactForm attributes={form.attributes} />),
    onUnknown,
    warn: (key, message) => {
      if (warned.has(key)) return;
      warned.add(key);
      console.warn(message);
    },
  };
  return <Prose className={className}>{renderChildren(content, context)}</Prose>;
}
