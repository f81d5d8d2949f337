// @vitest-environment jsdom
/**
 * The compare toggle of a visitor without a list: a usable box that loads nothing of the list
 * until ticked; the tick loads the live toggle, which adds the bike once.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';
import { afterEach, expect, it } from 'vitest';
import { compareStorageKey } from '../../lib/compare';
import { fill } from '../../lib/i18n/fill';
import { renderWithPage } from '../../testing/render';
import { CompareToggle } from './CompareToggle';
import { compareMessages } from './messages';

const boxName = fill(compareMessages.en!.compareName, { name: 'Motus' });
const bike = { objectID: 'p1', model: 'Motus', sku: 'RA-1', thumbnail: null };
const storedItems = () =>
  (JSON.parse(window.localStorage.getItem(compareStorageKey) ?? 'null') as { state: { items: unknown[] } } | null)
    ?.state.items;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

it('loads the list only when ticked, then adds the bike once and shows it ticked', async () => {
  renderWithPage(<CompareToggle item={bike} />);
  const box = screen.getByRole('checkbox', { name: boxName });
  expect((box as HTMLInputElement).disabled).toBe(false);
  expect((box as HTMLInputElement).checked).toBe(false);
  // Mounted and usable, it has loaded no list: the store writes its entry the moment it starts.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(window.localStorage.getItem(compareStorageKey)).toBeNull();

  fireEvent.click(box);
  await waitFor(() => expect(storedItems()).toEqual([bike]));
  const live = screen.getByRole('checkbox', { name: boxName });
  await waitFor(() => expect((live as HTMLInputElement).checked).toBe(true));
  expect((live as HTMLInputElement).disabled).toBe(false);

  // Unticked again, it stays unticked: the tick that loaded it counted once.
  fireEvent.click(live);
  await waitFor(() => expect(storedItems()).toEqual([]));
  expect((live as HTMLInputElement).checked).toBe(false);
});
