/**
 * Fields of the content stories that hold what their pages show (issue 20): the story's content
 * with its related stories cut to what their teasers show, and a listed story's content cut to
 * its card's fields. The templates ask for these in place of `content`; the build's own reads
 * (the page plan, the navigation) keep the whole content.
 */
import { shownContent, teaserContent } from '../../services/storyblok/model';

type Source = { content?: string | null };

/** The content string cut by `cut`; one that does not parse stays as it is, for the page to report. */
function cutContent(source: Source, cut: (content: unknown) => unknown): string | null {
  const text = source.content;
  if (typeof text !== 'string') return text ?? null;
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return text;
  }
  return JSON.stringify(cut(content));
}

/** The resolvers of `StoryblokEntry.shownContent` and `StoryblokEntry.teaserContent`. */
export const storyContentResolvers = {
  StoryblokEntry: {
    shownContent: { type: 'String', resolve: (source: Source) => cutContent(source, shownContent) },
    teaserContent: { type: 'String', resolve: (source: Source) => cutContent(source, teaserContent) },
  },
};
