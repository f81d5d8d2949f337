/** The country folder and the folders below it: one per page kind, plus the referenced items' data folders. */
import type { Texts } from '../space-builder';
import type { CountryShop } from './context';

const dataFolders = ['faq', 'selling-points', 'social-channels', 'couriers', 'return-methods', 'categories'];

export function addFolders(shop: CountryShop): void {
  const { builder, code, countryKey, key, locales, created, folders } = shop;
  builder.folder({
    key: countryKey,
    parent: shop.site.rootKey,
    slug: code,
    locales,
    createdAt: created,
    name: (texts) => regionName(code, texts.language, texts.messages.international),
  });
  const folderNames: Record<keyof typeof folders, (texts: Texts) => string> = {
    stories: (texts) => texts.messages.stories,
    campaigns: (texts) => texts.messages.campaigns,
    productLines: (texts) => texts.messages.productLines,
    contact: (texts) => texts.messages.contact,
    shipping: (texts) => texts.copy.listings.shippingTitle,
    payment: (texts) => texts.copy.listings.paymentTitle,
    settings: () => 'Settings',
    data: () => 'Data',
  };
  for (const [name, slug] of Object.entries(folders) as Array<[keyof typeof folders, string]>) {
    builder.folder({ key: key(name), parent: countryKey, slug, locales, createdAt: created, name: folderNames[name] });
  }
  for (const name of dataFolders) {
    builder.folder({
      key: key(`data/${name}`),
      parent: key('data'),
      slug: name,
      locales,
      createdAt: created,
      name: () => name,
    });
  }
}

/** A country's name in a language (ICU data of Node); the international channel has none. */
function regionName(country: string, language: string, international: string): string {
  if (country === 'int') return international;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country.toUpperCase();
  } catch {
    return country.toUpperCase();
  }
}
