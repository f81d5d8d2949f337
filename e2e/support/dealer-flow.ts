/**
 * The store locator journey of a brand, against its build and the dealer emulator: search by
 * postcode with the brand's filter, the dealer panel and its hash, a shared hash address, the
 * dealer page, the map with and without maps consent, and the browser's location.
 */
import type { Page } from '@playwright/test';
import { messages } from '../../brands/shared/messages';
import { localDealersUrl } from '../../src/config/backends';
import type { BrandName } from '../../src/config/schema';
import { dealerMessages } from '../../src/features/dealers/messages';
import { dealerHash } from '../../src/lib/dealers';
import { contentPages } from './content';
import { expect, open, test } from './fixtures';

interface ApiDealer {
  id: string;
  name: string;
  zip: string;
  city: string;
  lat: number;
  lng: number;
  services: string[];
}

/** Maps need C0001 and C0003. */
const mapsConsent = 'C0001:1,C0002:0,C0003:1,C0004:0';

async function firstDealerWith(brand: BrandName, country: string, service: string): Promise<ApiDealer> {
  const response = await fetch(
    `${localDealersUrl(process.env)}/api/v1/dealers?brand=${brand}&country=${country}&limit=500`,
  );
  const body = (await response.json()) as { data: ApiDealer[] };
  const dealer = body.data.find((entry) => entry.services.includes(service));
  if (!dealer) throw new Error(`No ${service} dealer of ${brand} in ${country}`);
  return dealer;
}

async function storeLocatorOf(brand: BrandName) {
  const pages = await contentPages(brand);
  const locator = pages.find((page) => page.template === 'store-locator-page' && page.locale.isDefault);
  if (!locator) throw new Error(`${brand} has no store locator page`);
  return locator;
}

/**
 * @param filter the checkbox the brand offers and its service code at the API
 */
export function dealerJourney(brand: BrandName, filter: { label: RegExp; service: string }) {
  const search = async (page: Page, language: string, text: string) => {
    const texts = dealerMessages[language]!;
    await page.getByRole('textbox', { name: texts.place }).fill(text);
    await page.getByRole('checkbox', { name: filter.label }).check();
    await page.getByRole('button', { name: texts.search, exact: true }).click();
  };

  test.describe(`${brand} store locator`, () => {
    // Each journey runs axe on four or five states, each seconds long on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    test.describe('with maps consent', () => {
      test.use({ consentGroups: mapsConsent });

      test('search by postcode with a filter, open and close a dealer, open it by a shared hash, follow to its page', async ({
        page: searchPage,
        context,
        expectNoAxeViolations,
      }) => {
        const locator = await storeLocatorOf(brand);
        const { language, country } = locator.locale;
        const texts = dealerMessages[language]!;
        const dealer = await firstDealerWith(brand, country, filter.service);
        await open(searchPage, locator.path);
        await expectNoAxeViolations(searchPage);

        await search(searchPage, language, dealer.zip);
        const show = searchPage.getByRole('button', {
          name: new RegExp(dealer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        });
        await expect(show.first()).toBeVisible();
        await expect(searchPage.getByRole('main').getByRole('status')).toContainText(dealer.zip);
        // The map follows the list: a marker per dealer, named after it.
        await expect(searchPage.getByTitle(dealer.name, { exact: true })).toBeVisible();
        // Leaflet's stylesheet came with the map's code: its panes are laid over each other.
        expect(await leafletRules(searchPage)).toBeGreaterThan(100);
        await expect(searchPage.locator('.leaflet-map-pane')).toHaveCSS('position', 'absolute');
        // The offline map draws land around the dealers, in the theme's colours: a canvas given
        // the theme's CSS variables instead of colour values fills it black.
        await expect.poll(() => landPixels(searchPage), { timeout: 15_000 }).toMatchObject({ drawn: true, black: 0 });
        await expectNoAxeViolations(searchPage);
        // The system switches to dark: the land takes the dark theme's colour, without a reload.
        const light = (await landPixels(searchPage)).brightness;
        await searchPage.emulateMedia({ colorScheme: 'dark' });
        await expect.poll(async () => (await landPixels(searchPage)).brightness).toBeLessThan(light - 60);
        await searchPage.emulateMedia({ colorScheme: 'light' });
        await expect.poll(async () => (await landPixels(searchPage)).brightness).toBeGreaterThan(light - 10);

        await show.first().click();
        const panel = searchPage.getByRole('region', { name: dealer.name, exact: true });
        await expect(panel.getByRole('heading', { level: 2, name: dealer.name })).toBeFocused();
        await expect(searchPage).toHaveURL(new RegExp(`#${dealerHash(dealer.name)}$`));
        await expectNoAxeViolations(searchPage);

        await panel.getByRole('button', { name: texts.closePanel }).click();
        await expect(panel).toBeHidden();
        await expect(searchPage).toHaveURL((url) => url.hash === '' && url.pathname === locator.path);

        // A hash set in the address bar (a hashchange, no page load) opens the dealer again.
        await searchPage.evaluate((hash) => {
          window.location.hash = hash;
        }, dealerHash(dealer.name));
        await expect(panel.getByRole('heading', { level: 2, name: dealer.name })).toBeVisible();

        // A shared address arrives as a new page load, not as a hash change of this one.
        const page = await context.newPage();
        await open(page, `${locator.path}#${dealerHash(dealer.name)}`);
        const shared = page.getByRole('region', { name: dealer.name, exact: true });
        await expect(shared.getByRole('heading', { level: 2, name: dealer.name })).toBeVisible();
        await expectNoAxeViolations(page);

        await shared.getByRole('link', { name: texts.dealerPage }).click();
        await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
        await expect(page.getByText(texts.openingHours)).toBeVisible();
        await expect(page.getByRole('link', { name: texts.routePlanner })).toHaveAttribute('href', /openstreetmap/);
        await expect(page.getByTitle(dealer.name, { exact: true })).toBeVisible();
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
          '@type'?: string;
          name?: string;
        };
        expect(jsonLd).toMatchObject({ '@type': 'BikeStore', name: dealer.name });
        await expectNoAxeViolations(page);
      });

      test('finds dealers around the browser location when it is shared', async ({
        page,
        context,
        expectNoAxeViolations,
      }) => {
        const locator = await storeLocatorOf(brand);
        const texts = dealerMessages[locator.locale.language]!;
        const dealer = await firstDealerWith(brand, locator.locale.country, filter.service);
        await context.grantPermissions(['geolocation']);
        await context.setGeolocation({ latitude: dealer.lat, longitude: dealer.lng });
        await open(page, locator.path);
        await page.getByRole('button', { name: texts.useMyLocation }).click();
        await expect(page.getByRole('main').getByRole('status')).toContainText(texts.yourLocation);
        await expect(page.getByRole('listitem').filter({ hasText: dealer.name }).first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });

    test('without maps consent shows the consent place-holder; a refused location says what to do', async ({
      page,
      context,
      expectNoAxeViolations,
    }) => {
      const locator = await storeLocatorOf(brand);
      const { language, country } = locator.locale;
      const texts = dealerMessages[language]!;
      const dealer = await firstDealerWith(brand, country, filter.service);
      await open(page, locator.path);
      await search(page, language, dealer.city);
      await expect(page.getByRole('button', { name: new RegExp(dealer.name) }).first()).toBeVisible();
      await expect(page.getByText(messages[language]!.consentRequired)).toBeVisible();
      // No map, so none of Leaflet's stylesheet: it is not in the styles every page inlines, and the
      // map's code it comes with is not fetched ahead without maps consent.
      expect(await leafletRules(page)).toBe(0);
      await expect(page.getByRole('button', { name: messages[language]!.consentManageSettings })).toBeVisible();
      await expect(page.getByTitle(dealer.name, { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await context.clearPermissions();
      await page.getByRole('button', { name: texts.useMyLocation }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.locationDenied);
      await expectNoAxeViolations(page);
    });
  });
}

/** How many CSS rules of the page's stylesheets are Leaflet's (their selectors name `.leaflet-`). */
async function leafletRules(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule) => rule instanceof CSSStyleRule && rule.selectorText.includes('.leaflet-')).length,
  );
}

/**
 * Of the map's outline canvas: whether land is drawn, the share of its pixels that are black and
 * their mean brightness (0-255).
 */
async function landPixels(page: Page): Promise<{ drawn: boolean; black: number; brightness: number }> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-overlay-pane canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return { drawn: false, black: 0, brightness: 0 };
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let opaque = 0;
    let black = 0;
    let sum = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index + 3]! < 255) continue;
      opaque += 1;
      const rgb = data[index]! + data[index + 1]! + data[index + 2]!;
      sum += rgb / 3;
      if (rgb < 30) black += 1;
    }
    return {
      drawn: opaque > 0,
      black: opaque ? Math.round((black / opaque) * 100) / 100 : 0,
      brightness: opaque ? Math.round(sum / opaque) : 0,
    };
  });
}
