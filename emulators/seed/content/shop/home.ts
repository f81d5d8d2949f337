/**
 * The home page: the hero, then the brand's own sections in its profile's order. A saved,
 * unpublished change announces the coming (draft-only) campaign: a first carousel slide where
 * the home has a carousel, else a first teaser in its campaigns grid, else a campaigns grid of
 * its own.
 */
import type { MessageKey } from '../../../../brands/shared/messages';
import type { BodyBlock } from '../../../../src/services/storyblok/model';
import { seoSlug } from '../../../common/slug';
import type { CampaignKey } from '../copy';
import type { HomeSection } from '../profiles';
import { categoryTeaser, newsletter, quote, teaserGrid, video } from './blocks';
import type { CampaignPlan } from './campaigns';
import { type CountryShop, lineKey } from './context';
import type { ItemKeys } from './items';
import { lineImage } from './product-lines';
import type { Publications } from './publications';

export function addHome(shop: CountryShop, items: ItemKeys, campaigns: CampaignPlan, publications: Publications): void {
  const { config, profile, countryKey, key, page, seo, asset, productNumbers } = shop;
  const { campaignKey, draftCampaign, runningCampaigns } = campaigns;
  const { publishedTopics, topicKey } = publications;
  page(
    key('home'),
    countryKey,
    (texts) => texts.messages.home,
    (texts, ctx, version) => {
      const announce = version === 'draft';
      const hasCarousel = profile.home.includes('carousel');
      const hasCampaigns = profile.home.includes('campaigns');
      const campaignsGrid = (shown: CampaignKey[]) =>
        teaserGrid(
          ctx,
          'campaigns',
          texts.copy.home.currentCampaigns,
          shown.map(campaignKey),
          key('campaigns/listing'),
          texts,
        );
      const carousel = (): BodyBlock => {
        const slides = profile.productLines.slice(0, 3).map((line) => ({
          _uid: ctx.uid(`slide-${seoSlug(line.name)}`),
          component: 'carousel_slide' as const,
          title: texts.fill(texts.copy.home.discoverLine, { line: line.name }),
          text: texts.fill(texts.copy.lineKinds[line.kind], { line: line.name }),
          image: ctx.asset(lineImage(shop, line), `${config.displayName} ${line.name}`),
          link: ctx.storyLink(lineKey(shop, line)),
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
          items: items.sellingPointKeys.map((pointKey) => ctx.uuid(pointKey)),
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
        categories: () => categoryTeaser(texts, ctx, items.categoryKeys),
        quote: () => quote(shop, texts, ctx),
        video: () => video(shop, texts, ctx),
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
}
