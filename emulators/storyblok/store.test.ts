import { describe, expect, it } from 'vitest';
import { ContentStore, validateSpace } from './store';
import type { ContentSpace } from './types';

const space = (overrides: Partial<ContentSpace> = {}): ContentSpace => ({
  id: 7,
  name: 'S',
  publicToken: 'p',
  previewToken: 'q',
  languages: ['de'],
  stories: [
    {
      id: 1,
      uuid: 'u1',
      name: 'Blog',
      slug: 'blog',
      full_slug: 'blog',
      is_folder: true,
      created_at: '2024-01-01T00:00:00Z',
    },
    {
      id: 2,
      uuid: 'u2',
      name: 'Post',
      slug: 'post',
      full_slug: 'blog/post',
      parent_id: 1,
      published: true,
      content: { _uid: 'c2', component: 'post' },
      first_published_at: '2024-02-01T00:00:00Z',
      published_at: '2024-03-01T00:00:00Z',
      created_at: '2024-01-02T00:00:00Z',
    },
  ],
  datasources: [],
  assets: [
    {
      id: 1,
      filename: '/f/7/20x10/abc/a.jpg',
      width: 20,
      height: 10,
      drawing: { background: '#000', foreground: '#fff', shape: 'none' },
    },
  ],
  ...overrides,
});

describe('validateSpace', () => {
  it('accepts a sound space and derives cv from the latest timestamp', () => {
    expect(validateSpace(space())).toEqual([]);
    expect(new ContentStore(space()).cv).toBe(Date.parse('2024-03-01T00:00:00Z') / 1000);
  });

  it('names missing parents, asset paths that disagree and duplicate ids', () => {
    const broken = space();
    const [folder, post] = broken.stories;
    const [asset] = broken.assets;
    if (!folder || !post || !asset) throw new Error('fixture');
    broken.stories = [folder, { ...post, parent_id: undefined }, { ...post, uuid: 'u3', parent_id: 1 }];
    broken.assets = [{ ...asset, width: 30 }];
    const problems = validateSpace(broken);
    expect(problems).toContain('story id 2 is used twice');
    expect(problems).toContain('story blog/post lies in folder 1 but has parent_id none');
    expect(problems.some((problem) => problem.includes('disagrees with space 7 or 30x10'))).toBe(true);
    expect(() => new ContentStore(broken)).toThrow(/is not valid/);
  });
});
