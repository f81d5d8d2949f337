/** The settings stories: the global configuration (menu, footer, cookie banner) and the feature flags. */
import type { MessageKey } from '../../../../brands/shared/messages';
import type { BrandConfig } from '../../../../src/config/schema';
import type { FeatureFlagBlock, FlagState, MegaMenuGroupBlock } from '../../../../src/services/storyblok/model';
import { randomFor } from '../../../common/prng';
import { seedYear } from '../time';
import { newsletter } from './blocks';
import type { CountryShop } from './context';
import type { ItemKeys } from './items';
import { infoPages } from './pages';

/** Flags of the content service; states from the brand configuration where it has one. */
const flagDefinitions: ReadonlyArray<{
  name: string;
  description: string;
  fromConfig?: (config: BrandConfig, country: string) => boolean;
}> = [
  {
    name: 'sizeFinder',
    description: 'Size finder (smartfit) on product pages.',
    fromConfig: (config) => config.flags.sizeFinder,
  },
  {
    name: 'reviewsGallery',
    description: 'Photo gallery in the reviews widget.',
    fromConfig: (config) => config.flags.reviewsGallery,
  },
  {
    name: 'cycleToWorkCalculator',
    description: 'Cycle-to-work calculator on product pages.',
    fromConfig: (config, country) => config.catalog.cycleToWorkCountries.includes(country),
  },
  { name: 'bikeComparison', description: 'Bike comparison panel on listings.' },
  { name: 'notifyMe', description: '"Notify me" sign-up for products out of stock.' },
  { name: 'newsletterPopup', description: 'Newsletter sign-up layer after 30 seconds.' },
  { name: 'storeLocatorFilters', description: 'Filters in the store locator.' },
];

const rolloutPatterns: readonly FlagState[][] = [['preview'], ['preview', 'accept'], ['preview', 'accept', 'live']];

export function addSettings(
  shop: CountryShop,
  items: ItemKeys,
  links: { storeLocatorKey: string; contactKeys: readonly string[] },
): void {
  const { brand, config, code, key, page, folders, navigationSlug } = shop;
  const { storeLocatorKey, contactKeys } = links;
  const pageKeyOfRoute: Record<string, string> = {
    [folders.stories]: key('stories/listing'),
    [folders.campaigns]: key('campaigns/listing'),
    [folders.contact]: key('contact/listing'),
    [navigationSlug('storeLocator', 'store-locator')]: storeLocatorKey,
    search: key('search'),
  };
  page(
    key('settings/global-config'),
    key('settings'),
    () => 'Global configuration',
    (texts, ctx) => {
      const megaMenu: MegaMenuGroupBlock[] = config.navigation.map((group, groupIndex) => ({
        _uid: ctx.uid(`menu-${groupIndex}`),
        component: 'mega_menu_group',
        label: texts.messages[group.label as MessageKey],
        message_key: group.label,
        links: group.links.map((link, linkIndex) => {
          const target =
            link.kind === 'productLines'
              ? key('product-lines/listing')
              : link.kind === 'page'
                ? pageKeyOfRoute[link.slug ?? '']
                : undefined;
          if (link.kind === 'page' && !target)
            throw new Error(`Navigation page "${link.slug}" has no story in ${brand}`);
          return {
            _uid: ctx.uid(`menu-${groupIndex}-${linkIndex}`),
            component: 'mega_menu_link' as const,
            label: texts.messages[link.label as MessageKey],
            message_key: link.label,
            link: target
              ? ctx.storyLink(target)
              : { fieldtype: 'multilink' as const, linktype: 'story' as const, id: '', url: '', cached_url: '' },
            category_path: '',
          };
        }),
      }));
      const footerLink = (part: string, label: string, target: string) => ({
        _uid: ctx.uid(`footer-${part}`),
        component: 'footer_link' as const,
        label,
        link: ctx.storyLink(target),
      });
      return {
        _uid: ctx.uid('root'),
        component: 'global_config',
        mega_menu: megaMenu,
        footer_columns: [
          {
            _uid: ctx.uid('footer-service'),
            component: 'footer_column',
            title: texts.messages.service,
            links: [
              footerLink('contact', texts.messages.contact, key('contact/listing')),
              footerLink('shipping', texts.copy.footer.shipping, key('shipping/listing')),
              footerLink('payment', texts.copy.footer.payment, key('payment/listing')),
              footerLink('dealers', texts.messages.storeLocator, storeLocatorKey),
            ],
          },
          {
            _uid: ctx.uid('footer-discover'),
            component: 'footer_column',
            title: texts.messages.discover,
            links: [
              footerLink('stories', texts.messages.stories, key('stories/listing')),
              footerLink('campaigns', texts.messages.campaigns, key('campaigns/listing')),
              footerLink('lines', texts.messages.productLines, key('product-lines/listing')),
            ],
          },
          {
            _uid: ctx.uid('footer-about'),
            component: 'footer_column',
            title: texts.fill(texts.copy.footer.aboutBrand),
            links: infoPages.map((info) =>
              footerLink(info, texts.fill(texts.copy.pages[info].title), key(`pages/${info}`)),
            ),
          },
        ],
        social_channels: items.socialKeys.map((socialKey) => ctx.uuid(socialKey)),
        contact_methods: contactKeys.map((contactKey) => ctx.uuid(contactKey)),
        cookie_banner: [
          {
            _uid: ctx.uid('cookie'),
            component: 'cookie_banner',
            title: texts.copy.cookie.title,
            text: texts.copy.cookie.text,
            accept_label: texts.copy.cookie.accept,
            reject_label: texts.copy.cookie.reject,
            settings_label: texts.copy.cookie.settings,
            privacy_link: ctx.storyLink(key('pages/privacy')),
          },
        ],
        newsletter: [newsletter(texts, ctx)],
        copyright: `© ${seedYear} ${config.displayName}. ${texts.messages.allRightsReserved}`,
      };
    },
    { slug: 'global-config', daysAgo: 60 },
  );
  page(
    key('settings/feature-flags'),
    key('settings'),
    () => 'Feature flags',
    (_texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'feature_flags',
      flags: flagDefinitions.map((flag): FeatureFlagBlock => {
        const configured = flag.fromConfig?.(config, code);
        const states: FlagState[] =
          configured === undefined
            ? [...randomFor(`${brand}|flag|${flag.name}`).pick(rolloutPatterns)]
            : configured
              ? ['preview', 'accept', 'live']
              : [];
        return {
          _uid: ctx.uid(`flag-${flag.name}`),
          component: 'feature_flag',
          name: flag.name,
          description: flag.description,
          states,
        };
      }),
    }),
    { slug: 'feature-flags', daysAgo: 20 },
  );
}
