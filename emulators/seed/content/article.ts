/**
 * The body of a publication: one rich-text document that uses every node and mark of spec
 * section 3 (paragraph, headings 2 and 3, ordered and bullet lists, image, blockquote, hard
 * break, code block; bold, italic, underline, strike, and links to a story, a url, an e-mail
 * address, an asset and a hash), so every article exercises the whole rich-text renderer.
 */
import type { RichTextBlockNode, RichTextDoc } from '../../../src/services/storyblok/model';
import { seoSlug } from '../../common/slug';
import type { TopicCopy } from './copy';
import {
  assetLink,
  blockquote,
  bold,
  bulletList,
  codeBlock,
  doc,
  emailLink,
  hardBreak,
  hashLink,
  heading,
  image,
  italic,
  orderedList,
  paragraph,
  storyLink,
  strike,
  text,
  underline,
  urlLink,
} from './richtext';
import type { AssetSpec, StoryContext, Texts } from './space-builder';

export interface ArticleOptions {
  topic: TopicCopy;
  /** Another published page of the same site, with its title in this language. */
  related: { key: string; title: string };
  /** The site's dealer-locator page. */
  storeLocatorKey: string;
  image: AssetSpec;
  checklist: AssetSpec;
  videoId: string;
  mechanic: string;
  /** External site the "more on" sentence links to. */
  siteUrl: string;
  serviceEmail: string;
  /** Ends with the contact form (a code block starting with `<salesforceform`). */
  contactForm: boolean;
  /** Extra raw-html block (rendered as html, not as an embed). */
  html?: string;
}

/** YouTube-style embed of the privacy-enhanced player; the site wraps it in a 16:9 container. */
export const videoEmbed = (videoId: string, title: string): string =>
  `<iframe src="https://www.youtube-nocookie.com/embed/${videoId}" title="${title.replace(/"/g, '&quot;')}" ` +
  'allow="accelerometer; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>';

/** The contact form marker of spec section 2: a code block whose text starts with the tag. */
export const salesforceForm = (brand: string): string =>
  `<salesforceform data-form="contact" data-web-source="${brand} Website"></salesforceform>`;

export function articleBody(texts: Texts, ctx: StoryContext, options: ArticleOptions): RichTextDoc {
  const { article } = texts.copy;
  const { topic } = options;
  const nodes: RichTextBlockNode[] = [
    paragraph(text(topic.intro, bold)),
    paragraph(text(article.myth, strike), text(' '), text(article.mythFix, italic)),
    heading(2, article.stepsTitle),
    orderedList(...topic.steps.map((step) => [text(step)])),
    paragraph(image(ctx, options.image, topic.title)),
    heading(3, article.tipTitle),
    bulletList(
      [text(topic.tip, underline)],
      [text(article.download, assetLink(ctx, options.checklist))],
      [text(article.backToSteps, hashLink(seoSlug(article.stepsTitle)))],
    ),
    blockquote(paragraph(text(article.quote), hardBreak(), text(`${options.mechanic}, ${article.quoteRole}`, italic))),
    paragraph(text(article.watchVideo, bold)),
    codeBlock(videoEmbed(options.videoId, topic.title)),
    paragraph(text(`${article.readNext} `), text(options.related.title, storyLink(ctx, options.related.key))),
    paragraph(text(texts.fill(article.moreOn), urlLink(options.siteUrl))),
    paragraph(text(`${article.writeTo} `), text(options.serviceEmail, emailLink(options.serviceEmail))),
    paragraph(
      text(article.visitDealer[0]),
      hardBreak(),
      text(article.visitDealer[1], storyLink(ctx, options.storeLocatorKey)),
    ),
  ];
  if (options.html) nodes.push(codeBlock(options.html));
  if (options.contactForm) nodes.push(paragraph(text(article.formIntro)), codeBlock(salesforceForm(texts.brand)));
  return doc(...nodes);
}

/** A tyre-pressure table as raw html: numbers only, so it reads the same in every language. */
export const pressureTable =
  '<table><thead><tr><th>mm</th><th>bar</th><th>psi</th></tr></thead><tbody>' +
  '<tr><td>28</td><td>6.0–7.5</td><td>87–109</td></tr>' +
  '<tr><td>40</td><td>3.5–5.0</td><td>51–73</td></tr>' +
  '<tr><td>55</td><td>2.0–3.5</td><td>29–51</td></tr>' +
  '<tr><td>60</td><td>1.4–2.4</td><td>20–35</td></tr></tbody></table>';
