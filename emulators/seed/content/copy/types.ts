/**
 * The shape of the demo copy of one language. Templates hold `{brand}`, `{line}`, `{platform}`
 * placeholders filled by the generator; everything else is finished text, written per language
 * (no machine-made filler), so pages read like a real brand's.
 */

export const copyLanguages = ['en', 'de', 'fr', 'nl', 'it', 'es', 'fi', 'sv', 'da', 'cs', 'pl'] as const;
export type CopyLanguage = (typeof copyLanguages)[number];

export const topicKeys = [
  'chainCare',
  'winterCommuting',
  'batteryRange',
  'firstBike',
  'helmetReplacement',
  'bikeRack',
  'tyrePressure',
] as const;
export type TopicKey = (typeof topicKeys)[number];

export const topicCategories = ['maintenance', 'commuting', 'eBikes', 'family', 'safety', 'buyingGuide'] as const;
export type TopicCategory = (typeof topicCategories)[number];

/** Campaigns of the bike brands (service, test rides, lights) and of a parts brand (wear parts, carriers). */
export const campaignKeys = ['springService', 'testRideWeeks', 'winterLights', 'wearParts', 'carrierSeason'] as const;
export type CampaignKey = (typeof campaignKeys)[number];

/**
 * Selling points, each a fact of the catalogue or the shop: a bike brand's lifetime frame
 * warranty for the first owner (the catalogue's product descriptions), a parts brand's
 * two-year warranty (the catalogue's part features), free delivery from €100 (the shipping
 * methods), the dealer network, fit information and dispatch of parts.
 */
export const sellingPointKeys = [
  'delivery',
  'dealers',
  'frameWarranty',
  'partsWarranty',
  'partsFit',
  'dispatch',
] as const;
export type SellingPointKey = (typeof sellingPointKeys)[number];

export const lineKinds = [
  'cityE',
  'trekkingE',
  'mountainE',
  'city',
  'trekking',
  'mountain',
  'kids',
  'parts',
  'accessories',
] as const;
export type LineKind = (typeof lineKinds)[number];

export type ContactCopyKind = 'phone' | 'email' | 'form';
export type ShippingKey = 'homeDelivery' | 'dealerDelivery';
export type ReturnKey = 'parcelShop' | 'dealerReturn';
export type PaymentKey = 'paypal' | 'klarna' | 'transfer';
export type InfoPageKey = 'about' | 'privacy' | 'legalNotice';

export interface TitledText {
  title: string;
  text: string;
}

export interface TopicCopy {
  title: string;
  intro: string;
  steps: readonly [string, string, string];
  tip: string;
}

export interface LanguageCopy {
  home: {
    latestStories: string;
    currentCampaigns: string;
    ourProductLines: string;
    popularNow: string;
    shopByCategory: string;
    viewAll: string;
    /** Carousel slide title, `{line}`. */
    discoverLine: string;
  };
  sellingPoints: Record<SellingPointKey, TitledText>;
  /**
   * `thanks`, after a sign-up, is worded as the footer form's interface text, so a shopper reads
   * one message wherever they sign up (tests/content-home.test.ts checks the two agree).
   */
  newsletter: { title: string; text: string; placeholder: string; button: string; consent: string; thanks: string };
  cookie: { title: string; text: string; accept: string; reject: string; settings: string };
  footer: {
    /** `{brand}` */
    aboutBrand: string;
    shipping: string;
    payment: string;
    /** `{brand}`, `{platform}` */
    follow: string;
  };
  listings: {
    storiesIntro: string;
    campaignsIntro: string;
    productLinesIntro: string;
    contactIntro: string;
    shippingTitle: string;
    shippingIntro: string;
    paymentTitle: string;
    paymentIntro: string;
  };
  topics: Record<TopicKey, TopicCopy>;
  categories: Record<TopicCategory, string>;
  article: {
    stepsTitle: string;
    tipTitle: string;
    /** A common mistake, shown struck through. */
    myth: string;
    /** What to do instead. */
    mythFix: string;
    /** Quote of a workshop mechanic. */
    quote: string;
    quoteRole: string;
    readNext: string;
    /** Sentence start before a link to the brand's site, `{brand}`. */
    moreOn: string;
    writeTo: string;
    download: string;
    backToSteps: string;
    /** Two lines joined by a hard break. */
    visitDealer: readonly [string, string];
    watchVideo: string;
    formIntro: string;
  };
  campaigns: Record<CampaignKey, { title: string; intro: string; text: string; cta: string }>;
  /** One sentence per kind of product line, `{line}` and `{brand}`. */
  lineKinds: Record<LineKind, string>;
  /** Second paragraph of every product line page, `{line}`. */
  lineBody: string;
  contact: Record<ContactCopyKind, TitledText>;
  openingHours: string;
  /** No titles: method pages carry the shop's method names (catalogue seed), as checkout does. */
  shipping: Record<ShippingKey, { text: string; time: string }>;
  returns: Record<ReturnKey, TitledText>;
  payment: Record<PaymentKey, { text: string }>;
  pages: Record<InfoPageKey, TitledText>;
  splash: { title: string; text: string; cta: string };
  storeLocator: { intro: string; collectInStore: string; testCenter: string; bikeTypes: string };
  search: { intro: string; placeholder: string; noResults: string };
  faqTitle: string;
  faq: readonly [FaqCopy, FaqCopy, FaqCopy];
}

export interface FaqCopy {
  question: string;
  answer: string;
}
