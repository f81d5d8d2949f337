/**
 * A marketing site's navigation from its content: each market's global configuration
 * (`marketing/{market}/settings/global-config`) names the mega menu's groups and the footer's
 * columns, linking stories; the links become the market's paths of those stories. Pure but for
 * the sourced-content query, so the rules are unit-tested without Gatsby.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { BrandConfig } from '../../config/schema';
import { brandLocales } from '../../lib/i18n/locales';
import type { SiteNavigation, SiteNavigationGroup } from '../../lib/page-context';
import { isSafeHref } from '../../lib/safe-href';
import {
  type GlobalConfigContent,
  type MultilinkField,
  isBlockOf,
  localeContentRoot,
  pathBelowRoot,
} from '../../services/storyblok/model';
import { pagePathOf, type StoryEntry } from './plan';

const configPath = 'settings/global-config';

/** The navigation per locale prefix; empty for a shop (its menu comes from the catalogue and the brand). */
export function siteNavigationByLocale(
  brand: BrandConfig,
  entries: readonly Pick<StoryEntry, 'uuid' | 'full_slug' | 'lang' | 'content'>[],
  onBrokenLink: (locale: string, label: string) => void = () => undefined,
): Map<string, SiteNavigation> {
  const navigation = new Map<string, SiteNavigation>();
  if (!brand.marketingSite) return navigation;
  const slugOf = new Map(entries.map((entry) => [entry.uuid, entry.full_slug]));
  for (const locale of brandLocales(brand)) {
    const { root, language } = localeContentRoot(brand, locale);
    const config = entries.find(
      (entry) => entry.lang === language && pathBelowRoot(entry.full_slug, root, language) === configPath,
    );
    const content = config ? parseConfig(config.content) : undefined;
    if (!content) continue;
    // A story link names the story by uuid: its path is where that story lies now, in this market.
    const pathOf = (link: MultilinkField): string | null => {
      const slug = link.linktype === 'story' ? slugOf.get(link.id) : undefined;
      const below = slug === undefined ? undefined : pathBelowRoot(slug, root);
      const path = below === undefined ? null : pagePathOf(locale, below, brand.routing.localeSeparator);
      return path !== null && isSafeHref(path) ? path : null;
    };
    const group = (label: string, links: readonly { label: string; link: MultilinkField }[]): SiteNavigationGroup => ({
      label,
      links: links.flatMap((entry) => {
        const href = pathOf(entry.link);
        if (href === null) onBrokenLink(locale.prefix, entry.label);
        return href === null ? [] : [{ label: entry.label, href }];
      }),
    });
    navigation.set(locale.prefix, {
      menu: content.mega_menu.map((entry) => group(entry.label, entry.links)),
      footer: content.footer_columns.map((column) => group(column.title, column.links)),
    });
  }
  return navigation;
}

function parseConfig(json: string): GlobalConfigContent | undefined {
  try {
    const content: unknown = JSON.parse(json);
    return isBlockOf(content, 'global_config') ? content : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the sourced stories a marketing site's navigation needs (none for a shop). */
export async function sourcedSiteNavigation(
  brand: BrandConfig,
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
): Promise<Map<string, SiteNavigation>> {
  if (!brand.marketingSite) return new Map();
  const result = await graphql<{ allStoryblokEntry: { nodes: StoryEntry[] } }>(`
    {
      allStoryblokEntry(filter: { full_slug: { regex: "/^marketing\\\\//" } }) {
        nodes {
          uuid
          full_slug
          lang
          content
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panic('Could not read the navigation of the marketing site.', result.errors as Error[]);
    return new Map();
  }
  return siteNavigationByLocale(brand, result.data.allStoryblokEntry.nodes, (locale, label) =>
    reporter.warn(`Navigation of ${locale}: the link "${label}" names no story of the market; left out.`),
  );
}
