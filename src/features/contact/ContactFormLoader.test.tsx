// @vitest-environment jsdom
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import React from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../../scripts/serve.mjs';
import { allFeatureTexts, TextFiles } from '../../gatsby/feature-texts';
import type { FeatureTexts } from '../../lib/page-context';
import { renderWithPage } from '../../testing/render';
import { ContactForm } from './ContactFormLoader';

/*
 * A content page whose story has no contact form carries no contact texts, only the file the build
 * wrote them to (issue 20); a form an editor's preview adds loads them from there. The file is
 * written by the build's own code and served as a static host serves the site.
 */
let server: Server;
let origin: string;
let germanFile: string;

beforeAll(async () => {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-texts-'));
  germanFile = new TextFiles(publicDir).urlOf('contact', 'de');
  server = createStaticServer(publicDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(cleanup);

function withoutContact(language: string): FeatureTexts {
  const { contact: _left, ...texts } = allFeatureTexts(language);
  return texts;
}

const germanPage = (file: string | undefined) => ({
  brand: 'ghost' as const,
  country: 'de',
  language: 'de',
  page: { featureTexts: withoutContact('de'), ...(file ? { featureTextFiles: { contact: file } } : {}) },
});

describe('a contact form on a page that does not carry its texts', () => {
  it('loads them from the file the page names, in the page language', async () => {
    const { container } = renderWithPage(<ContactForm attributes={{}} />, germanPage(`${origin}${germanFile}`));
    // Nothing while the texts and the form's chunk load (a busy machine may take seconds).
    expect(container.textContent).toBe('');
    const type = await screen.findByRole('combobox', { name: 'Art der Anfrage *' }, { timeout: 15_000 });
    expect(type).toBeTruthy();
    const country = screen.getByRole('combobox', { name: /^Land/ }) as HTMLSelectElement;
    const names = [...country.options].map((option) => option.textContent ?? '');
    expect(names.length).toBeGreaterThan(200);
    expect(names.find((name) => name.startsWith('Deutschland'))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeTruthy();
  });

  it('says the form cannot be loaded when its file does not come, in the page language', async () => {
    renderWithPage(<ContactForm attributes={{}} />, germanPage(`${origin}/static/texts/contact-de-missing.json`));
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('Das Kontaktformular kann gerade nicht geladen werden.');
    expect(screen.queryByRole('button', { name: 'Nachricht senden' })).toBeNull();
  });

  it('says so at once on a page that names no file', () => {
    renderWithPage(<ContactForm attributes={{}} />, germanPage(undefined));
    expect(screen.getByRole('alert').textContent).toContain('Das Kontaktformular kann gerade nicht geladen werden.');
  });
});
