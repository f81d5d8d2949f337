// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPage } from '../../testing/render';
import { DevLog } from './DevLog';
import { createLogStore } from './log-store';

afterEach(cleanup);

function renderLog(copyText: (text: string) => Promise<boolean> = async () => true) {
  const store = createLogStore();
  renderWithPage(<DevLog store={store} copyText={copyText} />);
  // Messages arrive in a microtask; act waits for it and the render it causes.
  const log = (level: 'warning' | 'error', text: string) => act(async () => store.add(level, text));
  return { store, log };
}

const toasts = () => within(screen.getByRole('region', { name: 'Development log' })).getAllByRole('listitem');
const announcer = () => screen.getAllByRole('status').find((node) => !node.closest('li'))!;

describe('DevLog', () => {
  it('shows nothing until a message comes', () => {
    renderLog();
    expect(screen.queryByRole('region', { name: 'Development log' })).toBeNull();
  });

  it('shows a short message whole, with its level, and announces it politely', async () => {
    const { log } = renderLog();
    await log('warning', 'Missing image data for block hero');
    const [toast] = toasts();
    expect(toast!.getAttribute('data-level')).toBe('warning');
    expect(within(toast!).getByText('Warning')).toBeTruthy();
    expect(within(toast!).getByText('Missing image data for block hero')).toBeTruthy();
    expect(within(toast!).queryByText('Details')).toBeNull();
    expect(announcer().textContent).toBe('Warning: Missing image data for block hero');
  });

  it('gives a message over 250 characters a rich toast: title and collapsible details', async () => {
    const { log } = renderLog();
    const frames = Array.from({ length: 6 }, (_, index) => `    at Frame${index} (app.js:${index}:1)`).join('\n');
    const text = `Unhandled render error Error: content could not be rendered\n${frames}\n${'x'.repeat(80)}`;
    await log('error', text);
    const toast = screen.getByRole('listitem', { name: 'Unhandled render error Error: content could not be rendered' });
    const details = toast.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(toast).getByText('Details').tagName).toBe('SUMMARY');
    expect(details.querySelector('pre')!.textContent).toBe(`${frames}\n${'x'.repeat(80)}`);
    expect(announcer().textContent).toBe('Error: Unhandled render error Error: content could not be rendered');
  });

  it('counts a repeated message instead of stacking it', async () => {
    const { log } = renderLog();
    await log('warning', 'Retrying the content request');
    await log('warning', 'Retrying the content request');
    await log('warning', 'Retrying the content request');
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]!.textContent).toContain('×3');
    expect(toasts()[0]!.textContent).toContain('3 times');
    expect(announcer().textContent).toBe('Warning: Retrying the content request (3 times)');
  });

  it('keeps five toasts, dropping the oldest', async () => {
    const { log } = renderLog();
    for (const number of [1, 2, 3, 4, 5, 6, 7]) await log('error', `message ${number}`);
    expect(toasts().map((toast) => within(toast).getByText(/^message/).textContent)).toEqual([
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
    ]);
  });

  it('copies the full text and confirms it', async () => {
    const copyText = vi.fn(async () => true);
    const { log } = renderLog(copyText);
    const text = `First line\n${'y'.repeat(300)}`;
    await log('error', text);
    fireEvent.click(within(toasts()[0]!).getByRole('button', { name: 'Copy' }));
    expect(await within(toasts()[0]!).findByText('Copied')).toBeTruthy();
    expect(copyText).toHaveBeenCalledWith(text);
  });

  it('offers the text selected for copying by hand when the clipboard refuses', async () => {
    const { log } = renderLog(async () => false);
    await log('warning', 'not a valid pageData response');
    fireEvent.click(within(toasts()[0]!).getByRole('button', { name: 'Copy' }));
    const area = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Message text' });
    expect(area.value).toBe('not a valid pageData response');
    expect(document.activeElement).toBe(area);
    expect(within(toasts()[0]!).getByText(/clipboard refused/)).toBeTruthy();
  });

  it('closes a toast and moves keyboard focus to the next one', async () => {
    const { log } = renderLog();
    await log('warning', 'first');
    await log('warning', 'second');
    const close = within(toasts()[0]!).getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    expect(toasts()).toHaveLength(1);
    expect(document.activeElement).toBe(within(toasts()[0]!).getByRole('button', { name: 'Copy' }));
    expect(announcer().textContent).toBe('Warning: second');
    fireEvent.click(within(toasts()[0]!).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Development log' })).toBeNull();
    expect(announcer().textContent).toBe('');
  });

  it('animates in, and not with reduced motion', async () => {
    const { log } = renderLog();
    await log('warning', 'x');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(/animation:\s*\w+ 0\.3s cubic-bezier/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*animation:\s*none/);
  });
});
