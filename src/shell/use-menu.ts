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
 * The site's navigation for the page's locale: a marketing site's menu as its content sets it
 * (made safe at build time); on a shop the catalogue's top categories with their subcategories
 * (translated names and paths from the catalogue), then the brand's content links.
 */
export function useMenuGroups(): MenuGroup[] {
  const { country, language, translations, catalogMenu = [], siteNavigation } = usePageContext();
  if (siteNavigation) return siteNavigation.menu;
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

/** The footer's columns: a marketing site's as its content sets them, else the menu's groups. */
export function useFooterGroups(): MenuGroup[] {
  const menu = useMenuGroups();
  return usePageContext().siteNavigation?.footer ?? menu;
}
