/** Pages without a folder of their own: store locator, search, the about and legal pages, the splash page. */
import type { MessageKey } from '../../../../brands/shared/messages';
import type { BodyBlock } from '../../../../src/services/storyblok/model';
import { copyLanguageOf } from '../copy';
import { legalCopy } from '../copy/legal';
import { doc, heading, paragraphs } from '../richtext';
import type { Texts } from '../space-builder';
import { quote } from './blocks';
import type { CountryShop } from './context';

/** The pages the footer's about column lists; all but the about page are legal pages. */
export const infoPages = ['about', 'privacy', 'legalNotice'] as const;
const legalPages = ['terms', 'withdrawal'] as const;

/** Adds the pages; returns the store locator's key, which campaigns, articles and the footer link. */
export function addPages(shop: CountryShop): string {
  const { config, profile, countryKey, key, page, seo, asset, navigationSlug } = shop;
  const storeLocatorKey = key('store-locator');
  page(
    storeLocatorKey,
    countryKey,
    (texts) => texts.messages.storeLocator,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'store_locator_page',
      title: texts.messages.storeLocator,
      intro: texts.copy.storeLocator.intro,
      filters: [...profile.storeLocatorFilters],
      collect_in_store_label: texts.copy.storeLocator.collectInStore,
      test_center_label: texts.copy.storeLocator.testCenter,
      bike_types_label: texts.copy.storeLocator.bikeTypes,
      ...seo(texts.messages.storeLocator, texts.copy.storeLocator.intro),
    }),
    { slug: navigationSlug('storeLocator', 'store-locator') },
  );
  page(
    key('search'),
    countryKey,
    (texts) => texts.messages.search,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'search_page',
      title: texts.messages.search,
      intro: texts.copy.search.intro,
      placeholder: texts.copy.search.placeholder,
      no_results: texts.copy.search.noResults,
      ...seo(texts.messages.search, texts.copy.search.intro),
    }),
    { slug: 'search' },
  );
  for (const info of infoPages) {
    page(
      key(`pages/${info}`),
      countryKey,
      (texts) => texts.fill(texts.copy.pages[info].title),
      (texts, ctx) => {
        const title = texts.fill(texts.copy.pages[info].title);
        const body: BodyBlock[] = [
          {
            _uid: ctx.uid('text'),
            component: 'rich_text',
            text: doc(heading(2, title), ...paragraphs(texts.fill(texts.copy.pages[info].text))),
          },
        ];
        if (info === 'about') {
          body.unshift({
            _uid: ctx.uid('hero'),
            component: 'hero',
            title,
            text: texts.messages[config.tagline as MessageKey],
            image: ctx.asset(
              asset('about:hero', 'hero', 'about', config.displayName, config.displayName, 'bicycle'),
              title,
            ),
            link: ctx.storyLink(key('product-lines/listing')),
            link_label: texts.copy.home.ourProductLines,
            theme: 'dark',
          });
          body.push(quote(shop, texts, ctx));
        }
        return {
          _uid: ctx.uid('root'),
          component: 'page',
          title,
          page_kind: 'page',
          ...(info === 'about' ? {} : { legal_kind: info }),
          body,
          ...seo(title, texts.fill(texts.copy.pages[info].text)),
        };
      },
      { translateSlug: true },
    );
  }
  for (const legal of legalPages) {
    const copyOf = (texts: Texts) => legalCopy[copyLanguageOf(texts.language)][legal];
    page(
      key(`pages/${legal}`),
      countryKey,
      (texts) => copyOf(texts).title,
      (texts, ctx) => {
        const copy = copyOf(texts);
        return {
          _uid: ctx.uid('root'),
          component: 'page',
          title: copy.title,
          page_kind: 'page',
          legal_kind: legal,
          body: [
            {
              _uid: ctx.uid('text'),
              component: 'rich_text',
              // The page's h1 is its title: the sections are the h2s below it.
              text: doc(
                ...paragraphs(texts.fill(copy.text)),
                ...copy.sections.flatMap((section) => [
                  heading(2, section.title),
                  ...paragraphs(texts.fill(section.text)),
                ]),
              ),
            },
          ],
          ...seo(copy.title, texts.fill(copy.text)),
        };
      },
      { translateSlug: true },
    );
  }
  page(
    key('splash'),
    countryKey,
    (texts) => texts.fill(texts.copy.splash.title),
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'splash_page',
      title: texts.fill(texts.copy.splash.title),
      text: texts.copy.splash.text,
      background: ctx.asset(
        asset('splash', 'hero', 'splash', config.displayName, config.displayName, 'bicycle'),
        config.displayName,
      ),
      link: ctx.storyLink(key('home')),
      link_label: texts.copy.splash.cta,
      ...seo(texts.fill(texts.copy.splash.title), texts.copy.splash.text),
    }),
    { slug: 'splash' },
  );
  return storeLocatorKey;
}
