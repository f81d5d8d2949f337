/** The product lines: the listing (the line segment's start page) and one page per line. */
import type { MessageKey } from '../../../../brands/shared/messages';
import type { ProductTeaserBlock } from '../../../../src/services/storyblok/model';
import { seoSlug } from '../../../common/slug';
import type { LineKind } from '../copy';
import type { ProductLineProfile } from '../profiles';
import { bold, doc, paragraph, storyLink, text } from '../richtext';
import type { AssetSpec, Texts } from '../space-builder';
import type { CampaignPlan } from './campaigns';
import { type CountryShop, lineKey } from './context';

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

export const lineImage = (shop: CountryShop, line: ProductLineProfile): AssetSpec =>
  shop.asset(`line:${line.name}`, 'hero', line.name, `${shop.config.displayName} ${line.name}`, line.name, 'bicycle');

export function addProductLines(shop: CountryShop, campaigns: CampaignPlan): void {
  const { config, profile, key, page, seo, folders, productNumbers } = shop;
  const { campaignKey, lineCampaign } = campaigns;
  page(
    key('product-lines/listing'),
    key('productLines'),
    (texts) => texts.messages.productLines,
    (texts, ctx) => ({
      _uid: ctx.uid('root'),
      component: 'product_line_listing',
      title: texts.messages.productLines,
      intro: texts.copy.listings.productLinesIntro,
      items: profile.productLines.map((line) => ctx.uuid(lineKey(shop, line))),
      ...seo(texts.messages.productLines, texts.copy.listings.productLinesIntro),
    }),
    { slug: folders.productLines, startPage: true },
  );
  profile.productLines.forEach((line, index) => {
    const intro = (texts: Texts) => texts.fill(texts.copy.lineKinds[line.kind], { line: line.name });
    page(
      lineKey(shop, line),
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
          hero_image: ctx.asset(lineImage(shop, line), `${config.displayName} ${line.name}`),
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
}
