/**
 * What a content page tells search engines and social networks beyond title and description,
 * decided by what the page holds rather than by its template: the home page names the brand and
 * its site search (Organization, WebSite), a publication is an Article, any page with FAQ blocks
 * is an FAQPage, and a page with a lead or hero image shows it on its card.
 */
import { brand, runtimeConfig } from '../../../config/runtime';
import type { PageContext } from '../../../lib/page-context';
import { searchPath } from '../../../lib/routing/routes';
import { contentSocialImage } from '../../../lib/seo/social';
import { type SiteFacts, articleLd, faqPageLd, organizationLd, webSiteLd } from '../../../lib/seo/structured-data';
import type { SocialCard } from '../../../components/seo/SocialTags';
import {
  type AssetField,
  type PageContentBlock,
  type RichTextDoc,
  isBlock,
  resolvedStories,
} from '../../../services/storyblok/model/index';

export interface StoryDates {
  first_published_at?: string | null;
  published_at?: string | null;
}

interface TextNode {
  type?: string;
  text?: string;
  content?: readonly TextNode[] | null;
}

const blockTypes = new Set(['paragraph', 'heading', 'bullet_list', 'ordered_list', 'list_item', 'blockquote']);

/** The text of a rich-text document, blocks separated by a space (an FAQ answer as plain text). */
export function richTextPlain(doc: RichTextDoc | null | undefined): string {
  const walk = (node: TextNode): string => {
    if (node.type === 'text') return node.text ?? '';
    if (node.type === 'hard_break') return ' ';
    const inner = (node.content ?? []).map(walk).join('');
    return node.type && blockTypes.has(node.type) ? `${inner} ` : inner;
  };
  return doc
    ? walk(doc as TextNode)
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}

const isAsset = (value: unknown): value is AssetField =>
  typeof value === 'object' && value !== null && (value as { fieldtype?: unknown }).fieldtype === 'asset';

const bodyOf = (content: PageContentBlock): unknown[] =>
  'body' in content && Array.isArray(content.body) ? (content.body as unknown[]) : [];

/** The page's lead image (`hero_image`), else the image of its first hero block. */
export function leadImageOf(content: PageContentBlock): AssetField | undefined {
  const lead = (content as { hero_image?: unknown }).hero_image;
  if (isAsset(lead) && lead.filename) return lead;
  for (const block of bodyOf(content)) {
    const image = isBlock(block) && block.component === 'hero' ? block.image : undefined;
    if (isAsset(image) && image.filename) return image;
  }
  return undefined;
}

/** The questions and answers of every FAQ block in the page's body. */
function questionsOf(content: PageContentBlock) {
  return bodyOf(content).flatMap((block) =>
    isBlock(block) && block.component === 'faq'
      ? resolvedStories(block.items).map((item) => ({
          question: item.content.question,
          answer: richTextPlain(item.content.answer),
        }))
      : [],
  );
}

export interface StoryHeadExtras {
  card: SocialCard;
  structuredData: object[];
}

export function storyHeadExtras(
  content: PageContentBlock,
  pageContext: PageContext,
  { description, dates }: { description: string; dates: StoryDates },
): StoryHeadExtras {
  const site: SiteFacts = { siteUrl: runtimeConfig.siteUrl, name: brand.displayName };
  const lead = leadImageOf(content);
  const image = lead ? contentSocialImage(lead.filename) : undefined;
  const structuredData: object[] = [];
  if (pageContext.pageType === 'home') {
    structuredData.push(
      organizationLd(site),
      webSiteLd(site, {
        homePath: pageContext.localePrefix,
        searchPath: searchPath(pageContext, brand.routing),
        language: pageContext.language,
      }),
    );
  }
  if (content.component === 'publication') {
    structuredData.push(
      articleLd(site, {
        headline: content.title,
        path: pageContext.canonicalPath,
        description,
        images: image ? [image] : [],
        author: content.author,
        datePublished: dates.first_published_at,
        dateModified: dates.published_at,
        language: pageContext.language,
      }),
    );
  }
  const faq = faqPageLd(questionsOf(content));
  if (faq) structuredData.push(faq);
  return {
    card: {
      type: content.component === 'publication' ? 'article' : 'website',
      ...(lead && image ? { image, imageAlt: lead.alt ?? '' } : {}),
    },
    structuredData,
  };
}
