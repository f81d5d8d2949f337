/**
 * The shop tree of one country: `shop/{country}/…`, every page kind of the content service in
 * the country's languages (field-level translation), plus the global configuration, feature
 * flags and the items other stories refer to.
 *
 * Folder slugs are route segments the brand configuration already knows (the navigation's page
 * slugs, the product-line segment), so a content path below the country folder is the site path
 * below the locale prefix. Detail pages have translated slugs.
 *
 * Each page kind has its module; this one adds them in a fixed order, because story ids follow
 * the order in which stories are added.
 */
import type { CountryConfig } from '../../../../src/config/schema';
import { addCampaigns, campaignPlan } from './campaigns';
import { countryShop, type ShopSite } from './context';
import { addFolders } from './folders';
import { addHome } from './home';
import { addItems } from './items';
import { addContactMethods, addPaymentMethods, addShippingMethods } from './methods';
import { addPages } from './pages';
import { addProductLines } from './product-lines';
import { addPublications } from './publications';
import { addSettings } from './settings';

export { newsletterThanks, videoId } from './blocks';
export type { ShopSite } from './context';
export { platformNames, platformUrl } from './items';
export { publicationTags } from './publications';

export function addShopCountry(site: ShopSite, country: CountryConfig, countryIndex: number): void {
  const shop = countryShop(site, country, countryIndex);
  addFolders(shop);
  const items = addItems(shop);
  const campaigns = campaignPlan(shop);
  addProductLines(shop, campaigns);
  const storeLocatorKey = addPages(shop);
  const publications = addPublications(shop, storeLocatorKey);
  addCampaigns(shop, campaigns, storeLocatorKey);
  const contactKeys = addContactMethods(shop, items);
  addShippingMethods(shop, items);
  addPaymentMethods(shop);
  addHome(shop, items, campaigns, publications);
  addSettings(shop, items, { storeLocatorKey, contactKeys });
}
