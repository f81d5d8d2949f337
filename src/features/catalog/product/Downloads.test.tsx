// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductDownload } from '../../../lib/product';
import { renderWithPage } from '../../../testing/render';
import Downloads from './Downloads';

afterEach(cleanup);

const manuals: ProductDownload[] = [
  { title: 'Montageanleitung', url: 'https://cdn.test/m/assembly.pdf', fileSize: 18_600, extension: 'pdf' },
  { title: 'Bedienungsanleitung', url: 'https://cdn.test/m/user.pdf', fileSize: 2_345_678, extension: 'pdf' },
  { title: 'Datenblatt', url: 'https://cdn.test/m/sheet.pdf', fileSize: 0, extension: 'pdf' },
];

const links = () =>
  within(screen.getByRole('region', { name: /./ }))
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href')]);

describe('Downloads', () => {
  it('lists the documents as links with file type and size in the page language', () => {
    renderWithPage(<Downloads downloads={manuals} />, { brand: 'xlc', country: 'de', language: 'de' });
    expect(screen.getByRole('heading', { level: 2, name: 'Downloads' })).toBeTruthy();
    expect(links()).toEqual([
      ['Montageanleitung (PDF, 18 KB)', 'https://cdn.test/m/assembly.pdf'],
      ['Bedienungsanleitung (PDF, 2,2 MB)', 'https://cdn.test/m/user.pdf'],
      ['Datenblatt (PDF)', 'https://cdn.test/m/sheet.pdf'],
    ]);
    const link = screen.getByRole('link', { name: 'Montageanleitung' });
    expect(link.hasAttribute('download')).toBe(false);
    expect(link.hasAttribute('target')).toBe(false);
  });

  it('states sizes with the language’s number format and unit', () => {
    const small = [{ ...manuals[0]!, title: 'Notice de montage', fileSize: 9_000 }];
    renderWithPage(<Downloads downloads={small} />, { brand: 'xlc', country: 'fr', language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Téléchargements' })).toBeTruthy();
    expect(links()[0]?.[0]).toBe('Notice de montage (PDF, 8,8 Ko)');
    cleanup();
    renderWithPage(<Downloads downloads={small} />, { brand: 'xlc', country: 'int', language: 'en' });
    expect(links()[0]?.[0]).toBe('Notice de montage (PDF, 8.8 KB)');
  });

  it('renders nothing without documents', () => {
    const { container } = renderWithPage(<Downloads downloads={[]} />, { brand: 'xlc', country: 'de', language: 'de' });
    expect(container.innerHTML).toBe('');
  });
});
