/** The publications: the stories listing and one article per topic, the last topic a draft. */
import { seoSlug } from '../../../common/slug';
import { randomFor } from '../../../common/prng';
import { articleBody, pressureTable } from '../article';
import { topicCategories, type TopicCategory, type TopicKey } from '../copy';
import { daysBefore, storyblokDate } from '../time';
import { newsletter, videoId } from './blocks';
import type { CountryShop } from './context';

const topicCategory: Record<TopicKey, TopicCategory> = {
  chainCare: 'maintenance',
  tyrePressure: 'maintenance',
  winterCommuting: 'commuting',
  batteryRange: 'eBikes',
  firstBike: 'family',
  helmetReplacement: 'safety',
  bikeRack: 'buyingGuide',
};

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

/** What the home page teases: the published topics and their stories' keys. */
export interface Publications {
  publishedTopics: TopicKey[];
  topicKey: (topic: TopicKey) => string;
}

export function addPublications(shop: CountryShop, storeLocatorKey: string): Publications {
  const { brand, config, profile, key, locales, page, seo, asset, folders, serviceEmail } = shop;
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
  return { publishedTopics, topicKey };
}
