import type { MessageKey } from '../../brands/shared/messages';
import { brand } from '../config/runtime';
import { navigationHref } from '../lib/navigation';
import { usePageContext } from '../components/page-context';
import { isSafeHref } from '../lib/safe-href';
import type { SiteNavigationGroup } from '../lib/page-context';

export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

/**
 * The site's navigation for the page's locale: a marketing site's menu as its content sets it;
 * on a shop the catalogue's top categories with their subcategories (translated names and paths
 * from the catalogue), then the brand's content links.
 */
export function useMenuGroups(): MenuGroup[] {
  const { country, language, translations, catalogMenu = [], siteNavigation } = usePageContext();
  if (siteNavigation) return siteGroups(siteNavigation.menu);
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
  return safeGroups([...catalogue, ...content]);
}

/** The footer's columns: a marketing site's as its content sets them, else the menu's groups. */
export function useFooterGroups(): MenuGroup[] {
  const { siteNavigation } = usePageContext();
  const menu = useMenuGroups();
  return siteNavigation ? siteGroups(siteNavigation.footer) : menu;
}

const siteGroups = (groups: readonly SiteNavigationGroup[]): MenuGroup[] =>
  safeGroups(
    groups.map((group) => ({
      label: group.label,
      links: group.links.map((link) => ({ label: link.label, href: link.path })),
    })),
  );

// Paths come from the backends: a link that is not a safe target is left out.
const safeGroups = (groups: readonly MenuGroup[]): MenuGroup[] =>
  groups.map((group) => ({ ...group, links: group.links.filter((link) => isSafeHref(link.href)) }));
