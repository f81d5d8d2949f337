/** The mega menu's catalogue part per locale: top categories with their subcategories. */
import type { CatalogMenuGroup } from '../../lib/page-context';

export interface MenuCategory {
  localePrefix: string;
  key: string;
  name: string;
  path: string;
  /** JSON of `{ name, path }[]` from the top group down to the category. */
  breadcrumb: string;
}

export function catalogMenus(categories: readonly MenuCategory[]): Map<string, CatalogMenuGroup[]> {
  const menus = new Map<string, CatalogMenuGroup[]>();
  const depth = (category: MenuCategory) => (JSON.parse(category.breadcrumb) as unknown[]).length;
  for (const category of categories.filter((entry) => depth(entry) === 1)) {
    const links = categories
      .filter((entry) => entry.localePrefix === category.localePrefix && depth(entry) === 2)
      .filter((entry) => (JSON.parse(entry.breadcrumb) as { path: string }[])[0]?.path === category.path)
      .map(({ key, name, path }) => ({ key, name, path }));
    const groups = menus.get(category.localePrefix) ?? [];
    groups.push({ key: category.key, name: category.name, path: category.path, links });
    menus.set(category.localePrefix, groups);
  }
  return menus;
}
