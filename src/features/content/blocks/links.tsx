/**
 * Links of blocks: Storyblok `multilink` fields and resolved relation stories, turned into the
 * link attributes the rich-text link resolver reads, so every content link follows one set of
 * rules (`resolveRichTextLink`); this file only adapts shapes and picks the element.
 */
import { Link } from 'gatsby';
import React, { type ReactNode, useMemo } from 'react';
import { usePageContext } from '../../../components/page-context';
import { VisuallyHidden } from '../../../components/ui/VisuallyHidden';
import { isEmptyLink, type MultilinkField } from '../../../services/storyblok/model';
import { type LinkContext, type ResolvedLink, resolveRichTextLink, separatorOfPrefix } from '../rich-text/links';
import type { RichTextLinkAttrs } from '../rich-text/types';
import { useShellTexts } from '../../../components/page-context';
import { safeHref } from '../../../lib/safe-href';

/** The story a story link points to, as `resolve_links` inlines it (not part of the saved field). */
function linkedStoryOf(link: MultilinkField): { full_slug?: string; url?: string } | undefined {
  if (!('story' in link)) return undefined;
  const story: unknown = link.story;
  if (typeof story !== 'object' || story === null) return undefined;
  const fullSlug = 'full_slug' in story && typeof story.full_slug === 'string' ? story.full_slug : undefined;
  const url = 'url' in story && typeof story.url === 'string' ? story.url : undefined;
  return { full_slug: fullSlug, url };
}

/** A multilink field as the attributes of a rich-text link mark. */
export function multilinkAttrs(link: MultilinkField): RichTextLinkAttrs {
  switch (link.linktype) {
    case 'email':
      return { linktype: 'email', href: link.email };
    case 'story':
      return {
        linktype: 'story',
        href: link.cached_url,
        uuid: link.id,
        anchor: link.anchor,
        target: link.target,
        story: linkedStoryOf(link),
      };
    case 'url':
    case 'asset':
      return { linktype: link.linktype, href: link.url || link.cached_url, anchor: link.anchor, target: link.target };
  }
}

export function resolveMultilink(link: MultilinkField | null | undefined, context: LinkContext): ResolvedLink | null {
  if (!link || isEmptyLink(link)) return null;
  return resolveRichTextLink(multilinkAttrs(link), context);
}

/** The page of a resolved relation story, in the current page's locale. */
export function resolveStoryPath(story: { full_slug: string }, context: LinkContext): ResolvedLink | null {
  return resolveRichTextLink(
    { linktype: 'story', href: story.full_slug, story: { full_slug: story.full_slug } },
    context,
  );
}

/** Resolvers bound to the current page's locale. */
export function useBlockLinks() {
  const { country, language, localePrefix } = usePageContext();
  return useMemo(() => {
    const context: LinkContext = { country, language, separator: separatorOfPrefix(country, language, localePrefix) };
    return {
      link: (field: MultilinkField | null | undefined) => resolveMultilink(field, context),
      story: (story: { full_slug: string }) => resolveStoryPath(story, context),
    };
  }, [country, language, localePrefix]);
}

export interface BlockLinkProps {
  link: ResolvedLink;
  children: ReactNode;
  className?: string;
}

/**
 * Client-side navigation for internal links in this tab; anything else (another tab, a forced
 * reload, mail, files, other sites) is a plain anchor. A new tab is announced to screen readers.
 */
export function BlockLink({ link, children, className }: BlockLinkProps) {
  const texts = useShellTexts();
  // Links built from catalogue data skip the resolver; they pass the same gate here.
  const href = safeHref(link.href);
  if (href === null) return <span className={className}>{children}</span>;
  if (link.kind === 'internal' && !link.fullReload && !link.target) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target={link.target} rel={link.rel} className={className}>
      {children}
      {link.target === '_blank' && <VisuallyHidden>{` ${texts.opensInNewTab}`}</VisuallyHidden>}
    </a>
  );
}
