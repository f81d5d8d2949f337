/**
 * 'Notify me' (issue 16): on a product page whose shown variant is out of stock, a shopper leaves
 * an e-mail address with consent and the shop holds the wish; only where the content's notifyMe
 * flag is on in the build's environment (the seed rolls it out to live for some brands only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { notifyMeMessages } from '../src/features/catalog/product/notify-me-messages';
import { cartMessages } from '../src/features/cart/messages';
import { catalogMessages } from '../src/features/catalog/messages';
import { commerceUrl } from './support/checkout-flow';
import { expect, open, test } from './support/fixtures';

interface BuiltProductPage {
  path: string;
  allFeatures: string[];
}

/** A built product page of a locale whose shown variant is out of stock. */
function soldOutPage(brand: string, prefix: string): BuiltProductPage | undefined {
  const root = path.join('.builds', brand, 'page-data', prefix);
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('page-data.json'));
  for (const file of files) {
    const { result } = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as {
      result: {
        pageContext: { pageType: string; canonicalPath: string; variantId?: string | null; allFeatures?: string[] };
        data: { catalogProduct?: { detail: string } };
      };
    };
    if (result.pageContext.pageType !== 'product' || !result.data.catalogProduct) continue;
    const detail = JSON.parse(result.data.catalogProduct.detail) as {
      variants: { id: string; stockStatus: string }[];
    };
    const shown = detail.variants.find((variant) => variant.id === result.pageContext.variantId);
    if (shown?.stockStatus === 'outOfStock')
      return { path: result.pageContext.canonicalPath, allFeatures: result.pageContext.allFeatures ?? [] };
  }
  return undefined;
}

test("a variant out of stock takes a 'notify me' wish where the flag is on, and the shop holds it", async ({
  page,
  brand,
  locales,
  expectNoAxeViolations,
}) => {
  // The international channel hides prices and takes no orders: a country shop.
  const locale = locales.find((entry) => entry.country !== 'int')!;
  const target = soldOutPage(brand.name, locale.prefix);
  expect(target, `a product page of ${locale.prefix} showing a variant out of stock`).toBeDefined();
  const texts = notifyMeMessages[locale.language]!;
  await open(page, target!.path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const title = page.getByRole('heading', { name: texts.title });
  if (!brand.flags.ordering) {
    // A catalogue site takes no orders and so no wishes: the product is bought at a dealer.
    await expect(
      page.getByRole('main').getByRole('link', { name: catalogMessages[locale.language]!.findDealer }),
    ).toBeVisible();
    await expect(title).toHaveCount(0);
    await expectNoAxeViolations(page);
    return;
  }
  await expect(page.getByText(cartMessages[locale.language]!.unavailableOutOfStock)).toBeVisible();

  if (!target!.allFeatures.includes('notifyMe')) {
    // Flag off here: the reason stays, the form never comes.
    await expect(title).toHaveCount(0);
    return;
  }
  await expect(title).toBeVisible();
  // The section is a region named by its heading; the footer has a newsletter e-mail field too.
  const form = page.getByRole('region', { name: texts.title });
  const email = `notify.${brand.name}.${Date.now()}@example.com`;
  // The form comes in its own chunk: a click before it hydrates would post the page natively.
  await expect(form.locator('form[data-hydrated]')).toHaveCount(1);
  await form.getByRole('button', { name: texts.submit }).click();
  await expect(form.getByText(texts.emailRequired)).toBeVisible();
  await expect(form.getByText(texts.consentRequired)).toBeVisible();
  await form.getByLabel(texts.email).fill(email);
  await form.getByRole('checkbox').check();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: texts.submit }).click();
  await expect(form.getByText(email)).toBeVisible();

  const control = (await (await fetch(`${commerceUrl}/__emulator`)).json()) as {
    notifyMeRequests: { email: string; consentText: string }[];
  };
  const held = control.notifyMeRequests.find((entry) => entry.email === email);
  expect(held, 'the wish in the shop').toBeDefined();
  expect(held!.consentText).toBe(texts.consent.replace('{brand}', brand.displayName));
  await expectNoAxeViolations(page);
});
