/**
 * What sets one brand's demo content apart from another's, as data: voice, palette, product
 * lines, people, social channels, store-locator filters. Everything else comes from the brand
 * configuration (countries, languages, navigation, routing, flags).
 */
import type { BrandName } from '../../../src/config/schema';
import type { SocialPlatform, StoreLocatorFilter } from '../../../src/services/storyblok/model';
import type { CampaignKey, LineKind, SellingPointKey, TopicKey, Voice } from './copy';

export interface ProductLineProfile {
  name: string;
  kind: LineKind;
  /** Catalogue category of the line's products. */
  categoryPath: string;
  /**
   * The catalogue's code of the line (its PRODUCTLINE option) where it differs from the name;
   * null where the catalogue has no such line, so the line's page shows its category instead.
   */
  catalogueCode?: string | null;
}

/**
 * A section of the home page below its hero: the product-line carousel, selling points, a
 * product teaser, the stories and current-campaigns teaser grids, the category teaser, the
 * hero quote, the brand video and the newsletter sign-up (at most once: the footer has its own).
 */
export const homeSections = [
  'carousel',
  'sellingPoints',
  'products',
  'stories',
  'campaigns',
  'categories',
  'quote',
  'video',
  'newsletter',
] as const;
export type HomeSection = (typeof homeSections)[number];

/** What the brand's frames or parts are guaranteed for, as its catalogue states it. */
export type WarrantyFact = 'lifetimeFrame' | 'twoYearParts';

export interface BrandProfile {
  /** Storyblok space id; also the second segment of asset paths. */
  spaceId: number;
  voice: Voice;
  /** Colours of drawn images: backgrounds first, then the light foreground. */
  palette: { backgrounds: readonly [string, string, string, string]; foreground: string };
  /** Mail domain of the service address. */
  mailDomain: string;
  /** Prefix of the catalogue's product numbers (`RAL10001`). */
  productNumberPrefix: string;
  productLines: readonly ProductLineProfile[];
  /** Authors of publications. */
  authors: readonly [string, string, string];
  /** Who the home page's hero quote is by. */
  quoteAuthor: string;
  /** Workshop mechanic quoted in publications. */
  mechanic: string;
  socials: ReadonlyArray<{ platform: SocialPlatform; handle: string }>;
  storeLocatorFilters: readonly StoreLocatorFilter[];
  /** Publication topics in the brand's order of importance; the first leads the home page. */
  topics: readonly TopicKey[];
  /** The home page below the hero, in order: what the brand leads with. */
  home: readonly HomeSection[];
  /** The catalogue's warranty, which the selling points repeat. */
  warranty: WarrantyFact;
  /** Selling points in the brand's order; the warranty one must state `warranty`. */
  sellingPoints: readonly [SellingPointKey, SellingPointKey, SellingPointKey];
  /**
   * Campaigns: two running at the seed clock (the first since 40 days, the second since 10),
   * then the coming one, saved as a draft that starts in 20 days.
   */
  campaigns: readonly [CampaignKey, CampaignKey, CampaignKey];
}

export const brandProfiles: Record<BrandName, BrandProfile> = {
  raleigh: {
    spaceId: 287001,
    voice: 'heritage',
    palette: { backgrounds: ['#1f3a5f', '#8c1c13', '#2f5d50', '#c9a227'], foreground: '#f6f1e7' },
    mailDomain: 'raleigh.co.uk',
    productNumberPrefix: 'RAL',
    productLines: [
      { name: 'Motus', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'Centros', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'Trace', kind: 'mountainE', categoryPath: 'e-bikes/mountain' },
      { name: 'Strada', kind: 'city', categoryPath: 'city-bikes/urban' },
      { name: 'Pioneer', kind: 'trekking', categoryPath: 'trekking-bikes/touring' },
      { name: 'Krush', kind: 'kids', categoryPath: 'kids-bikes/20' },
    ],
    authors: ['Eleanor Hughes', 'Tom Whitfield', 'Priya Nair'],
    quoteAuthor: 'James Holloway',
    mechanic: 'Gareth Lloyd',
    socials: [
      { platform: 'instagram', handle: 'raleighuk' },
      { platform: 'facebook', handle: 'RaleighUK' },
      { platform: 'youtube', handle: 'RaleighBikesUK' },
    ],
    storeLocatorFilters: ['collect_in_store', 'bike_types'],
    topics: [
      'winterCommuting',
      'batteryRange',
      'chainCare',
      'firstBike',
      'helmetReplacement',
      'bikeRack',
      'tyrePressure',
    ],
    home: ['quote', 'carousel', 'products', 'stories', 'sellingPoints', 'categories', 'newsletter'],
    warranty: 'lifetimeFrame',
    sellingPoints: ['frameWarranty', 'dealers', 'delivery'],
    campaigns: ['springService', 'testRideWeeks', 'winterLights'],
  },
  lapierre: {
    spaceId: 287002,
    voice: 'performance',
    palette: { backgrounds: ['#0b2545', '#c8102e', '#13315c', '#3a3a3a'], foreground: '#ffffff' },
    mailDomain: 'lapierrebikes.com',
    productNumberPrefix: 'LAP',
    productLines: [
      { name: 'e-Urban', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'e-Explorer', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'Overvolt', kind: 'mountainE', categoryPath: 'e-bikes/mountain' },
      { name: 'Shaper', kind: 'trekking', categoryPath: 'trekking-bikes/cross' },
      { name: 'Zesty', kind: 'mountain', categoryPath: 'mountain-bikes/full-suspension' },
      { name: 'Prorace', kind: 'kids', categoryPath: 'kids-bikes/24' },
    ],
    authors: ['Camille Roussel', 'Julien Marchand', 'Léa Fontaine'],
    quoteAuthor: 'Nicolas Perrin',
    mechanic: 'Antoine Girard',
    socials: [
      { platform: 'instagram', handle: 'lapierrebikes' },
      { platform: 'facebook', handle: 'LapierreBikes' },
      { platform: 'youtube', handle: 'LapierreBikesOfficial' },
      { platform: 'strava', handle: 'lapierre-bikes' },
    ],
    storeLocatorFilters: ['test_center', 'bike_types'],
    topics: [
      'tyrePressure',
      'chainCare',
      'batteryRange',
      'bikeRack',
      'helmetReplacement',
      'winterCommuting',
      'firstBike',
    ],
    home: ['video', 'carousel', 'products', 'campaigns', 'stories', 'newsletter'],
    warranty: 'lifetimeFrame',
    sellingPoints: ['frameWarranty', 'dealers', 'delivery'],
    campaigns: ['springService', 'testRideWeeks', 'winterLights'],
  },
  sparta: {
    spaceId: 287003,
    voice: 'everyday',
    palette: { backgrounds: ['#00704a', '#1b1b1b', '#d4a017', '#5b7c99'], foreground: '#fafaf5' },
    mailDomain: 'sparta.nl',
    productNumberPrefix: 'SPA',
    productLines: [
      { name: 'c-Grid', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'a-Shine', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'd-Burst', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'Pick-Up', kind: 'city', categoryPath: 'city-bikes/comfort' },
      { name: 'Amazone', kind: 'city', categoryPath: 'city-bikes/comfort' },
      { name: 'Cross', kind: 'trekking', categoryPath: 'trekking-bikes/touring' },
    ],
    authors: ['Sanne de Vries', 'Bram Jansen', 'Fleur Bakker'],
    quoteAuthor: 'Marieke van Dijk',
    mechanic: 'Henk Visser',
    socials: [
      { platform: 'instagram', handle: 'spartafietsen' },
      { platform: 'facebook', handle: 'SpartaFietsen' },
      { platform: 'youtube', handle: 'SpartaBikes' },
      { platform: 'linkedin', handle: 'sparta-bikes' },
    ],
    storeLocatorFilters: ['collect_in_store', 'test_center', 'bike_types'],
    topics: [
      'batteryRange',
      'winterCommuting',
      'firstBike',
      'chainCare',
      'tyrePressure',
      'helmetReplacement',
      'bikeRack',
    ],
    home: ['categories', 'products', 'sellingPoints', 'campaigns', 'stories', 'newsletter'],
    warranty: 'lifetimeFrame',
    sellingPoints: ['dealers', 'delivery', 'frameWarranty'],
    campaigns: ['springService', 'testRideWeeks', 'winterLights'],
  },
  xlc: {
    spaceId: 287004,
    voice: 'parts',
    palette: { backgrounds: ['#111111', '#e30613', '#4d4d4d', '#1d6fa5'], foreground: '#ffffff' },
    mailDomain: 'xlc-parts.com',
    productNumberPrefix: 'XLC-',
    productLines: [
      { name: 'XLC Comp', kind: 'parts', categoryPath: 'bike-parts', catalogueCode: 'Comp' },
      { name: 'XLC Pro', kind: 'parts', categoryPath: 'bike-parts', catalogueCode: 'Pro' },
      { name: 'XLC Carry More', kind: 'accessories', categoryPath: 'bike-accessories', catalogueCode: null },
      { name: 'XLC Urban', kind: 'accessories', categoryPath: 'bike-accessories', catalogueCode: 'Urban' },
    ],
    authors: ['Jonas Becker', 'Lisa Hoffmann', 'Marco Weber'],
    quoteAuthor: 'Stefan Krüger',
    mechanic: 'Tobias Schneider',
    socials: [
      { platform: 'instagram', handle: 'xlc.components' },
      { platform: 'facebook', handle: 'XLCcomponents' },
      { platform: 'youtube', handle: 'XLCparts' },
    ],
    storeLocatorFilters: ['collect_in_store'],
    topics: [
      'chainCare',
      'bikeRack',
      'helmetReplacement',
      'tyrePressure',
      'winterCommuting',
      'firstBike',
      'batteryRange',
    ],
    home: ['categories', 'products', 'sellingPoints', 'stories', 'newsletter'],
    warranty: 'twoYearParts',
    sellingPoints: ['dispatch', 'partsFit', 'partsWarranty'],
    campaigns: ['wearParts', 'carrierSeason', 'winterLights'],
  },
  ghost: {
    spaceId: 287005,
    voice: 'trail',
    palette: { backgrounds: ['#1a1a1a', '#7ab800', '#2e4057', '#f28c28'], foreground: '#f5f5f5' },
    mailDomain: 'ghost-bikes.com',
    productNumberPrefix: 'GHO',
    productLines: [
      { name: 'E-ASX', kind: 'mountainE', categoryPath: 'e-bikes/mountain' },
      { name: 'E-Teru', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'E-Square', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'Lector', kind: 'mountain', categoryPath: 'mountain-bikes/hardtail' },
      { name: 'Riot', kind: 'mountain', categoryPath: 'mountain-bikes/full-suspension' },
      { name: 'Lanao', kind: 'kids', categoryPath: 'kids-bikes/24' },
    ],
    authors: ['Felix Wagner', 'Anna Lehmann', 'Mikko Virtanen'],
    quoteAuthor: 'Lukas Brandl',
    mechanic: 'Andreas Huber',
    socials: [
      { platform: 'instagram', handle: 'ghostbikes' },
      { platform: 'facebook', handle: 'GhostBikes' },
      { platform: 'youtube', handle: 'GhostBikesOfficial' },
      { platform: 'strava', handle: 'ghost-bikes' },
    ],
    storeLocatorFilters: ['test_center', 'bike_types'],
    topics: [
      'tyrePressure',
      'chainCare',
      'helmetReplacement',
      'batteryRange',
      'bikeRack',
      'firstBike',
      'winterCommuting',
    ],
    home: ['video', 'carousel', 'stories', 'products', 'campaigns', 'quote'],
    warranty: 'lifetimeFrame',
    sellingPoints: ['frameWarranty', 'dealers', 'delivery'],
    campaigns: ['springService', 'testRideWeeks', 'winterLights'],
  },
  winora: {
    spaceId: 287006,
    voice: 'everyday',
    palette: { backgrounds: ['#004b87', '#7d9d2f', '#b5651d', '#3c3c3b'], foreground: '#ffffff' },
    mailDomain: 'winora.com',
    productNumberPrefix: 'WIN',
    productLines: [
      { name: 'Sinus', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'Yucatan', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'Tria', kind: 'cityE', categoryPath: 'e-bikes/city' },
      { name: 'Yakun', kind: 'trekking', categoryPath: 'trekking-bikes/touring' },
      { name: 'Holiday', kind: 'city', categoryPath: 'city-bikes/comfort' },
      { name: 'Dash', kind: 'kids', categoryPath: 'kids-bikes/20' },
    ],
    authors: ['Katharina Schulz', 'Pavel Novák', 'Giulia Romano'],
    quoteAuthor: 'Sabine Keller',
    mechanic: 'Michael Braun',
    socials: [
      { platform: 'instagram', handle: 'winora_official' },
      { platform: 'facebook', handle: 'WinoraBikes' },
      { platform: 'pinterest', handle: 'winorabikes' },
    ],
    storeLocatorFilters: ['collect_in_store', 'test_center'],
    topics: [
      'batteryRange',
      'bikeRack',
      'winterCommuting',
      'chainCare',
      'helmetReplacement',
      'tyrePressure',
      'firstBike',
    ],
    home: ['carousel', 'sellingPoints', 'products', 'campaigns', 'stories', 'newsletter'],
    warranty: 'lifetimeFrame',
    sellingPoints: ['delivery', 'frameWarranty', 'dealers'],
    campaigns: ['springService', 'testRideWeeks', 'winterLights'],
  },
  haibike: {
    spaceId: 287007,
    voice: 'trail',
    palette: { backgrounds: ['#000000', '#e2001a', '#4a4a4a', '#00a3e0'], foreground: '#ffffff' },
    mailDomain: 'haibike.com',
    productNumberPrefix: 'HAI',
    productLines: [
      { name: 'Trekking', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'Adventr', kind: 'trekkingE', categoryPath: 'e-bikes/trekking' },
      { name: 'AllTrack', kind: 'mountainE', categoryPath: 'e-bikes/mountain' },
      { name: 'AllMtn', kind: 'mountainE', categoryPath: 'e-bikes/mountain' },
      { name: 'Nduro', kind: 'mountainE', categoryPath: 'e-bikes/mountain' },
      { name: 'Sduro', kind: 'cityE', categoryPath: 'e-bikes/city' },
    ],
    authors: ['Maximilian Roth', 'Elena García', 'Sofia Lindqvist'],
    quoteAuthor: 'Jana Fischer',
    mechanic: 'Dominik Maier',
    socials: [
      { platform: 'instagram', handle: 'haibike' },
      { platform: 'facebook', handle: 'Haibike' },
      { platform: 'youtube', handle: 'HaibikeOfficial' },
      { platform: 'tiktok', handle: 'haibike' },
    ],
    storeLocatorFilters: ['test_center', 'bike_types'],
    topics: [
      'batteryRange',
      'tyrePressure',
      'chainCare',
      'bikeRack',
      'helmetReplacement',
      'winterCommuting',
      'firstBike',
    ],
    home: ['video', 'products', 'carousel', 'campaigns', 'stories', 'quote', 'newsletter'],
    warranty: 'lifetimeFrame',
    sellingPoints: ['frameWarranty', 'dealers', 'delivery'],
    campaigns: ['springService', 'testRideWeeks', 'winterLights'],
  },
};

/** Parcel carriers per country (shop folder); `int` ships worldwide. */
export const couriersByCountry: Readonly<Record<string, readonly string[]>> = {
  gb: ['DPD', 'Royal Mail'],
  ie: ['An Post', 'DPD'],
  de: ['DHL', 'Hermes'],
  at: ['Österreichische Post', 'DPD'],
  ch: ['Die Post', 'DPD'],
  fr: ['Colissimo', 'DPD'],
  be: ['bpost', 'PostNL'],
  nl: ['PostNL', 'DHL'],
  lu: ['POST Luxembourg', 'DHL'],
  it: ['BRT', 'Poste Italiane'],
  es: ['SEUR', 'Correos Express'],
  dk: ['PostNord', 'GLS'],
  se: ['PostNord', 'DHL'],
  fi: ['Posti', 'Matkahuolto'],
  cz: ['PPL', 'Zásilkovna'],
  pl: ['InPost', 'DPD'],
  int: ['DHL Express', 'UPS'],
};

/** Tracking pages of the carriers. */
export const courierTracking: Readonly<Record<string, string>> = {
  DPD: 'https://www.dpd.com/tracking/',
  'Royal Mail': 'https://www.royalmail.com/track-your-item',
  'An Post': 'https://www.anpost.com/Post-Parcels/Track/',
  DHL: 'https://www.dhl.com/global-en/home/tracking.html',
  Hermes: 'https://www.myhermes.de/empfangen/sendungsverfolgung/',
  'Österreichische Post': 'https://www.post.at/s/sendungssuche',
  'Die Post': 'https://service.post.ch/ekp-web/ui/list',
  Colissimo: 'https://www.laposte.fr/outils/suivre-vos-envois',
  bpost: 'https://track.bpost.cloud/',
  PostNL: 'https://jouw.postnl.nl/track-and-trace/',
  'POST Luxembourg': 'https://www.post.lu/particuliers/colis-courrier/track-and-trace',
  BRT: 'https://vas.brt.it/vas/sped_numspe_par.htm',
  'Poste Italiane': 'https://www.poste.it/cerca/index.html#/',
  SEUR: 'https://www.seur.com/livetracking/',
  'Correos Express': 'https://s.correosexpress.com/',
  PostNord: 'https://www.postnord.se/en/our-tools/track-and-trace',
  GLS: 'https://gls-group.com/track',
  Posti: 'https://www.posti.fi/en/tracking',
  Matkahuolto: 'https://www.matkahuolto.fi/en/tracking',
  PPL: 'https://www.ppl.cz/vyhledat-zasilku',
  Zásilkovna: 'https://tracking.packeta.com/',
  InPost: 'https://inpost.pl/sledzenie-przesylek',
  'DHL Express': 'https://www.dhl.com/global-en/home/tracking/tracking-express.html',
  UPS: 'https://www.ups.com/track',
};

/** Customer-service phone numbers (fictional numbers in each country's format). */
export const servicePhoneByCountry: Readonly<Record<string, string>> = {
  gb: '+44 20 7946 0321',
  ie: '+353 1 555 0182',
  de: '+49 30 5557 1043',
  at: '+43 1 555 2093',
  ch: '+41 44 555 31 20',
  fr: '+33 1 55 55 21 40',
  be: '+32 2 555 14 60',
  nl: '+31 20 555 0174',
  lu: '+352 555 230',
  it: '+39 02 5555 1830',
  es: '+34 91 555 2410',
  dk: '+45 55 55 17 20',
  se: '+46 8 555 105 40',
  fi: '+358 9 5555 2150',
  cz: '+420 255 550 130',
  pl: '+48 22 555 14 80',
  int: '+49 30 5557 1000',
};
