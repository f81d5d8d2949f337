/**
 * The contact form journey of spec sections 4 to 8 against the web-to-case and captcha
 * stand-ins: fill, solve the captcha, post natively, come back to the success message, and find
 * the case in the stand-in under the provider's ids. Each brand's spec runs it with its rules.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { localSalesforceUrl } from '../../src/config/backends';
import type { BrandConfig } from '../../src/config/schema';
import { type ContactMessages, contactMessagesFor } from '../../src/features/contact/messages';
import { providerFieldIds, visibleFields } from '../../src/features/contact/fields';
import type { ContactVisibleField } from '../../src/features/contact/validation-keys';
import { expect, open, type test as fixtureTest } from './fixtures';
import { robotLabel } from '../../emulators/thirdparty/captcha';

export const salesforceUrl = localSalesforceUrl(process.env);

export interface ContactCase {
  /** Locale prefix of the page, e.g. '/nl-nl/'. */
  prefix: string;
  country: string;
  language: string;
  /** Path of the brand's contact page under the prefix. */
  contactPath: string;
  type: string;
  /** Values of optional fields this brand and locale show. */
  extra: Partial<Record<ContactVisibleField, string>>;
}

interface StoredCase {
  orgId: string;
  fields: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its visible label, with or without the required star. */
export const labelled = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);

export const textsOf = (entry: ContactCase): ContactMessages => contactMessagesFor(entry.language);

export async function casesOf(request: APIRequestContext, orgId: string): Promise<StoredCase[]> {
  const response = await request.get(`${salesforceUrl}/__emulator/cases?orgId=${orgId}`);
  return ((await response.json()) as { cases: StoredCase[] }).cases;
}

export async function openContactPage(page: Page, entry: ContactCase) {
  await open(page, `${entry.prefix}${entry.contactPath}`);
  await expect(page.locator('[data-contact-form]')).toBeVisible();
}

/** Fills every shown field; the subject is unique per run so the case can be found. */
export async function fillForm(page: Page, brand: BrandConfig, entry: ContactCase, subject: string) {
  const texts = textsOf(entry);
  const form = page.locator('[data-contact-form]');
  const values: Partial<Record<ContactVisibleField, string>> = {
    subject,
    description: 'De bel gaat twee keer.\nSinds dinsdag — ünïcödé 🚲',
    firstName: 'Joséphine',
    lastName: "O'Brien-Smit",
    email: 'josephine@example.com',
    ...entry.extra,
  };
  await form.getByRole('combobox', { name: labelled(texts.labels.type) }).selectOption(entry.type);
  for (const field of visibleFields(brand.contact, entry.country, entry.language)) {
    const value = values[field];
    if (field === 'type' || field === 'country' || value === undefined) continue;
    await form.getByRole('textbox', { name: labelled(texts.labels[field]) }).fill(value);
  }
  return values;
}

/** Ticks the captcha widget, labelled in the page language as reCAPTCHA's `hl` asks. */
export async function solveCaptcha(page: Page, language: string) {
  const box = page.getByRole('checkbox', { name: robotLabel(language) });
  await box.click();
  await expect(box).toHaveAttribute('aria-checked', 'true');
}

export async function submit(page: Page, entry: ContactCase) {
  await page.getByRole('button', { name: textsOf(entry).submit }).click();
}

/** The data-layer events of a name the page pushed. */
export function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
}

/** Expects the stored case to hold every typed value under its provider id, and the hidden fields. */
export function expectCase(stored: StoredCase, brand: BrandConfig, entry: ContactCase, typed: Record<string, string>) {
  const ids = providerFieldIds(brand.contact.provider, entry.country);
  const provider = brand.contact.provider;
  for (const field of visibleFields(brand.contact, entry.country, entry.language)) {
    const expected =
      field === 'type' ? entry.type : field === 'country' ? entry.country.toUpperCase() : (typed[field] ?? '');
    // A form post sends line breaks as CRLF, as every browser does.
    expect(stored.fields[ids[field]]?.replace(/\r\n/g, '\n'), field).toBe(expected);
  }
  expect(stored.orgId).toBe(provider.orgId);
  expect(stored.fields[ids.brandName]).toBe(brand.displayName);
  expect(stored.fields[ids.webSource]).toBe(`${brand.displayName} Website`);
  expect(stored.fields[ids.languageName]).toBe(new Intl.DisplayNames(['en'], { type: 'language' }).of(entry.language));
  const settings = JSON.parse(stored.fields.captcha_settings ?? '{}') as Record<string, string>;
  expect(settings).toMatchObject({ keyname: provider.captchaKeyName, fallback: 'true', orgId: provider.orgId });
  expect(Number(settings.ts)).toBeGreaterThan(Date.now() - 10 * 60_000);
  const known = new Set([...Object.values(ids), 'captcha_settings']);
  expect(Object.keys(stored.fields).filter((name) => !known.has(name))).toEqual([]);
}

/** The journey of one brand and locale: success, throttle, missing consent, expired captcha. */
export function contactFormSpec(test: typeof fixtureTest, entry: ContactCase) {
  test.describe(`contact form (${entry.prefix})`, () => {
    // A long journey (page loads, a post, axe on a form of 250 countries in four states) that
    // must not fail because a shared machine is busy.
    test.describe.configure({ timeout: 300_000 });
    test('a filled form with a solved captcha becomes a case, and the page says so on return', async ({
      page,
      brand,
      request,
      baseURL,
      expectNoAxeViolations,
    }) => {
      const texts = textsOf(entry);
      await openContactPage(page, entry);
      const country = page.getByRole('combobox', { name: labelled(texts.labels.country) });
      await expect(country).toHaveValue(entry.country.toUpperCase());
      expect(await country.locator('option').count()).toBeGreaterThan(240);
      await expectNoAxeViolations(page);

      const subject = `Case ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const typed = (await fillForm(page, brand, entry, subject)) as Record<string, string>;
      await solveCaptcha(page, entry.language);
      await expectNoAxeViolations(page);
      const contactUrl = `${baseURL}${entry.prefix}${entry.contactPath}`;
      // The browser leaves for the provider, which sends it back to the page.
      await Promise.all([
        page.waitForRequest((request) => request.url().startsWith(salesforceUrl) && request.method() === 'POST'),
        submit(page, entry),
      ]);
      await page.waitForURL(contactUrl, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await expect(page.getByText(texts.submitFeedbackSuccess)).toBeVisible();
      await expectNoAxeViolations(page);
      const stored = (await casesOf(request, brand.contact.provider.orgId)).find(
        (item) => item.fields[providerFieldIds(brand.contact.provider, entry.country).subject] === subject,
      );
      expect(stored).toBeDefined();
      if (stored) expectCase(stored, brand, entry, typed);
      // The page reported the submission with its own status, and cleared the flag.
      await expect
        .poll(() => dataLayerEvents(page, 'contact_form_submit'))
        .toEqual([expect.objectContaining({ language: entry.language, country: entry.country, status: 200 })]);
      expect(await page.evaluate(() => localStorage.getItem('salesforceFormSubmitSuccess'))).toBeNull();

      // A second message within 5 minutes is refused with a warning, and nothing is stored.
      const count = (await casesOf(request, brand.contact.provider.orgId)).length;
      await fillForm(page, brand, entry, `${subject} again`);
      await solveCaptcha(page, entry.language);
      await submit(page, entry);
      await expect(page.getByText(texts.submitFeedbackTimeout)).toBeVisible();
      await expectNoAxeViolations(page);
      expect((await casesOf(request, brand.contact.provider.orgId)).length).toBe(count);
    });

    test('an expired captcha blocks the submit with validRecaptcha', async ({ page, brand, request }) => {
      const texts = textsOf(entry);
      await page.clock.install();
      await openContactPage(page, entry);
      const subject = `Expired ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await fillForm(page, brand, entry, subject);
      await solveCaptcha(page, entry.language);
      // The token lives two minutes; the widget then clears it and reports the expiry.
      await page.clock.fastForward('02:01');
      await expect(page.getByRole('checkbox', { name: robotLabel(entry.language) })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      await submit(page, entry);
      await expect(page.getByText(texts.validRecaptcha)).toBeVisible();
      expect(await dataLayerEvents(page, 'form_field_error')).toContainEqual(
        expect.objectContaining({ field: 'recaptcha', error: 'validRecaptcha' }),
      );
      const ids = providerFieldIds(brand.contact.provider, entry.country);
      const cases = await casesOf(request, brand.contact.provider.orgId);
      expect(cases.filter((item) => item.fields[ids.subject] === subject)).toEqual([]);
    });

    test.describe('without an answer to the cookie banner', () => {
      test.use({ consentGroups: null });

      test('the form says it needs consent, offers the settings and reports the error', async ({
        page,
        expectNoAxeViolations,
      }) => {
        const texts = textsOf(entry);
        await openContactPage(page, entry);
        await expect(page.getByText(texts.missingCookieConsent)).toBeVisible();
        await expect(page.getByRole('checkbox', { name: robotLabel(entry.language) })).toHaveCount(0);
        await expect
          .poll(() => dataLayerEvents(page, 'error_message_view'))
          .toContainEqual(expect.objectContaining({ type: 'salesforce_form_error' }));
        await expectNoAxeViolations(page);
      });
    });
  });
}
