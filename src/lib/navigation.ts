import type { BrandConfig } from '../config/schema';
import { homePath, productLineListingPath } from './routing/routes';
import { normalizePath } from './routing/path';

type NavigationLink = BrandConfig['navigation'][number]['links'][number];
type PageLocale = { country: string; language: string };

/** Where a mega-menu link leads in a locale; paths come from the routing library only. */
export function navigationHref(link: NavigationLink, locale: PageLocale, routing: BrandConfig['routing']): string {
  switch (link.kind) {
    case 'productLines':
      return productLineListingPath(locale, routing);
    case 'page':
      return normalizePath(`${homePath(locale, routing)}${link.slug ?? ''}/`, routing.localeSeparator);
  }
}
