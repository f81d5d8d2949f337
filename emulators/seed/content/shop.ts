/**
 * The shop tree of one country: `shop/{country}/…`, every page kind of the content service in
 * the country's languages (field-level translation), plus the global configuration, feature
 * flags and the items other stories refer to.
 *
 * Folder slugs are route segments the brand configuration already knows (the navigation's page
 * slugs, the product-line segment), so a content path below the country folder is the site path
 * below the locale prefix. Detail pages have translated slugs.
 */
import type { MessageKey } from '../../../brands/shared/messages';
import type { BrandConfig, BrandName, CountryConfig } from '../../../src/config/schema';
import type {
  AssetField,
  BodyBlock,
  CategoryTeaserBlock,
  ContactKind,
  FaqBlock,
  FeatureFlagBlock,
  FlagState,
  HeroQuoteBlock,
  MegaMenuGroupBlock,
  NewsletterSignupBlock,
  ProductTeaserBlock,
  RichTextDoc,
  TeaserGridBlock,
  VideoBlock,
} from '../../../src/services/storyblok/model';
import { seoSlug } from '../../common/slug';
import { generateCatalog } from '../catalog';
import { serviceCopy } from '../catalog/copy';
import type { Localized } from '../catalog/types';
import { articleBody, pressureTable, salesforceForm } from './article';
import { spaceLanguageOf } from './languages';
import {
  copyLanguageOf,
  languageCopy,
  type CampaignKey,
  type ContactCopyKind,
  type LineKind,
  type PaymentKey,
  type ReturnKey,
  type SellingPointKey,
  type ShippingKey,
  topicCategories,
  type TopicCategory,
  type TopicKey,
} from './copy';
import { legalCopy } from './copy/legal';
import { hash53, randomFor } from '../../common/prng';
import {
  couriersByCountry,
  courierTracking,
  servicePhoneByCountry,
  type BrandProfile,
  type HomeSection,
  type ProductLineProfile,
} from './profiles';
import {
  bold,
  bulletList,
  codeBlock,
  doc,
  emailLink,
  heading,
  paragraph,
  paragraphs,
  storyLink,
  text,
} from './richtext';
import type { AssetSpec, LocaleSet, SpaceBuilder, StoryContext, StoryDef, Texts } from './space-builder';
import { daysBefore, seedYear, storyblokDate } from './time';

export interface ShopSite {
  builder: SpaceBuilder;
  brand: BrandName;
  config: BrandConfig;
  profile: BrandProfile;
  productNumbers: readonly string[];
  textsFor: (language: string) => Texts;
  /** Key of the `shop` root folder. */
  rootKey: string;
  /** Language of the space's default content. */
  defaultLanguage: string;
}

const topicCategory: Record<TopicKey, TopicCategory> = {
  chainCare: 'maintenance',
  tyrePressure: 'maintenance',
  winterCommuting: 'commuting',
  batteryRange: 'eBikes',
  firstBike: 'family',
  helmetReplacement: 'safety',
  bikeRack: 'buyingGuide',
};

/** The interface text naming the kind of bike a product line is. */
const lineKindLabel: Record<LineKind, MessageKey> = {
  cityE: 'eBikes',
  trekkingE: 'eBikes',
  mountainE: 'eBikes',
  city: 'cityBikes',
  trekking: 'trekkingBikes',
  mountain: 'mountainBikes',
  kids: 'kidsBikes',
  parts: 'parts',
  accessories: 'accessories',
};

const shapes = ['bicycle', 'circle', 'square', 'triangle', 'stripes'] as const;

const sellingPointIcon: Record<SellingPointKey, string> = {
  delivery: 'truck',
  dealers: 'store',
  frameWarranty: 'shield',
  partsWarranty: 'shield',
  partsFit: 'check',
  dispatch: 'truck',
};

/**
 * A brand's campaigns in the order of its profile, dated from the seed clock: the first two
 * run now (since 40 and 10 days, for 45 days each), the third starts in 20 days and is a draft.
 */
function campaignSchedule(
  campaigns: BrandProfile['campaigns'],
): Array<{ campaign: CampaignKey; startsDaysAgo: number; endsDaysAgo: number; draft: boolean }> {
  return campaigns.map((campaign, index) => {
    const startsDaysAgo = 40 - index * 30;
    return { campaign, startsDaysAgo, endsDaysAgo: startsDaysAgo - 45, draft: index === campaigns.length - 1 };
  });
}

/** The thank-you after a newsletter sign-up, in the editors' words (the footer form's too). */
export function newsletterThanks(contentLanguageCode: string): string {
  return languageCopy[copyLanguageOf(contentLanguageCode)].newsletter.thanks;
}

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

/** An 11-character YouTube-style video id, stable per key. */
export function videoId(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let value = hash53(key);
  let id = '';
  for (let index = 0; index < 11; index += 1) {
    id += alphabet[value % 64] ?? 'A';
    value = Math.floor(value / 64) + (hash53(`${key}|${index}`) % 997);
  }
  return id;
}

export function addShopCountry(site: ShopSite, country: CountryConfig, countryIndex: number): void {
  const { builder, brand, config, profile } = site;
  const code = country.code;
  const key = (name: string) => `shop/${code}/${name}`;
  const countryKey = `shop/${code}`;
  const rng = (name: string) => randomFor(`${brand}|${code}|${name}`);

  // Default content is the space's default language; each country language besides it is a
  // field-level translation (British and Irish English read the `en-gb` variant).
  const languages = [...new Set(country.languages.map((language) => spaceLanguageOf(code, language)))];
  const locales: LocaleSet = {
    base: site.textsFor(site.defaultLanguage),
    translations: languages.filter((language) => language !== site.defaultLanguage).map(site.textsFor),
  };

  const created = daysBefore(400 - countryIndex);
  const palette = profile.palette;
  const drawing = (seed: string, label?: string, shape?: (typeof shapes)[number]) => {
    const random = randomFor(`${brand}|drawing|${seed}`);
    return {
      background: random.pick(palette.backgrounds),
      foreground: palette.foreground,
      shape: shape ?? random.pick(shapes),
      ...(label ? { label } : {}),
    };
  };
  const asset = (
    assetKey: string,
    size: 'hero' | 'teaser' | 'square' | 'logo' | 'poster',
    name: string,
    alt: string,
    label?: string,
    shape?: (typeof shapes)[number],
  ): AssetSpec => {
    const dimensions = {
      hero: [1920, 1080],
      teaser: [1200, 800],
      square: [800, 800],
      logo: [400, 200],
      poster: [1280, 720],
    } as const;
    const [width, height] = dimensions[size];
    return {
      key: assetKey,
      width,
      height,
      name: seoSlug(name),
      ext: size === 'logo' ? 'png' : 'jpg',
      alt,
      drawing: drawing(assetKey, label, shape),
    };
  };

  const productNumbers = (name: string, count: number) =>
    rng(`products|${name}`).shuffle(site.productNumbers).slice(0, count);
  const serviceEmail = `service@${profile.mailDomain}`;

  // ---- folders -------------------------------------------------------------------------------
  builder.folder({
    key: countryKey,
    parent: site.rootKey,
    slug: code,
    locales,
    createdAt: created,
    name: (texts) => regionName(code, texts.language, texts.messages.international),
  });
  const navigationSlug = (label: MessageKey, fallback: string) =>
    config.navigation.flatMap((group) => group.links).find((link) => link.label === label && link.kind === 'page')
      ?.slug ?? fallback;
  const folders = {
    stories: navigationSlug('stories', 'stories'),
    campaigns: navigationSlug('campaigns', 'campaigns'),
    productLines: config.routing.productLineSegment,
    contact: navigationSlug('contact', 'contact'),
    shipping: 'shipping-methods',
    payment: 'payment-methods',
    settings: 'settings',
    data: 'data',
  } as const;
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
  const dataFolders = ['faq', 'selling-points', 'social-channels', 'couriers', 'return-methods', 'categories'];
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

  const page = (
    storyKey: string,
    parent: string,
    name: (texts: Texts) => string,
    content: StoryDef['content'],
    extra: {
      slug?: string;
      startPage?: boolean;
      translateSlug?: boolean;
      published?: boolean;
      daysAgo?: number;
      tags?: string[];
    } = {},
  ) => {
    const publishedAt = daysBefore(extra.daysAgo ?? 300 - countryIndex);
    builder.story({
      key: storyKey,
      parent,
      locales,
      createdAt: created,
      publishedAt,
      name,
      content,
      published: extra.published ?? true,
      ...(extra.slug !== undefined ? { slug: extra.slug } : {}),
      ...(extra.startPage ? { startPage: true } : {}),
      ...(extra.translateSlug ? { translateSlug: true } : {}),
      ...(extra.tags ? { tags: extra.tags } : {}),
    });
  };
  const seo = (title: string, description: string) => ({
    meta_title: `${title} | ${config.displayName}`,
    meta_description: description,
  });

  // ---- referenced items ---------------------------------------------------------------------
  const faqKeys = [0, 1, 2].map((index) => key(`data/faq/faq-${index + 1}`));
  faqKeys.forEach((faqKey, index) =>
    page(
      faqKey,
      key('data/faq'),
      (texts) => texts.copy.faq[index as 0 | 1 | 2].question,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'faq_item',
        question: texts.copy.faq[index as 0 | 1 | 2].question,
        answer: doc(...paragraphs(texts.copy.faq[index as 0 | 1 | 2].answer)),
      }),
      { slug: `faq-${index + 1}` },
    ),
  );
  const sellingPointKeys = profile.sellingPoints.map((point) => {
    const pointKey = key(`data/selling-points/${point}`);
    page(
      pointKey,
      key('data/selling-points'),
      (texts) => texts.copy.sellingPoints[point].title,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'selling_point',
        title: texts.copy.sellingPoints[point].title,
        text: texts.copy.sellingPoints[point].text,
        icon: sellingPointIcon[point],
      }),
      { slug: point },
    );
    return pointKey;
  });
  const socialKeys = profile.socials.map((social) => {
    const socialKey = key(`data/social-channels/${social.platform}`);
    const platformName = platformNames[social.platform];
    page(
      socialKey,
      key('data/social-channels'),
      () => platformName,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'social_channel',
        name: platformName,
        platform: social.platform,
        handle: social.handle,
        link: ctx.urlLink(platformUrl(social.platform, social.handle)),
        label: texts.fill(texts.copy.footer.follow, { platform: platformName }),
      }),
      { slug: social.platform },
    );
    return socialKey;
  });
  const couriers = couriersByCountry[code] ?? couriersByCountry.int ?? [];
  const courierKeys = couriers.map((courier) => {
    const courierKey = key(`data/couriers/${seoSlug(courier)}`);
    page(
      courierKey,
      key('data/couriers'),
      () => courier,
      (_texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'courier',
        name: courier,
        logo: ctx.asset(asset(`courier:${courier}`, 'logo', courier, courier, courier, 'square'), courier),
        tracking_link: ctx.urlLink(courierTracking[courier] ?? 'https://www.parcelsapp.com/'),
      }),
      { slug: seoSlug(courier) },
    );
    return courierKey;
  });
  const returnKeys: Record<ReturnKey, string> = {
    parcelShop: key('data/return-methods/parcel-shop'),
    dealerReturn: key('data/return-methods/dealer'),
  };
  (Object.entries(returnKeys) as Array<[ReturnKey, string]>).forEach(([returnKey, storyKey]) =>
    page(
      storyKey,
      key('data/return-methods'),
      (texts) => texts.copy.returns[returnKey].title,
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'return_method',
        title: texts.copy.returns[returnKey].title,
        text: texts.copy.returns[returnKey].text,
        days: 30,
      }),
      { slug: storyKey.slice(storyKey.lastIndexOf('/') + 1) },
    ),
  );
  // Featured categories: the catalogue's subcategories of its first top group, by language-neutral key.
  const categoryKeys = featuredCategories(brand).map((category) => {
    const slug = seoSlug(category.key);
    const categoryKey = key(`data/categories/${slug}`);
    const nameIn = (texts: Texts) =>
      category.name[texts.language.split('-')[0] ?? ''] ?? category.name.en ?? Object.values(category.name)[0] ?? slug;
    page(
      categoryKey,
      key('data/categories'),
      (texts) => nameIn(texts),
      (texts, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'category',
        name: nameIn(texts),
        message_key: '',
        category_path: category.key,
        image: ctx.asset(asset(`category:${slug}`, 'square', slug, slug, undefined, 'bicycle'), nameIn(texts)),
      }),
      { slug },
    );
    return categoryKey;
  });

  // ---- campaign keys (the stories come further down) -----------------------------------------
  const campaignKey = (campaign: CampaignKey) => key(`campaigns/${campaign}`);
  const schedule = campaignSchedule(profile.campaigns);
  const draftCampaign = schedule.find((entry) => entry.draft)?.campaign ?? profile.campaigns[2];
  /** Campaigns running at the seed clock: what the home page calls current. */
  const runningCampaigns = schedule
    .filter((entry) => !entry.draft && entry.startsDaysAgo >= 0 && entry.endsDaysAgo < 0)
    .map((entry) => entry.campaign);
  /** The campaign a product line page points to: the test rides where the brand has them. */
  const lineCampaign: CampaignKey = profile.campaigns.includes('testRideWeeks')
    ? 'testRideWeeks'
    : (runningCampaigns[0] ?? profile.campaigns[0]);

  // ---- product lines ------------------------------------------------------------------------
  const lineKey = (line: ProductLineProfile) => key(`product-lines/${seoSlug(line.name)}`);
  const lineImage = (line: ProductLineProfile) =>
    asset(`line:${line.name}`, 'hero', line.name, `${config.displayName} ${line.name}`, line.name, 'bicycle');
  page(
    key('product-lines/listing'),
    key('productLines'),
    (texts) => texts.messages.productLines,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'product_line_listing',
      title: texts.messages.productLines,
      intro: texts.copy.listings.productLinesIntro,
      items: profile.productLines.map((line) => ctx.uuid(lineKey(line))),
      ...seo(texts.messages.productLines, texts.copy.listings.productLinesIntro),
    }),
    { slug: folders.productLines, startPage: true },
  );
  profile.productLines.forEach((line, index) => {
    const intro = (texts: Texts) => texts.fill(texts.copy.lineKinds[line.kind], { line: line.name });
    page(
      lineKey(line),
      key('productLines'),
      () => line.name,
      (texts, ctx, version) => {
        // The line's own bikes, chosen by the line's code as an editor would; the draft adds a
        // teaser of hand-picked numbers.
        const lineTeaser: ProductTeaserBlock = {
          _uid: ctx.uid('teaser'),
          component: 'product_teaser',
          title: texts.fill(texts.copy.home.discoverLine, { line: line.name }),
          product_numbers: [],
          ...(line.catalogueCode === null
            ? { category: line.categoryPath }
            : { product_line: line.catalogueCode ?? line.name }),
        };
        const draftTeaser: ProductTeaserBlock = {
          _uid: ctx.uid('teaser-draft'),
          component: 'product_teaser',
          title: texts.copy.home.popularNow,
          product_numbers: productNumbers(`${line.name}|teaser-draft`, 2),
        };
        return {
          _uid: ctx.uid('root'),
          component: 'product_line',
          name: line.name,
          subtitle: texts.messages[lineKindLabel[line.kind]],
          intro: intro(texts),
          hero_image: ctx.asset(lineImage(line), `${config.displayName} ${line.name}`),
          body: doc(
            paragraph(text(intro(texts), bold)),
            paragraph(text(texts.fill(texts.copy.lineBody, { line: line.name }))),
            paragraph(text(texts.copy.campaigns[lineCampaign].cta, storyLink(ctx, campaignKey(lineCampaign)))),
          ),
          product_line_code: line.catalogueCode ?? line.name,
          category_path: line.categoryPath,
          // The first line has a saved, unpublished change: a second product teaser.
          product_teasers: index === 0 && version === 'draft' ? [lineTeaser, draftTeaser] : [lineTeaser],
          ...seo(line.name, intro(texts)),
        };
      },
      { slug: seoSlug(line.name), daysAgo: 280 - index },
    );
  });

  // ---- pages without a folder of their own --------------------------------------------------
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
  const infoPages = ['about', 'privacy', 'legalNotice'] as const;
  const legalPages = ['terms', 'withdrawal'] as const;
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
          body.push(quote(texts, ctx));
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

  // ---- publications -------------------------------------------------------------------------
  const topics = profile.topics;
  const draftTopic = topics[topics.length - 1];
  const publishedTopics = topics.filter((topic) => topic !== draftTopic);
  const topicKey = (topic: TopicKey) => key(`stories/${topic}`);
  const topicTitle = (topic: TopicKey) => locales.base.copy.topics[topic].title;
  const topicImage = (topic: TopicKey) => asset(`topic:${topic}:hero`, 'hero', topic, topicTitle(topic), undefined);
  page(
    key('stories/listing'),
    key('stories'),
    (texts) => texts.messages.stories,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'publication_listing',
      title: texts.messages.stories,
      intro: texts.copy.listings.storiesIntro,
      body: [newsletter(texts, ctx)],
      ...seo(texts.messages.stories, texts.copy.listings.storiesIntro),
    }),
    { slug: folders.stories, startPage: true },
  );
  topics.forEach((topic, index) => {
    const published = topic !== draftTopic;
    const related =
      publishedTopics[(publishedTopics.indexOf(topic) + 1) % publishedTopics.length] ?? publishedTopics[0];
    if (!related) throw new Error('A brand needs at least two publication topics.');
    const daysAgo = 12 + index * 23 + randomFor(`${brand}|date|${topic}`).int(0, 9);
    const category = topicCategory[topic];
    page(
      topicKey(topic),
      key('stories'),
      (texts) => texts.copy.topics[topic].title,
      (texts, ctx) => {
        const copy = texts.copy.topics[topic];
        return {
          _uid: ctx.uid('root'),
          component: 'publication',
          title: copy.title,
          intro: copy.intro,
          date: storyblokDate(daysBefore(daysAgo)),
          author: profile.authors[index % profile.authors.length] ?? profile.authors[0],
          hero_image: ctx.asset(topicImage(topic), copy.title),
          category: texts.copy.categories[category],
          body: articleBody(texts, ctx, {
            topic: copy,
            related: { key: topicKey(related), title: texts.copy.topics[related].title },
            storeLocatorKey,
            image: asset(`topic:${topic}:inline`, 'teaser', `${topic}-detail`, topicTitle(topic), undefined),
            checklist: asset(
              `topic:${topic}:checklist`,
              'square',
              `${topic}-checklist`,
              topicTitle(topic),
              config.displayName,
              'square',
            ),
            videoId: videoId(`${brand}|${topic}`),
            mechanic: profile.mechanic,
            siteUrl: config.siteUrl,
            serviceEmail,
            // One article per country ends with the contact form; the tyre article carries a table.
            contactForm: topic === publishedTopics[0],
            ...(topic === 'tyrePressure' ? { html: pressureTable } : {}),
          }),
          ...seo(copy.title, copy.intro),
        };
      },
      { translateSlug: true, published, daysAgo, tags: [seoSlug(categoryLabelEn[category])] },
    );
  });

  // ---- campaigns ----------------------------------------------------------------------------
  page(
    key('campaigns/listing'),
    key('campaigns'),
    (texts) => texts.messages.campaigns,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'campaign_listing',
      title: texts.messages.campaigns,
      intro: texts.copy.listings.campaignsIntro,
      body: [
        {
          _uid: ctx.uid('lines'),
          component: 'teaser_grid',
          title: texts.copy.home.ourProductLines,
          items: profile.productLines.slice(0, 3).map((line) => ctx.uuid(lineKey(line))),
          link: ctx.storyLink(key('product-lines/listing')),
          link_label: texts.copy.home.viewAll,
        },
      ],
      ...seo(texts.messages.campaigns, texts.copy.listings.campaignsIntro),
    }),
    { slug: folders.campaigns, startPage: true },
  );
  campaignSchedule(profile.campaigns).forEach(({ campaign, startsDaysAgo, endsDaysAgo, draft }, index) => {
    page(
      campaignKey(campaign),
      key('campaigns'),
      (texts) => texts.copy.campaigns[campaign].title,
      (texts, ctx, version) => {
        const copy = texts.copy.campaigns[campaign];
        const teasers: ProductTeaserBlock[] = [
          {
            _uid: ctx.uid('products'),
            component: 'product_teaser',
            title: texts.copy.home.popularNow,
            product_numbers: productNumbers(`campaign|${campaign}`, 4),
          },
        ];
        // The first campaign has a saved, unpublished change: one more product teaser.
        if (index === 0 && version === 'draft') {
          teasers.push({
            _uid: ctx.uid('products-draft'),
            component: 'product_teaser',
            title: texts.copy.home.popularNow,
            product_numbers: productNumbers(`campaign|${campaign}|draft`, 2),
          });
        }
        return {
          _uid: ctx.uid('root'),
          component: 'campaign',
          title: copy.title,
          intro: copy.intro,
          hero_image: ctx.asset(
            asset(`campaign:${campaign}`, 'hero', campaign, copy.title, config.displayName),
            copy.title,
          ),
          starts_at: storyblokDate(daysBefore(startsDaysAgo)),
          ends_at: storyblokDate(daysBefore(endsDaysAgo)),
          text: doc(
            paragraph(text(copy.intro, bold)),
            paragraph(text(copy.text)),
            paragraph(text(texts.messages.storeLocator, storyLink(ctx, storeLocatorKey))),
          ),
          product_teasers: teasers,
          product_lines: profile.productLines.slice(index, index + 2).map((line) => ctx.uuid(lineKey(line))),
          link: ctx.storyLink(storeLocatorKey),
          link_label: copy.cta,
          ...seo(copy.title, copy.intro),
        };
      },
      { translateSlug: true, published: !draft, daysAgo: startsDaysAgo + 5 },
    );
  });

  // ---- contact, shipping and payment methods ------------------------------------------------
  const contactKinds: Array<{ copy: ContactCopyKind; kind: ContactKind; value: string }> = [
    { copy: 'phone', kind: 'phone', value: servicePhoneByCountry[code] ?? servicePhoneByCountry.int ?? '' },
    { copy: 'email', kind: 'email', value: serviceEmail },
    { copy: 'form', kind: 'form', value: '' },
  ];
  const contactKey = (kind: ContactCopyKind) => key(`contact/${kind}`);
  page(
    key('contact/listing'),
    key('contact'),
    (texts) => texts.messages.contact,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'contact_method_listing',
      title: texts.messages.contact,
      intro: texts.copy.listings.contactIntro,
      items: contactKinds.map((method) => ctx.uuid(contactKey(method.copy))),
      // The brand's contact page carries the form itself, not only a link to it.
      body: [
        {
          _uid: ctx.uid('form'),
          component: 'rich_text',
          text: doc(paragraph(text(texts.copy.article.formIntro)), codeBlock(salesforceForm(config.displayName))),
        },
        faq(texts, ctx),
      ],
      ...seo(texts.messages.contact, texts.copy.listings.contactIntro),
    }),
    { slug: folders.contact, startPage: true },
  );
  for (const method of contactKinds) {
    page(
      contactKey(method.copy),
      key('contact'),
      (texts) => texts.copy.contact[method.copy].title,
      (texts, ctx) => {
        const copy = texts.copy.contact[method.copy];
        const body: Record<ContactCopyKind, RichTextDoc> = {
          phone: doc(
            paragraph(text(copy.text)),
            paragraph(text(method.value, bold)),
            paragraph(text(texts.copy.openingHours)),
          ),
          email: doc(paragraph(text(copy.text)), paragraph(text(method.value, emailLink(method.value)))),
          form: doc(paragraph(text(texts.copy.article.formIntro)), codeBlock(salesforceForm(config.displayName))),
        };
        return {
          _uid: ctx.uid('root'),
          component: 'contact_method',
          title: copy.title,
          kind: method.kind,
          intro: copy.text,
          value: method.value,
          opening_hours: method.kind === 'phone' ? texts.copy.openingHours : '',
          body: body[method.copy],
          ...seo(copy.title, copy.text),
        };
      },
      { translateSlug: true },
    );
  }

  // The shop's shipping methods by their technical names (see the payment methods below).
  const shippingMethods: Array<{
    copy: ShippingKey;
    technicalName: string;
    /** The shop's name of the method, which its page carries too, so page and checkout agree. */
    name: Localized;
    couriers: string[];
    returns: ReturnKey[];
  }> = [
    {
      copy: 'homeDelivery',
      technicalName: 'homeDelivery',
      name: serviceCopy.homeDelivery,
      couriers: courierKeys,
      returns: ['parcelShop'],
    },
    {
      copy: 'dealerDelivery',
      technicalName: 'dealerPickup',
      name: serviceCopy.dealerPickup,
      couriers: [],
      returns: ['dealerReturn'],
    },
  ];
  const shippingKey = (method: ShippingKey) => key(`shipping/${method}`);
  // Pages name each method as the shop's checkout does (the catalogue seed's names).
  const shopName = (names: Localized, texts: Texts) => {
    const name = names[copyLanguageOf(texts.language)];
    if (!name) throw new Error(`The shop names no method in ${texts.language}`);
    return name;
  };
  page(
    key('shipping/listing'),
    key('shipping'),
    (texts) => texts.copy.listings.shippingTitle,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'shipping_method_listing',
      title: texts.copy.listings.shippingTitle,
      intro: texts.copy.listings.shippingIntro,
      items: shippingMethods.map((method) => ctx.uuid(shippingKey(method.copy))),
      body: [faq(texts, ctx)],
      ...seo(texts.copy.listings.shippingTitle, texts.copy.listings.shippingIntro),
    }),
    { slug: folders.shipping, startPage: true },
  );
  for (const method of shippingMethods) {
    page(
      shippingKey(method.copy),
      key('shipping'),
      (texts) => shopName(method.name, texts),
      (texts, ctx) => {
        const copy = { ...texts.copy.shipping[method.copy], title: shopName(method.name, texts) };
        return {
          _uid: ctx.uid('root'),
          component: 'shipping_method',
          title: copy.title,
          technical_name: method.technicalName,
          intro: copy.text,
          delivery_time: copy.time,
          body: doc(
            paragraph(text(copy.text)),
            bulletList(...method.returns.map((returnKey) => [text(texts.copy.returns[returnKey].title, bold)])),
            paragraph(text(texts.copy.listings.paymentTitle, storyLink(ctx, key('payment/listing')))),
          ),
          couriers: method.couriers.map((courierKey) => ctx.uuid(courierKey)),
          return_methods: method.returns.map((returnKey) => ctx.uuid(returnKeys[returnKey])),
          ...seo(copy.title, copy.text),
        };
      },
      { translateSlug: true },
    );
  }

  // Instalments only where the brand configures an instalment price range.
  // The methods the shop's checkout takes, in its order, under the shop's technical names: the
  // build shows no method page the checkout does not offer.
  const paymentMethods: PaymentKey[] = config.catalog.installmentPriceRange
    ? ['transfer', 'paypal', 'klarna']
    : ['transfer', 'paypal'];
  const technicalPayment: Record<PaymentKey, string> = {
    paypal: 'payment_paypal',
    klarna: 'payment_klarna',
    transfer: 'payment_prepayment',
  };
  const paymentKey = (method: PaymentKey) => key(`payment/${method}`);
  const paymentNames: Record<PaymentKey, Localized> = {
    paypal: serviceCopy.paypal,
    klarna: serviceCopy.klarna,
    transfer: serviceCopy.prepayment,
  };
  page(
    key('payment/listing'),
    key('payment'),
    (texts) => texts.copy.listings.paymentTitle,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'payment_method_listing',
      title: texts.copy.listings.paymentTitle,
      intro: texts.copy.listings.paymentIntro,
      items: paymentMethods.map((method) => ctx.uuid(paymentKey(method))),
      ...seo(texts.copy.listings.paymentTitle, texts.copy.listings.paymentIntro),
    }),
    { slug: folders.payment, startPage: true },
  );
  for (const method of paymentMethods) {
    page(
      paymentKey(method),
      key('payment'),
      (texts) => shopName(paymentNames[method], texts),
      (texts, ctx) => {
        const copy = { ...texts.copy.payment[method], title: shopName(paymentNames[method], texts) };
        const logoName = { paypal: 'PayPal', klarna: 'Klarna', transfer: 'SEPA' }[method];
        return {
          _uid: ctx.uid('root'),
          component: 'payment_method',
          title: copy.title,
          technical_name: technicalPayment[method],
          intro: copy.text,
          logo: ctx.asset(asset(`payment:${method}`, 'logo', method, logoName, logoName, 'square'), logoName),
          body: doc(
            paragraph(text(copy.text)),
            paragraph(text(texts.copy.listings.shippingTitle, storyLink(ctx, key('shipping/listing')))),
          ),
          ...seo(copy.title, copy.text),
        };
      },
      { translateSlug: true },
    );
  }

  // ---- home ---------------------------------------------------------------------------------
  // The hero, then the brand's own sections in its profile's order. A saved, unpublished change
  // announces the coming (draft-only) campaign: a first carousel slide where the home has a
  // carousel, else a first teaser in its campaigns grid, else a campaigns grid of its own.
  page(
    key('home'),
    countryKey,
    (texts) => texts.messages.home,
    (texts, ctx, version) => {
      const announce = version === 'draft';
      const hasCarousel = profile.home.includes('carousel');
      const hasCampaigns = profile.home.includes('campaigns');
      const campaignsGrid = (campaigns: CampaignKey[]) =>
        teaserGrid(
          ctx,
          'campaigns',
          texts.copy.home.currentCampaigns,
          campaigns.map(campaignKey),
          key('campaigns/listing'),
          texts,
        );
      const carousel = (): BodyBlock => {
        const slides = profile.productLines.slice(0, 3).map((line) => ({
          _uid: ctx.uid(`slide-${seoSlug(line.name)}`),
          component: 'carousel_slide' as const,
          title: texts.fill(texts.copy.home.discoverLine, { line: line.name }),
          text: texts.fill(texts.copy.lineKinds[line.kind], { line: line.name }),
          image: ctx.asset(lineImage(line), `${config.displayName} ${line.name}`),
          link: ctx.storyLink(lineKey(line)),
          link_label: texts.messages.discover,
        }));
        if (announce) {
          const copy = texts.copy.campaigns[draftCampaign];
          slides.unshift({
            _uid: ctx.uid('slide-draft-campaign'),
            component: 'carousel_slide',
            title: copy.title,
            text: copy.intro,
            image: ctx.asset(
              asset(`campaign:${draftCampaign}`, 'hero', draftCampaign, copy.title, config.displayName),
              copy.title,
            ),
            link: ctx.storyLink(campaignKey(draftCampaign)),
            link_label: copy.cta,
          });
        }
        return {
          _uid: ctx.uid('carousel'),
          component: 'carousel',
          title: texts.copy.home.ourProductLines,
          slides,
          autoplay: false,
        };
      };
      const section: Record<HomeSection, () => BodyBlock> = {
        carousel,
        sellingPoints: () => ({
          _uid: ctx.uid('selling-points'),
          component: 'selling_points',
          items: sellingPointKeys.map((pointKey) => ctx.uuid(pointKey)),
        }),
        products: () => ({
          _uid: ctx.uid('products'),
          component: 'product_teaser',
          title: texts.copy.home.popularNow,
          product_numbers: productNumbers('home', 4),
        }),
        stories: () =>
          teaserGrid(
            ctx,
            'stories',
            texts.copy.home.latestStories,
            publishedTopics.slice(0, 3).map(topicKey),
            key('stories/listing'),
            texts,
          ),
        campaigns: () =>
          campaignsGrid(announce && !hasCarousel ? [draftCampaign, ...runningCampaigns] : runningCampaigns),
        categories: () => categoryTeaser(texts, ctx),
        quote: () => quote(texts, ctx),
        video: () => video(texts, ctx),
        newsletter: () => newsletter(texts, ctx),
      };
      const sections = profile.home.map((name) => section[name]());
      if (announce && !hasCarousel && !hasCampaigns) {
        // Before the newsletter, or last.
        const at = profile.home.indexOf('newsletter');
        sections.splice(at < 0 ? sections.length : at, 0, campaignsGrid([draftCampaign]));
      }
      const body: BodyBlock[] = [
        {
          _uid: ctx.uid('hero'),
          component: 'hero',
          title: texts.voice.heroTitle,
          text: texts.messages[config.tagline as MessageKey],
          image: ctx.asset(
            asset('home:hero', 'hero', 'home', config.displayName, config.displayName, 'bicycle'),
            texts.voice.heroTitle,
          ),
          link: ctx.storyLink(key('product-lines/listing')),
          link_label: texts.copy.home.ourProductLines,
          theme: 'dark',
        },
        ...sections,
      ];
      return {
        _uid: ctx.uid('root'),
        component: 'page',
        title: texts.messages.home,
        page_kind: 'home',
        body,
        ...seo(texts.voice.heroTitle, texts.messages[config.tagline as MessageKey]),
      };
    },
    { slug: 'home', startPage: true, daysAgo: 30 },
  );

  // ---- settings -----------------------------------------------------------------------------
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
        social_channels: socialKeys.map((socialKey) => ctx.uuid(socialKey)),
        contact_methods: contactKinds.map((method) => ctx.uuid(contactKey(method.copy))),
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

  // ---- blocks used on several pages ---------------------------------------------------------
  function newsletter(texts: Texts, ctx: StoryContext): NewsletterSignupBlock {
    const copy = texts.copy.newsletter;
    return {
      _uid: ctx.uid('newsletter'),
      component: 'newsletter_signup',
      title: copy.title,
      text: copy.text,
      placeholder: copy.placeholder,
      button_label: copy.button,
      consent_text: copy.consent,
      success_text: newsletterThanks(texts.language),
    };
  }
  function faq(texts: Texts, ctx: StoryContext): FaqBlock {
    return {
      _uid: ctx.uid('faq'),
      component: 'faq',
      title: texts.copy.faqTitle,
      items: faqKeys.map((faqKey) => ctx.uuid(faqKey)),
    };
  }
  function quote(texts: Texts, ctx: StoryContext): HeroQuoteBlock {
    return {
      _uid: ctx.uid('quote'),
      component: 'hero_quote',
      quote: texts.voice.quote,
      author: profile.quoteAuthor,
      role: texts.voice.quoteRole,
      image: ctx.asset(
        asset('quote:portrait', 'square', 'portrait', profile.quoteAuthor, profile.quoteAuthor, 'circle'),
        profile.quoteAuthor,
      ),
    };
  }
  function video(texts: Texts, ctx: StoryContext): VideoBlock {
    const line = profile.productLines[0];
    const title = line ? texts.fill(texts.copy.home.discoverLine, { line: line.name }) : texts.voice.heroTitle;
    const poster: AssetField = ctx.asset(
      asset('home:video', 'poster', 'video-poster', title, config.displayName, 'bicycle'),
      title,
    );
    return {
      _uid: ctx.uid('video'),
      component: 'video',
      provider: 'youtube',
      video_id: videoId(`${brand}|home`),
      title,
      poster,
    };
  }
  function categoryTeaser(texts: Texts, ctx: StoryContext): CategoryTeaserBlock {
    return {
      _uid: ctx.uid('categories'),
      component: 'category_teaser',
      title: texts.copy.home.shopByCategory,
      categories: categoryKeys.map((categoryKey) => ctx.uuid(categoryKey)),
    };
  }
  function teaserGrid(
    ctx: StoryContext,
    part: string,
    title: string,
    items: string[],
    listing: string,
    texts: Texts,
  ): TeaserGridBlock {
    return {
      _uid: ctx.uid(`grid-${part}`),
      component: 'teaser_grid',
      title,
      items: items.map((item) => ctx.uuid(item)),
      link: ctx.storyLink(listing),
      link_label: texts.copy.home.viewAll,
    };
  }
}

/** English category names: tags are not translated in Storyblok. */
const categoryLabelEn: Record<TopicCategory, string> = {
  maintenance: 'Maintenance',
  commuting: 'Commuting',
  eBikes: 'E-bikes',
  family: 'Family',
  safety: 'Safety',
  buyingGuide: 'Buying guide',
};
export const publicationTags = topicCategories.map((category) => seoSlug(categoryLabelEn[category]));

export const platformNames = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  strava: 'Strava',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
} as const;

export function platformUrl(platform: keyof typeof platformNames, handle: string): string {
  const urls: Record<keyof typeof platformNames, string> = {
    instagram: `https://www.instagram.com/${handle}/`,
    facebook: `https://www.facebook.com/${handle}`,
    youtube: `https://www.youtube.com/@${handle}`,
    strava: `https://www.strava.com/clubs/${handle}`,
    tiktok: `https://www.tiktok.com/@${handle}`,
    linkedin: `https://www.linkedin.com/company/${handle}`,
    pinterest: `https://www.pinterest.com/${handle}/`,
  };
  return urls[platform];
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

const featured = new Map<BrandName, { key: string; name: Record<string, string> }[]>();

/** Up to six subcategories of the catalogue's first top group (what the home page features). */
function featuredCategories(brand: BrandName): { key: string; name: Record<string, string> }[] {
  let found = featured.get(brand);
  if (!found) {
    const categories = generateCatalog({ brands: [brand] }).brands[0]?.categories ?? [];
    const top = categories.find((category) => category.level === 2);
    found = categories
      .filter((category) => top && category.parentId === top.id)
      .slice(0, 6)
      .map((category) => ({ key: category.key, name: category.name as Record<string, string> }));
    featured.set(brand, found);
  }
  return found;
}
