import { describe, expect, it } from 'vitest';
import { generateContentSpace } from '../emulators/seed/content';
import { ContentStore } from '../emulators/storyblok/store';
import { editOneStory } from './content-edit';

describe('editOneStory', () => {
  it('changes one published page story of the seeded space as the emulator then serves it', () => {
    const space = generateContentSpace('raleigh');
    const before = JSON.stringify(space.stories);
    const at = new Date('2026-01-02T03:04:05Z');
    const slug = editOneStory(space, ' (edited)', at);

    expect(slug).not.toContain('/data/');
    const store = new ContentStore(space);
    const story = store.storyBySlug(slug, 'published', 'default');
    expect(Object.values(story?.content ?? {}).some((value) => String(value).endsWith(' (edited)'))).toBe(true);
    expect(story?.published_at).toBe(at.toISOString());
    expect(store.cv).toBe(Math.floor(at.getTime() / 1000));

    // Exactly one story differs.
    const changed = space.stories.filter(
      (node, index) => JSON.stringify(node) !== JSON.stringify(JSON.parse(before)[index]),
    );
    expect(changed.map((node) => node.full_slug)).toEqual([slug]);
  });
});
