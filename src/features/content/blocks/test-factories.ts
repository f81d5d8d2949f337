/**
 * Typed block factories for the block tests: valid defaults shaped like the CDN API's answers,
 * every field overridable. Relation fields take `relatedStory(...)` (resolved) or a uuid
 * string (unresolved).
 */
import type {
  AssetField,
  CampaignContent,
  CarouselBlock,
  CarouselSlideBlock,
  CategoryContent,
  CategoryPageContent,
  CategoryTeaserBlock,
  ContactMethodContent,
  ContentTypeBlock,
  CourierContent,
  EmailLinkField,
  FaqBlock,
  FaqItemContent,
  HeroBlock,
  HeroQuoteBlock,
  ImageBlock,
  NewsletterSignupBlock,
  PaymentMethodContent,
  ProductLineContent,
  ProductTeaserBlock,
  PublicationContent,
  RelatedStory,
  ReturnMethodContent,
  RichTextBlock,
  RichTextDoc,
  SellingPointContent,
  SellingPointsBlock,
  ShippingMethodContent,
  SocialChannelContent,
  StoryLinkField,
  TeaserGridBlock,
  UrlLinkField,
  VideoBlock,
} from '../../../services/storyblok/model';

let counter = 0;
const next = () => (counter += 1);

export const uid = (prefix = 'blok') => `${prefix}-${next()}`;

/** An image-service address whose path carries the size, as Storyblok's do. */
export const assetUrl = (name: string, width = 1600, height = 900) =>
  `https://a.storyblok.com/f/1001/${width}x${height}/0a1b2c3d/${name}`;

export function asset(overrides: Partial<AssetField> = {}): AssetField {
  const id = next();
  return {
    fieldtype: 'asset',
    id,
    filename: assetUrl(`image-${id}.jpg`),
    alt: `Image ${id}`,
    title: null,
    name: '',
    focus: null,
    copyright: null,
    source: null,
    is_external_url: false,
    ...overrides,
  };
}

/** An asset field nobody filled in. */
export const emptyAsset = (): AssetField => asset({ id: null, filename: '', alt: null });

export function storyLink(fullSlug: string, overrides: Partial<StoryLinkField> = {}): StoryLinkField {
  return {
    fieldtype: 'multilink',
    linktype: 'story',
    id: `uuid-link-${next()}`,
    url: '',
    cached_url: fullSlug,
    target: '_self',
    ...overrides,
  };
}

export function urlLink(url: string, overrides: Partial<UrlLinkField> = {}): UrlLinkField {
  return { fieldtype: 'multilink', linktype: 'url', id: '', url, cached_url: url, target: '_blank', ...overrides };
}

export function emailLink(email: string): EmailLinkField {
  return { fieldtype: 'multilink', linktype: 'email', id: '', url: '', cached_url: '', email };
}

/** Storyblok's empty multilink: a story link without a story. */
export const emptyLink = (): StoryLinkField => ({
  fieldtype: 'multilink',
  linktype: 'story',
  id: '',
  url: '',
  cached_url: '',
});

export function doc(...paragraphs: string[]): RichTextDoc {
  return {
    type: 'doc',
    content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
  };
}

/** A story as `resolve_relations` puts it in place of its uuid. */
export function relatedStory<Content extends ContentTypeBlock>(
  content: Content,
  overrides: Partial<RelatedStory<Content>> = {},
): RelatedStory<Content> {
  const id = next();
  const slug = overrides.slug ?? `${content.component.replace(/_/g, '-')}-${id}`;
  return {
    id,
    uuid: `uuid-story-${id}`,
    name: slug,
    slug,
    full_slug: `shop/gb/data/${slug}`,
    lang: 'default',
    published_at: '2025-01-01T00:00:00.000Z',
    first_published_at: '2025-01-01T00:00:00.000Z',
    tag_list: [],
    content,
    ...overrides,
  };
}

// ---- body blocks ----------------------------------------------------------------------------

export const hero = (overrides: Partial<HeroBlock> = {}): HeroBlock => ({
  _uid: uid('hero'),
  component: 'hero',
  title: 'Ride further',
  text: 'E-bikes for every road.',
  image: asset({ alt: 'A rider on a coastal road' }),
  link: storyLink('shop/gb/product-lines'),
  link_label: 'Discover the range',
  theme: 'dark',
  ...overrides,
});

export const carouselSlide = (overrides: Partial<CarouselSlideBlock> = {}): CarouselSlideBlock => ({
  _uid: uid('slide'),
  component: 'carousel_slide',
  title: 'Slide title',
  text: 'Slide text.',
  image: asset(),
  link: emptyLink(),
  link_label: '',
  ...overrides,
});

export const carousel = (overrides: Partial<CarouselBlock> = {}): CarouselBlock => ({
  _uid: uid('carousel'),
  component: 'carousel',
  title: 'Our product lines',
  slides: [
    carouselSlide({ title: 'City' }),
    carouselSlide({ title: 'Trekking' }),
    carouselSlide({ title: 'Mountain' }),
  ],
  autoplay: false,
  ...overrides,
});

export const heroQuote = (overrides: Partial<HeroQuoteBlock> = {}): HeroQuoteBlock => ({
  _uid: uid('quote'),
  component: 'hero_quote',
  quote: 'The best ride of my life.',
  author: 'Sam Rider',
  role: 'Commuter',
  image: asset({ alt: 'Portrait of Sam' }),
  ...overrides,
});

export const richTextBlock = (overrides: Partial<RichTextBlock> = {}): RichTextBlock => ({
  _uid: uid('text'),
  component: 'rich_text',
  text: doc('Some words about bikes.'),
  ...overrides,
});

export const imageBlock = (overrides: Partial<ImageBlock> = {}): ImageBlock => ({
  _uid: uid('image'),
  component: 'image',
  image: asset({ alt: 'A workshop' }),
  caption: 'Our workshop',
  ...overrides,
});

export const video = (overrides: Partial<VideoBlock> = {}): VideoBlock => ({
  _uid: uid('video'),
  component: 'video',
  provider: 'youtube',
  video_id: 'dQw4w9WgXcQ',
  title: 'Chain care in two minutes',
  poster: asset({ alt: 'A chain being oiled' }),
  ...overrides,
});

export const teaserGrid = (overrides: Partial<TeaserGridBlock> = {}): TeaserGridBlock => ({
  _uid: uid('teasers'),
  component: 'teaser_grid',
  title: 'Latest stories',
  items: [],
  link: emptyLink(),
  link_label: '',
  ...overrides,
});

export const productTeaser = (overrides: Partial<ProductTeaserBlock> = {}): ProductTeaserBlock => ({
  _uid: uid('products'),
  component: 'product_teaser',
  title: 'Popular now',
  product_numbers: [],
  ...overrides,
});

export const faq = (overrides: Partial<FaqBlock> = {}): FaqBlock => ({
  _uid: uid('faq'),
  component: 'faq',
  title: 'Frequently asked questions',
  items: [],
  ...overrides,
});

export const categoryTeaser = (overrides: Partial<CategoryTeaserBlock> = {}): CategoryTeaserBlock => ({
  _uid: uid('categories'),
  component: 'category_teaser',
  title: 'Shop by category',
  categories: [],
  ...overrides,
});

export const newsletterSignup = (overrides: Partial<NewsletterSignupBlock> = {}): NewsletterSignupBlock => ({
  _uid: uid('newsletter'),
  component: 'newsletter_signup',
  title: 'Stay in the loop',
  text: 'News, rides and offers once a month.',
  placeholder: 'name@example.com',
  button_label: 'Sign up',
  consent_text: 'You can unsubscribe at any time.',
  success_text: 'Thanks! Check your inbox.',
  ...overrides,
});

export const sellingPoints = (overrides: Partial<SellingPointsBlock> = {}): SellingPointsBlock => ({
  _uid: uid('points'),
  component: 'selling_points',
  items: [],
  ...overrides,
});

// ---- content types other blocks refer to ----------------------------------------------------

const seo = { meta_title: '', meta_description: '' };

export const publication = (overrides: Partial<PublicationContent> = {}): PublicationContent => ({
  _uid: uid('publication'),
  component: 'publication',
  ...seo,
  title: 'Chain care',
  intro: 'Clean and oil your chain.',
  date: '2025-03-01 10:00',
  author: 'Workshop team',
  hero_image: asset(),
  body: doc('Body'),
  category: 'tutorials',
  ...overrides,
});

export const campaign = (overrides: Partial<CampaignContent> = {}): CampaignContent => ({
  _uid: uid('campaign'),
  component: 'campaign',
  ...seo,
  title: 'Test ride weeks',
  intro: 'Ride before you buy.',
  hero_image: asset(),
  starts_at: '',
  ends_at: '',
  text: doc('Text'),
  product_teasers: [],
  product_lines: [],
  link: emptyLink(),
  link_label: '',
  ...overrides,
});

export const productLine = (overrides: Partial<ProductLineContent> = {}): ProductLineContent => ({
  _uid: uid('line'),
  component: 'product_line',
  ...seo,
  name: 'Motus',
  subtitle: 'The all-rounder',
  intro: 'Intro',
  hero_image: asset(),
  body: doc('Body'),
  product_line_code: 'motus',
  category_path: 'e-bikes/city',
  product_teasers: [],
  ...overrides,
});

export const categoryPage = (overrides: Partial<CategoryPageContent> = {}): CategoryPageContent => ({
  _uid: uid('category-page'),
  component: 'category_page',
  ...seo,
  title: 'Brakes',
  intro: 'Stop well.',
  level: 2,
  category_path: 'bike-parts/brakes',
  hero_image: asset(),
  body: [],
  ...overrides,
});

export const category = (overrides: Partial<CategoryContent> = {}): CategoryContent => ({
  _uid: uid('category'),
  component: 'category',
  name: 'City bikes',
  message_key: 'cityBikes',
  category_path: 'e-bikes/city',
  image: asset(),
  ...overrides,
});

export const faqItem = (overrides: Partial<FaqItemContent> = {}): FaqItemContent => ({
  _uid: uid('faq-item'),
  component: 'faq_item',
  question: 'How long is the warranty?',
  answer: doc('Five years on the frame.'),
  ...overrides,
});

export const sellingPoint = (overrides: Partial<SellingPointContent> = {}): SellingPointContent => ({
  _uid: uid('point'),
  component: 'selling_point',
  title: 'Free delivery',
  text: 'To your door or your dealer.',
  icon: 'truck',
  ...overrides,
});

export const contactMethod = (overrides: Partial<ContactMethodContent> = {}): ContactMethodContent => ({
  _uid: uid('contact'),
  component: 'contact_method',
  ...seo,
  title: 'Call us',
  kind: 'phone',
  intro: 'Our team is happy to help.',
  value: '+44 (0)115 123 4567',
  opening_hours: 'Mon–Fri 9:00–17:00',
  body: doc('More about calling us.'),
  ...overrides,
});

export const courier = (overrides: Partial<CourierContent> = {}): CourierContent => ({
  _uid: uid('courier'),
  component: 'courier',
  name: 'Parcel Express',
  logo: asset({ filename: assetUrl('courier.png', 400, 200) }),
  tracking_link: urlLink('https://track.example.com/'),
  ...overrides,
});

export const returnMethod = (overrides: Partial<ReturnMethodContent> = {}): ReturnMethodContent => ({
  _uid: uid('return'),
  component: 'return_method',
  title: 'Return to a dealer',
  text: 'Bring it to any dealer.',
  days: 30,
  ...overrides,
});

export const shippingMethod = (overrides: Partial<ShippingMethodContent> = {}): ShippingMethodContent => ({
  _uid: uid('shipping'),
  component: 'shipping_method',
  ...seo,
  title: 'Home delivery',
  technical_name: 'homeDelivery',
  intro: 'Delivered ready to ride.',
  delivery_time: '3–5 working days',
  body: doc('How home delivery works.'),
  couriers: [],
  return_methods: [],
  ...overrides,
});

export const paymentMethod = (overrides: Partial<PaymentMethodContent> = {}): PaymentMethodContent => ({
  _uid: uid('payment'),
  component: 'payment_method',
  ...seo,
  title: 'Bank transfer',
  technical_name: 'payment_prepayment',
  intro: 'Pay in advance by bank transfer.',
  logo: asset({ filename: assetUrl('sepa.png', 480, 240) }),
  body: doc('We ship as soon as the payment arrives.'),
  ...overrides,
});

export const socialChannel = (overrides: Partial<SocialChannelContent> = {}): SocialChannelContent => ({
  _uid: uid('social'),
  component: 'social_channel',
  name: 'Instagram',
  platform: 'instagram',
  handle: '@ridewithus',
  link: urlLink('https://www.instagram.com/ridewithus'),
  label: 'Follow us on Instagram',
  ...overrides,
});
