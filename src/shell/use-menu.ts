import type { MessageKey } from '../../brands/shared/messages';
import { brand } from '../config/runtime';
import { navigationHref } from '../lib/navigation';
import { usePageContext } from '../components/page-context';
import { isSafeHref } from '../lib/safe-href';

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

/**
 * The site's navigation for the page's locale: the catalogue's top categories with their
 * subcategories (translated names and paths from the catalogue), then the brand's content links.
 */
export function useMenuGroups(): MenuGroup[] {
  const { country, language, translations, catalogMenu = [] } = usePageContext();
  const label = (key: string) => translations[key as MessageKey] ?? key;
  const catalogue = catalogMenu.map((group) => ({
    label: group.name,
    links: [
      { label: group.name, href: group.path },
      ...group.links.map((link) => ({ label: link.name, href: link.path })),
    ],
  }));
  const content = brand.navigation.map((group) => ({
    label: label(group.label),
    links: group.links.map((link) => ({
      label: label(link.label),
      href: navigationHref(link, { country, language }, brand.routing),
    })),
  }));
  // Catalogue paths come from the backend: a link that is not a safe target is left out.
  return [...catalogue, ...content].map((group) => ({
    ...group,
    links: group.links.filter((link) => isSafeHref(link.href)),
  }));
}
