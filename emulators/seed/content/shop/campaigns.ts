/** The campaigns: their schedule from the seed clock, the listing and one page per campaign. */
import type { ProductTeaserBlock } from '../../../../src/services/storyblok/model';
import type { CampaignKey } from '../copy';
import type { BrandProfile } from '../profiles';
import { bold, doc, paragraph, storyLink, text } from '../richtext';
import { daysBefore, storyblokDate } from '../time';
import { type CountryShop, lineKey } from './context';

interface ScheduledCampaign {
  campaign: CampaignKey;
  startsDaysAgo: number;
  endsDaysAgo: number;
  draft: boolean;
}

/** What other page kinds know of the campaigns before their stories are added. */
export interface CampaignPlan {
  schedule: ScheduledCampaign[];
  campaignKey: (campaign: CampaignKey) => string;
  /** The campaign only the draft home announces. */
  draftCampaign: CampaignKey;
  /** Campaigns running at the seed clock: what the home page calls current. */
  runningCampaigns: CampaignKey[];
  /** The campaign a product line page points to: the test rides where the brand has them. */
  lineCampaign: CampaignKey;
}

/**
 * A brand's campaigns in the order of its profile, dated from the seed clock: the first two
 * run now (since 40 and 10 days, for 45 days each), the third starts in 20 days and is a draft.
 */
function campaignSchedule(campaigns: BrandProfile['campaigns']): ScheduledCampaign[] {
  return campaigns.map((campaign, index) => {
    const startsDaysAgo = 40 - index * 30;
    return { campaign, startsDaysAgo, endsDaysAgo: startsDaysAgo - 45, draft: index === campaigns.length - 1 };
  });
}

export function campaignPlan(shop: CountryShop): CampaignPlan {
  const { profile, key } = shop;
  const schedule = campaignSchedule(profile.campaigns);
  const runningCampaigns = schedule
    .filter((entry) => !entry.draft && entry.startsDaysAgo >= 0 && entry.endsDaysAgo < 0)
    .map((entry) => entry.campaign);
  return {
    schedule,
    campaignKey: (campaign) => key(`campaigns/${campaign}`),
    draftCampaign: schedule.find((entry) => entry.draft)?.campaign ?? profile.campaigns[2],
    runningCampaigns,
    lineCampaign: profile.campaigns.includes('testRideWeeks')
      ? 'testRideWeeks'
      : (runningCampaigns[0] ?? profile.campaigns[0]),
  };
}

export function addCampaigns(shop: CountryShop, plan: CampaignPlan, storeLocatorKey: string): void {
  const { config, profile, key, page, seo, asset, folders, productNumbers } = shop;
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
          items: profile.productLines.slice(0, 3).map((line) => ctx.uuid(lineKey(shop, line))),
          link: ctx.storyLink(key('product-lines/listing')),
          link_label: texts.copy.home.viewAll,
        },
      ],
      ...seo(texts.messages.campaigns, texts.copy.listings.campaignsIntro),
    }),
    { slug: folders.campaigns, startPage: true },
  );
  plan.schedule.forEach(({ campaign, startsDaysAgo, endsDaysAgo, draft }, index) => {
    page(
      plan.campaignKey(campaign),
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
          product_lines: profile.productLines.slice(index, index + 2).map((line) => ctx.uuid(lineKey(shop, line))),
          link: ctx.storyLink(storeLocatorKey),
          link_label: copy.cta,
          ...seo(copy.title, copy.intro),
        };
      },
      { translateSlug: true, published: !draft, daysAgo: startsDaysAgo + 5 },
    );
  });
}
