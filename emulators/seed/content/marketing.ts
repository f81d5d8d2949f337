/**
 * The marketing tree of a brand with a marketing site: `marketing/{market}/…`, one folder per
 * market written in the market's language (no field-level translation: a market is one
 * language). Paths below the market folder are the site paths below `/{market}/`, with the
 * slugs of spec section 2; category pages have three levels (top group, subcategory, leaf).
 */
import type { MessageKey } from '../../../brands/shared/messages';
import type { BrandConfig, BrandName } from '../../../src/config/schema';
import type {
  BodyBlock,
  FooterLinkBlock,
  MegaMenuGroupBlock,
  MegaMenuLinkBlock,
  NewsletterSignupBlock,
} from '../../../src/services/storyblok/model';
import { seoSlug } from '../../common/slug';
import { formatFileSize, renderPdf } from '../../storyblok/pdf';
import type { AssetDocument } from '../../storyblok/types';
import { articleBody, salesforceForm } from './article';
import { fill, type TopicCopy } from './copy';
import {
  inspirationSections,
  marketingArticles,
  marketingCopy,
  type CategoryNode,
  type Market,
  type MarketingRole,
  type MarketingTopic,
} from './marketing-data';
import { randomFor } from '../../common/prng';
import type { BrandProfile } from './profiles';
import {
  assetLink,
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
import { newsletterThanks, platformNames, platformUrl, videoId } from './shop';
import type { AssetSpec, LocaleSet, SpaceBuilder, StoryContext, StoryDef, Texts } from './space-builder';
import { daysBefore, seedYear, storyblokDate } from './time';

export interface MarketingSite {
  builder: SpaceBuilder;
  brand: BrandName;
  config: BrandConfig;
  profile: BrandProfile;
  productNumbers: readonly string[];
  textsFor: (language: string) => Texts;
  rootKey: string;
}

const shapes = ['bicycle', 'circle', 'square', 'triangle', 'stripes'] as const;

/** Role pages that are plain text pages (rich text about the company). */
const textRoles: readonly MarketingRole[] = [
  'legal',
  'privacy',
  'privacySocial',
  'careers',
  'about',
  'certificates',
  'csr',
];

export function addMarket(site: MarketingSite, market: Market, marketIndex: number): void {
  const { builder, brand, config, profile } = site;
  const texts = site.textsFor(market.language);
  const copy = marketingCopy[market.language];
  if (!copy) throw new Error(`No marketing copy for ${market.language}`);
  const locales: LocaleSet = { base: texts, translations: [] };
  const marketKey = `marketing/${market.code}`;
  const key = (name: string) => `${marketKey}/${name}`;
  const created = daysBefore(380 - marketIndex);
  const role = (name: MarketingRole) => {
    const found = copy.roles[name];
    if (!found) throw new Error(`No ${market.language} marketing copy for role ${name}`);
    return found;
  };
  const pageSlug = (name: MarketingRole) => market.pages[name];
  const roleKey = (name: MarketingRole) => key(`pages/${name}`);
  const asset = (
    assetKey: string,
    width: number,
    height: number,
    name: string,
    alt: string,
    label?: string,
  ): AssetSpec => {
    const random = randomFor(`${brand}|drawing|${assetKey}`);
    return {
      key: assetKey,
      width,
      height,
      name: seoSlug(name),
      alt,
      drawing: {
        background: random.pick(profile.palette.backgrounds),
        foreground: profile.palette.foreground,
        shape: random.pick(shapes),
        ...(label ? { label } : {}),
      },
    };
  };
  // A page of one market is a translation of the same page in the others (Storyblok's
  // folder-level translation): they share a group_id made from the key without the market.
  const neutralKey = (storyKey: string) => storyKey.replace(`${marketKey}/`, `${site.rootKey}/*/`);
  const isPage = (storyKey: string) => !/\/(data|settings)\//.test(storyKey.slice(marketKey.length));
  const story = (def: Omit<StoryDef, 'locales' | 'createdAt' | 'published'> & { published?: boolean }) =>
    builder.story({
      locales,
      createdAt: created,
      published: true,
      publishedAt: daysBefore(200 - marketIndex),
      ...(isPage(def.key) ? { groupKey: neutralKey(def.key) } : {}),
      ...def,
    });
  const folder = (folderKey: string, parent: string, slug: string, name: string) =>
    builder.folder({ key: folderKey, parent, slug, locales, createdAt: created, name: () => name });
  const seo = (title: string, description: string) => ({
    meta_title: `${title} | ${config.displayName}`,
    meta_description: description,
  });
  const newsletter = (ctx: StoryContext): NewsletterSignupBlock => ({
    _uid: ctx.uid('newsletter'),
    component: 'newsletter_signup',
    title: texts.copy.newsletter.title,
    text: texts.copy.newsletter.text,
    placeholder: texts.copy.newsletter.placeholder,
    button_label: texts.copy.newsletter.button,
    consent_text: texts.copy.newsletter.consent,
    success_text: newsletterThanks(texts.language),
  });

  folder(marketKey, site.rootKey, market.code, market.code);
  folder(key('data'), marketKey, 'data', 'Data');
  folder(key('data/faq'), key('data'), 'faq', 'FAQ');
  folder(key('data/social-channels'), key('data'), 'social-channels', 'Social channels');
  folder(key('settings'), marketKey, 'settings', 'Settings');

  // ---- categories: top group (folder start page), subcategory, leaf -------------------------
  const topCategories: Array<{ role: 'parts' | 'accessories'; nodes: readonly CategoryNode[] }> = [
    { role: 'parts', nodes: market.parts },
    { role: 'accessories', nodes: market.accessories },
  ];
  const categoryKey = (path: string) => key(`categories/${path}`);
  const categoryPage = (
    path: string,
    parent: string,
    node: { key: string; slug: string; name: string },
    level: 1 | 2 | 3,
    children: string[],
    startPage: boolean,
  ) =>
    story({
      key: categoryKey(path),
      // The catalogue's category key: the same category in every market.
      groupKey: `${site.rootKey}/*/categories/${node.key}`,
      parent,
      slug: node.slug,
      ...(startPage ? { startPage: true } : {}),
      name: () => node.name,
      content: (t, ctx) => {
        const intro = level === 1 ? role(path as MarketingRole).intro : fill(copy.categoryIntro, { name: node.name });
        const body: BodyBlock[] =
          children.length > 0
            ? [
                {
                  _uid: ctx.uid('children'),
                  component: 'category_teaser',
                  title: node.name,
                  categories: children.map((child) => ctx.uuid(child)),
                },
              ]
            : [
                {
                  _uid: ctx.uid('products'),
                  component: 'product_teaser',
                  title: node.name,
                  product_numbers: randomFor(`${brand}|${market.code}|${path}`)
                    .shuffle(site.productNumbers)
                    .slice(0, 6),
                },
              ];
        return {
          _uid: ctx.uid('root'),
          component: 'category_page',
          title: node.name,
          intro,
          level,
          category_path: categoryPaths.get(path) ?? path,
          hero_image: ctx.asset(
            asset(`marketing:${market.code}:category:${path}`, 1920, 1080, node.slug, node.name, node.name),
            node.name,
          ),
          body,
          ...seo(node.name, intro),
        };
      },
    });
  // Category paths of the catalogue use the market's slugs: `bike-parts/brakes/rim-brakes`.
  const categoryPaths = new Map<string, string>();
  for (const top of topCategories) {
    const topSlug = pageSlug(top.role);
    if (!topSlug) continue;
    categoryPaths.set(top.role, topSlug);
    const topFolder = key(`folders/${top.role}`);
    folder(topFolder, marketKey, topSlug, role(top.role).title);
    categoryPage(
      top.role,
      topFolder,
      { key: top.role, slug: topSlug, name: role(top.role).title },
      1,
      top.nodes.map((node) => categoryKey(`${top.role}/${node.slug}`)),
      true,
    );
    for (const node of top.nodes) {
      const path = `${top.role}/${node.slug}`;
      categoryPaths.set(path, `${topSlug}/${node.slug}`);
      const leaves = node.children ?? [];
      if (leaves.length === 0) {
        categoryPage(path, topFolder, node, 2, [], false);
        continue;
      }
      const subFolder = key(`folders/${path}`);
      folder(subFolder, topFolder, node.slug, node.name);
      categoryPage(
        path,
        subFolder,
        node,
        2,
        leaves.map((leaf) => categoryKey(`${path}/${leaf.slug}`)),
        true,
      );
      for (const leaf of leaves) {
        categoryPaths.set(`${path}/${leaf.slug}`, `${topSlug}/${node.slug}/${leaf.slug}`);
        categoryPage(`${path}/${leaf.slug}`, subFolder, leaf, 3, [], false);
      }
    }
  }

  // ---- inspiration ------------------------------------------------------------------------
  const inspirationSlug = pageSlug('inspiration');
  const articleKey = (topic: MarketingTopic) => key(`articles/${topic}`);
  const topicCopy = (topic: MarketingTopic): TopicCopy =>
    topic === 'kidsTrailer' || topic === 'awardCarrier' || topic === 'lightSet'
      ? copy.topics[topic]
      : texts.copy.topics[topic];
  if (inspirationSlug) {
    const inspirationFolder = key('folders/inspiration');
    folder(inspirationFolder, marketKey, inspirationSlug, role('inspiration').title);
    story({
      key: roleKey('inspiration'),
      parent: inspirationFolder,
      slug: inspirationSlug,
      startPage: true,
      name: () => role('inspiration').title,
      content: (_t, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'publication_listing',
        title: role('inspiration').title,
        intro: role('inspiration').intro,
        body: [
          {
            _uid: ctx.uid('latest'),
            component: 'teaser_grid',
            title: texts.copy.home.latestStories,
            items: marketingArticles.slice(0, 3).map((article) => ctx.uuid(articleKey(article.topic))),
            link: ctx.storyLink(roleKey('inspiration')),
            link_label: texts.copy.home.viewAll,
          },
        ],
        ...seo(role('inspiration').title, role('inspiration').intro),
      }),
    });
    for (const section of inspirationSections) {
      const { slug, title } = market.inspiration[section];
      const sectionFolder = key(`folders/inspiration/${section}`);
      folder(sectionFolder, inspirationFolder, slug, title);
      const intro = fill(copy.sectionIntro, { name: title });
      story({
        key: key(`sections/${section}`),
        parent: sectionFolder,
        slug,
        startPage: true,
        name: () => title,
        content: (_t, ctx) => ({
          _uid: ctx.uid('root'),
          component: 'publication_listing',
          title,
          intro,
          body: [newsletter(ctx)],
          ...seo(title, intro),
        }),
      });
    }
    marketingArticles.forEach((article, index) => {
      const related = marketingArticles[(index + 1) % marketingArticles.length] ?? article;
      const daysAgo = 15 + index * 29;
      story({
        key: articleKey(article.topic),
        parent: key(`folders/inspiration/${article.section}`),
        name: () => topicCopy(article.topic).title,
        publishedAt: daysBefore(daysAgo),
        sortByDate: daysBefore(daysAgo),
        tags: [article.section],
        content: (t, ctx) => {
          const topic = topicCopy(article.topic);
          return {
            _uid: ctx.uid('root'),
            component: 'publication',
            title: topic.title,
            intro: topic.intro,
            date: storyblokDate(daysBefore(daysAgo)),
            author: profile.authors[index % profile.authors.length] ?? profile.authors[0],
            hero_image: ctx.asset(
              asset(`marketing:${market.code}:article:${article.topic}`, 1920, 1080, article.topic, topic.title),
              topic.title,
            ),
            category: market.inspiration[article.section].title,
            body: articleBody(t, ctx, {
              topic,
              related: { key: articleKey(related.topic), title: topicCopy(related.topic).title },
              storeLocatorKey: roleKey('dealers'),
              image: asset(
                `marketing:${market.code}:article:${article.topic}:inline`,
                1200,
                800,
                `${article.topic}-detail`,
                topic.title,
              ),
              checklist: asset(
                `marketing:${market.code}:article:${article.topic}:checklist`,
                800,
                800,
                `${article.topic}-checklist`,
                topic.title,
                'XLC',
              ),
              videoId: videoId(`${brand}|${market.code}|${article.topic}`),
              mechanic: profile.mechanic,
              siteUrl: config.siteUrl,
              serviceEmail: `service@${profile.mailDomain}`,
              contactForm: index === 0,
            }),
            ...seo(topic.title, topic.intro),
          };
        },
      });
    });
  }

  // ---- data items -------------------------------------------------------------------------
  const faqKeys = copy.faq.map((_entry, index) => key(`data/faq/faq-${index + 1}`));
  copy.faq.forEach((entry, index) =>
    story({
      key: key(`data/faq/faq-${index + 1}`),
      parent: key('data/faq'),
      slug: `faq-${index + 1}`,
      name: () => entry.question,
      content: (_t, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'faq_item',
        question: entry.question,
        answer: doc(...paragraphs(entry.answer)),
      }),
    }),
  );
  const socialKeys = profile.socials.map((social) => {
    const socialKey = key(`data/social-channels/${social.platform}`);
    const name = platformNames[social.platform];
    story({
      key: socialKey,
      parent: key('data/social-channels'),
      slug: social.platform,
      name: () => name,
      content: (_t, ctx) => ({
        _uid: ctx.uid('root'),
        component: 'social_channel',
        name,
        platform: social.platform,
        handle: social.handle,
        link: ctx.urlLink(platformUrl(social.platform, social.handle)),
        label: texts.fill(texts.copy.footer.follow, { platform: name }),
      }),
    });
    return socialKey;
  });

  // ---- role pages -------------------------------------------------------------------------
  const rolePage = (name: MarketingRole, content: StoryDef['content']) => {
    const slug = pageSlug(name);
    if (!slug) return;
    story({ key: roleKey(name), parent: marketKey, slug, name: () => role(name).title, content });
  };
  // The legal pages the footer's legal navigation lists (no terms or withdrawal: nothing is sold here).
  const legalKindOf: Partial<Record<MarketingRole, 'privacy' | 'socialMediaPrivacy' | 'legalNotice'>> = {
    legal: 'legalNotice',
    privacy: 'privacy',
    privacySocial: 'socialMediaPrivacy',
  };
  const pageContent =
    (name: MarketingRole, body: (ctx: StoryContext) => BodyBlock[]): StoryDef['content'] =>
    (_t, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'page',
      title: role(name).title,
      page_kind: 'page',
      ...(legalKindOf[name] ? { legal_kind: legalKindOf[name] } : {}),
      body: body(ctx),
      ...seo(role(name).title, role(name).intro),
    });
  for (const name of textRoles) {
    rolePage(
      name,
      pageContent(name, (ctx) => [
        {
          _uid: ctx.uid('text'),
          component: 'rich_text',
          text: doc(heading(1, role(name).title), ...paragraphs(role(name).intro, copy.company)),
        },
      ]),
    );
  }
  rolePage(
    'faq',
    pageContent('faq', (ctx) => [
      {
        _uid: ctx.uid('faq'),
        component: 'faq',
        // The page's own heading names it.
        title: '',
        items: faqKeys.map((faqKey) => ctx.uuid(faqKey)),
      },
    ]),
  );
  rolePage(
    'contact',
    pageContent('contact', (ctx) => [
      {
        _uid: ctx.uid('text'),
        component: 'rich_text',
        text: doc(
          paragraph(text(role('contact').intro)),
          paragraph(text(`service@${profile.mailDomain}`, emailLink(`service@${profile.mailDomain}`))),
          codeBlock(salesforceForm(config.displayName)),
        ),
      },
    ]),
  );
  rolePage(
    'newsletter',
    pageContent('newsletter', (ctx) => [newsletter(ctx)]),
  );
  // Downloads: PDFs of the asset service, linked with their size and language as an editor
  // writes them ("XLC Katalog 2026 (PDF, 1,9 KB, Deutsch)"); the size is the generated file's.
  const pdf = (name: string, title: string, sections: NonNullable<AssetDocument['sections']>) => {
    const assetKey = `marketing:${market.code}:pdf:${name}`;
    const spec: AssetSpec = {
      key: assetKey,
      width: 595,
      height: 842,
      name: seoSlug(`${config.displayName} ${name}`),
      alt: title,
      drawing: {
        background: randomFor(`${brand}|drawing|${assetKey}`).pick(profile.palette.backgrounds),
        foreground: profile.palette.foreground,
        shape: 'none',
        label: title,
      },
      document: {
        kind: 'pdf',
        brand: config.displayName,
        title,
        year: seedYear,
        language: market.language,
        languageName: copy.languageName,
        sections,
      },
    };
    const size = formatFileSize(renderPdf(spec).length, market.language);
    return { spec, label: `${title} (PDF, ${size}, ${copy.languageName})` };
  };
  const categoryLines = (nodes: readonly CategoryNode[]) =>
    nodes.map((node) => `${node.name}: ${(node.children ?? []).map((leaf) => leaf.name).join(', ')}`);
  const manualSections = (['lightSet', 'awardCarrier'] as const).map((topic) => ({
    heading: copy.productManuals[topic],
    lines: [...copy.topics[topic].steps, copy.topics[topic].tip],
  }));
  const downloads = [
    pdf(`catalogue-${seedYear}`, fill(copy.catalogue, { year: String(seedYear) }), [
      { heading: role('parts').title, lines: categoryLines(market.parts) },
      { heading: role('accessories').title, lines: categoryLines(market.accessories) },
    ]),
    pdf('manuals', copy.manuals, manualSections),
    ...manualSections.map((section, index) =>
      pdf(index === 0 ? 'light-set-manual' : 'tow-bar-carrier-manual', section.heading, [section]),
    ),
  ];
  rolePage(
    'catalogues',
    pageContent('catalogues', (ctx) => [
      {
        _uid: ctx.uid('text'),
        component: 'rich_text',
        text: doc(
          paragraph(text(role('catalogues').intro)),
          bulletList(...downloads.map((download) => [text(download.label, assetLink(ctx, download.spec))])),
        ),
      },
    ]),
  );
  rolePage('dealers', (_t, ctx) => ({
    _uid: ctx.uid('root'),
    component: 'store_locator_page',
    title: role('dealers').title,
    intro: role('dealers').intro,
    filters: [...profile.storeLocatorFilters],
    collect_in_store_label: texts.copy.storeLocator.collectInStore,
    test_center_label: texts.copy.storeLocator.testCenter,
    bike_types_label: texts.copy.storeLocator.bikeTypes,
    ...seo(role('dealers').title, role('dealers').intro),
  }));
  rolePage('search', (_t, ctx) => ({
    _uid: ctx.uid('root'),
    component: 'search_page',
    title: role('search').title,
    intro: role('search').intro,
    placeholder: texts.copy.search.placeholder,
    no_results: texts.copy.search.noResults,
    ...seo(role('search').title, role('search').intro),
  }));

  // ---- home, not found, global configuration -------------------------------------------------
  story({
    key: key('home'),
    parent: marketKey,
    slug: 'home',
    startPage: true,
    name: () => texts.messages.home,
    content: (_t, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'page',
      title: texts.messages.home,
      page_kind: 'home',
      body: [
        {
          _uid: ctx.uid('hero'),
          component: 'hero',
          title: texts.voice.heroTitle,
          text: texts.messages[config.tagline as MessageKey],
          image: ctx.asset(
            asset(`marketing:${market.code}:home`, 1920, 1080, 'home', config.displayName, config.displayName),
            texts.voice.heroTitle,
          ),
          link: ctx.storyLink(categoryKey('parts')),
          link_label: role('parts').title,
          theme: 'dark',
        },
        {
          _uid: ctx.uid('categories'),
          component: 'category_teaser',
          title: texts.copy.home.shopByCategory,
          categories: [categoryKey('parts'), categoryKey('accessories')].map((target) => ctx.uuid(target)),
        },
        {
          _uid: ctx.uid('products'),
          component: 'product_teaser',
          title: texts.copy.home.popularNow,
          product_numbers: randomFor(`${brand}|${market.code}|home`).shuffle(site.productNumbers).slice(0, 4),
        },
        {
          _uid: ctx.uid('articles'),
          component: 'teaser_grid',
          title: texts.copy.home.latestStories,
          items: marketingArticles.map((article) => ctx.uuid(articleKey(article.topic))),
          link: ctx.storyLink(roleKey('inspiration')),
          link_label: texts.copy.home.viewAll,
        },
        {
          _uid: ctx.uid('quote'),
          component: 'hero_quote',
          quote: texts.voice.quote,
          author: profile.quoteAuthor,
          role: texts.voice.quoteRole,
          image: ctx.asset(
            asset('quote:portrait', 800, 800, 'portrait', profile.quoteAuthor, profile.quoteAuthor),
            profile.quoteAuthor,
          ),
        },
        newsletter(ctx),
      ],
      ...seo(texts.voice.heroTitle, texts.messages[config.tagline as MessageKey]),
    }),
  });
  story({
    key: key('not-found'),
    parent: marketKey,
    slug: '404',
    name: () => texts.messages.notFoundTitle,
    content: (_t, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'page',
      title: texts.messages.notFoundTitle,
      page_kind: 'page',
      body: [
        {
          _uid: ctx.uid('text'),
          component: 'rich_text',
          text: doc(
            heading(1, texts.messages.notFoundTitle),
            paragraph(text(texts.messages.notFoundText)),
            paragraph(text(texts.messages.backToHome, storyLink(ctx, key('home')))),
          ),
        },
      ],
      ...seo(texts.messages.notFoundTitle, texts.messages.notFoundText),
    }),
  });
  story({
    key: key('settings/global-config'),
    parent: key('settings'),
    slug: 'global-config',
    name: () => 'Global configuration',
    content: (_t, ctx) => {
      const menuLink = (part: string, label: string, messageKey: string, target: string): MegaMenuLinkBlock => ({
        _uid: ctx.uid(`menu-${part}`),
        component: 'mega_menu_link',
        label,
        message_key: messageKey,
        link: ctx.storyLink(target),
        category_path: '',
      });
      const groups: MegaMenuGroupBlock[] = topCategories.map((top) => ({
        _uid: ctx.uid(`menu-${top.role}`),
        component: 'mega_menu_group',
        label: role(top.role).title,
        message_key: top.role,
        links: top.nodes.map((node) =>
          menuLink(`${top.role}-${node.slug}`, node.name, '', categoryKey(`${top.role}/${node.slug}`)),
        ),
      }));
      if (inspirationSlug) {
        groups.push({
          _uid: ctx.uid('menu-inspiration'),
          component: 'mega_menu_group',
          label: role('inspiration').title,
          message_key: 'inspiration',
          links: inspirationSections.map((section) =>
            menuLink(`inspiration-${section}`, market.inspiration[section].title, '', key(`sections/${section}`)),
          ),
        });
      }
      const serviceRoles: MarketingRole[] = ['contact', 'faq', 'dealers', 'catalogues', 'about'];
      groups.push({
        _uid: ctx.uid('menu-service'),
        component: 'mega_menu_group',
        label: texts.messages.service,
        message_key: 'service',
        links: serviceRoles
          .filter((name) => pageSlug(name))
          .map((name) => menuLink(`service-${name}`, role(name).title, '', roleKey(name))),
      });
      const footerLink = (name: MarketingRole): FooterLinkBlock => ({
        _uid: ctx.uid(`footer-${name}`),
        component: 'footer_link',
        label: role(name).title,
        link: ctx.storyLink(roleKey(name)),
      });
      const column = (part: string, title: string, names: MarketingRole[]) => ({
        _uid: ctx.uid(`footer-${part}`),
        component: 'footer_column' as const,
        title,
        links: names.filter((name) => pageSlug(name)).map(footerLink),
      });
      return {
        _uid: ctx.uid('root'),
        component: 'global_config',
        mega_menu: groups,
        footer_columns: [
          column('service', texts.messages.service, ['contact', 'faq', 'dealers', 'newsletter', 'search']),
          column('company', texts.fill(texts.copy.footer.aboutBrand), [
            'about',
            'certificates',
            'csr',
            'careers',
            'catalogues',
          ]),
        ],
        social_channels: socialKeys.map((socialKey) => ctx.uuid(socialKey)),
        contact_methods: [],
        cookie_banner: [
          {
            _uid: ctx.uid('cookie'),
            component: 'cookie_banner',
            title: texts.copy.cookie.title,
            text: texts.copy.cookie.text,
            accept_label: texts.copy.cookie.accept,
            reject_label: texts.copy.cookie.reject,
            settings_label: texts.copy.cookie.settings,
            privacy_link: ctx.storyLink(roleKey('privacy')),
          },
        ],
        newsletter: [newsletter(ctx)],
        copyright: `© ${seedYear} ${config.displayName}. ${texts.messages.allRightsReserved}`,
      };
    },
  });
}
