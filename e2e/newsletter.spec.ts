import { blockTexts } from '../src/features/content/blocks/messages';
import { commerceEmulatorUrl } from './support/basket-flow';
import { expect, open, test } from './support/fixtures';

/** The footer's newsletter sign-up reaches the shop: the address is a recipient in the emulator. */
test('the footer signs an address up for the newsletter', async ({ page, locales, brand }) => {
  const locale = locales[0]!;
  const texts = blockTexts(locale.language);
  const email = `footer.${brand.name}.${Date.now()}@example.com`;
  await open(page, locale.prefix);
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('button', { name: texts.subscribe }).click();
  await expect(footer.getByText(texts.emailRequired)).toBeVisible();

  await footer.getByLabel(texts.emailLabel).fill(email);
  await footer.getByRole('button', { name: texts.subscribe }).click();
  await expect(footer.getByRole('status')).toHaveText(texts.newsletterThanks);

  const recipients = (await (
    await page.request.get(`${commerceEmulatorUrl}/__emulator/newsletter-recipients`)
  ).json()) as {
    email: string;
  }[];
  expect(recipients.map((recipient) => recipient.email)).toContain(email);
});
