// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import React from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../brands/shared/messages';
import { useConsentStore } from '../features/consent/consent-store';
import { installFakeSdk, removeFakeSdk } from '../features/consent/fake-sdk';
import type { LegalLink } from '../lib/page-context';
import { renderWithPage } from '../testing/render';
import { Footer } from './Footer';

const legalLinks: LegalLink[] = [
  { kind: 'privacy', title: 'Datenschutz', path: '/de-de/datenschutz/' },
  { kind: 'legalNotice', title: 'Impressum', path: '/de-de/impressum/' },
  { kind: 'terms', title: 'AGB', path: '/de-de/agb/' },
  { kind: 'withdrawal', title: 'Widerrufsbelehrung', path: '/de-de/widerrufsbelehrung/' },
];
const de = messages.de!;

afterEach(() => {
  cleanup();
  useConsentStore.getState().reset();
  removeFakeSdk();
});

function renderFooter() {
  renderWithPage(<Footer />, { brand: 'lapierre', country: 'de', language: 'de', page: { legalLinks } });
  return screen.getByRole('navigation', { name: de.legalNavigation });
}

describe('Footer', () => {
  it('names each locale in the switcher in its own language, as the build names it', () => {
    renderWithPage(<Footer />, {
      brand: 'lapierre',
      country: 'de',
      language: 'de',
      page: {
        legalLinks,
        alternates: [
          { hreflang: 'de-de', path: '/de-de/', country: 'de', language: 'de' },
          { hreflang: 'fr-ch', path: '/ch-fr/', country: 'ch', language: 'fr' },
        ],
      },
    });
    const summary = screen.getByText(`${de.countryAndLanguage}: Deutschland – Deutsch`);
    expect(summary).toBeTruthy();
    const swiss = screen.getByRole('link', { name: 'Suisse – français' });
    expect(swiss.getAttribute('href')).toBe('/ch-fr/');
    expect(swiss.getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('link', { name: 'Deutschland – Deutsch' }).getAttribute('aria-current')).toBe('true');
  });

  it('links the locale’s legal pages by their content titles and paths', () => {
    const legal = renderFooter();
    const links = within(legal).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      legalLinks.map((link) => [link.title, link.path]),
    );
  });

  it('reopens the consent dialog from "Cookie settings"', () => {
    const sdk = installFakeSdk(',C0001,', true);
    const legal = renderFooter();
    fireEvent.click(within(legal).getByRole('button', { name: de.cookieSettings }));
    expect(sdk.api.ToggleInfoDisplay).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(de.cookieSettingsUnavailable)).toBeNull();
  });

  it('says the settings cannot load when the consent SDK is missing', () => {
    const legal = renderFooter();
    fireEvent.click(within(legal).getByRole('button', { name: de.cookieSettings }));
    expect(within(legal).getByRole('status').textContent).toBe(de.cookieSettingsUnavailable);
  });
});
