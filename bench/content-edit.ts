/**
 * The warm rebuild's one change: an editor edits one story. The bench revises the seeded space
 * before the content emulator serves it, as a publish in Storyblok would show up.
 */
import type { ContentSpace, SeedStory } from '../emulators/storyblok/types';

const textFields = ['title', 'headline', 'heading', 'name', 'question'];

/** A page story's first text field gets `suffix`; returns the edited story's slug. */
export function editOneStory(space: ContentSpace, suffix: string, at: Date): string {
  const stories = space.stories.filter(
    (node): node is SeedStory => node.is_folder !== true && node.published && !node.full_slug.includes('/data/'),
  );
  for (const story of stories) {
    const content = story.publishedContent ?? story.content;
    const field = textFields.find((key) => typeof content[key] === 'string' && content[key] !== '');
    if (!field) continue;
    const edited = { ...content, [field]: `${String(content[field])}${suffix}` };
    if (story.publishedContent) story.publishedContent = edited;
    else story.content = edited;
    story.updated_at = at.toISOString();
    story.published_at = at.toISOString();
    space.cv = Math.floor(at.getTime() / 1000);
    return story.full_slug;
  }
  throw new Error(`Space ${space.name} has no page story with a text field to edit.`);
}
