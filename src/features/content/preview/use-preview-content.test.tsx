// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateContentSpace } from '../../../../emulators/seed/content';
import { type RunningContentEmulator, startContentEmulator } from '../../../../emulators/storyblok/server';
import type { SeedStory } from '../../../../emulators/storyblok/types';
import { localContentTokens } from '../../../config/backends';
import type { ContentAccess } from '../../../config/content';
import { usePreviewContent } from './use-preview-content';

const space = generateContentSpace('raleigh');
const draftOnly = space.stories.find((story): story is SeedStory => !story.is_folder && !story.published)!;
let emulator: RunningContentEmulator;
let preview: ContentAccess;

beforeAll(async () => {
  emulator = await startContentEmulator({ space, port: 0 });
  preview = {
    accessToken: localContentTokens('raleigh').previewToken,
    endpoint: `${emulator.url}/v2`,
    version: 'draft',
  };
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(() => window.history.replaceState(null, '', '/gb/en/'));
afterEach(cleanup);

function Title({ access }: { access: ContentAccess | null }) {
  const content = usePreviewContent({ title: 'As built' }, { uuid: draftOnly.uuid, lang: 'default' }, access);
  return <h1>{content.title}</h1>;
}

describe('preview mode', () => {
  it('shows the draft from the content service with ?_storyblok in a preview build', async () => {
    window.history.replaceState(null, '', '/gb/en/?_storyblok=42');
    render(<Title access={preview} />);
    expect(screen.getByRole('heading').textContent).toBe('As built');
    const expected = String((draftOnly.content as { title?: string }).title);
    expect(await screen.findByRole('heading', { name: expected })).toBeTruthy();
  });

  it('stays as built without ?_storyblok, and in a public build (no preview access)', async () => {
    render(<Title access={preview} />);
    window.history.replaceState(null, '', '/gb/en/?_storyblok=42');
    render(<Title access={null} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['As built', 'As built']);
  });
});
