/**
 * The xlc marketing site of spec section 2 ("Routes of the xlc marketing site"): five markets,
 * their top-level page slugs, inspiration subsections and category trees (the catalogue's xlc
 * categories in the market's language, see `partTree`; de-de's subcategories are the spec's
 * lists), and the copy of its pages in the market languages.
 */
import type { BrandName } from '../../../src/config/schema';
import { partGroups, partSlugs, type PartGroup } from '../catalog/parts';
import type { LanguageCode, Localized } from '../catalog/types';
import type { CopyLanguage, TopicCopy, TopicKey } from './copy';

export type MarketingRole =
  | 'parts'
  | 'accessories'
  | 'inspiration'
  | 'faq'
  | 'dealers'
  | 'legal'
  | 'privacy'
  | 'privacySocial'
  | 'careers'
  | 'catalogues'
  | 'contact'
  | 'newsletter'
  | 'search'
  | 'about'
  | 'certificates'
  | 'csr';

export const inspirationSections = ['innovations', 'news', 'stories', 'tutorials'] as const;
export type InspirationSection = (typeof inspirationSections)[number];

export interface CategoryNode {
  /** The catalogue's category key (`bike-parts/brakes/rim-brakes`), the same in every market. */
  key: string;
  slug: string;
  name: string;
  children?: readonly CategoryNode[];
}

/**
 * A market's category tree (subcategories with their leaves) of one catalogue group, in the
 * market's language: the same names and slugs as the Shopware emulator's categories, so a
 * category page's path is the catalogue's category path.
 */
export function partTree(groupKey: PartGroup['key'], language: CopyLanguage & LanguageCode): CategoryNode[] {
  const group = partGroups.find((candidate) => candidate.key === groupKey);
  if (!group) throw new Error(`No parts group ${groupKey}`);
  const node = (key: string, name: Localized, slug: Localized) => {
    const text = name[language];
    const segment = slug[language];
    if (!text || !segment) throw new Error(`Category ${key} has no ${language} name or slug`);
    return { key, name: text, slug: segment };
  };
  return group.subcategories.map((subcategory) => ({
    ...node(`${group.key}/${subcategory.key}`, subcategory.name, partSlugs.subcategory(subcategory)),
    children: subcategory.leaves.map((leaf) =>
      node(`${group.key}/${subcategory.key}/${leaf.key}`, leaf.name, partSlugs.leaf(leaf)),
    ),
  }));
}

export interface Market {
  code: string;
  language: CopyLanguage;
  /** Top-level page slug per role, exactly as the spec lists them. */
  pages: Partial<Record<MarketingRole, string>>;
  inspiration: Record<InspirationSection, { slug: string; title: string }>;
  parts: readonly CategoryNode[];
  accessories: readonly CategoryNode[];
}

export type MarketingTopic = TopicKey | 'kidsTrailer' | 'awardCarrier' | 'lightSet';

/** Inspiration articles of every market (the spec's examples), by subsection. */
export const marketingArticles: ReadonlyArray<{ topic: MarketingTopic; section: InspirationSection }> = [
  { topic: 'chainCare', section: 'tutorials' },
  { topic: 'helmetReplacement', section: 'tutorials' },
  { topic: 'bikeRack', section: 'tutorials' },
  { topic: 'kidsTrailer', section: 'stories' },
  { topic: 'awardCarrier', section: 'news' },
  { topic: 'lightSet', section: 'innovations' },
];

export interface MarketingCopy {
  /** Questions a visitor of a site without ordering asks: buying at dealers, fit, manuals, faults. */
  faq: ReadonlyArray<{ question: string; answer: string }>;
  roles: Partial<Record<MarketingRole, { title: string; intro: string }>>;
  topics: Record<'kidsTrailer' | 'awardCarrier' | 'lightSet', TopicCopy>;
  /** `{name}` */
  categoryIntro: string;
  /** `{name}` */
  sectionIntro: string;
  company: string;
  /** `{year}` */
  catalogue: string;
  manuals: string;
  /** Product manuals on the catalogues page, with the steps of the matching article. */
  productManuals: Record<'lightSet' | 'awardCarrier', string>;
  /** The market language's name in itself, as link texts to documents give it. */
  languageName: string;
}

const de: Market = {
  code: 'de-de',
  language: 'de',
  pages: {
    parts: 'fahrradteile',
    accessories: 'fahrradzubehoer',
    inspiration: 'inspirationen',
    faq: 'faq',
    dealers: 'haendlersuche',
    legal: 'impressum',
    privacy: 'datenschutz',
    careers: 'karriere',
    catalogues: 'kataloge-manuals',
    contact: 'kontakt',
    newsletter: 'newsletter',
    search: 'search',
    about: 'wir-sind-xlc',
    certificates: 'zertifikate',
    csr: 'corporate-social-responsibility',
  },
  inspiration: {
    innovations: { slug: 'innovationen', title: 'Innovationen' },
    news: { slug: 'neuigkeiten', title: 'Neuigkeiten' },
    stories: { slug: 'stories', title: 'Stories' },
    tutorials: { slug: 'tutorials', title: 'Tutorials' },
  },
  parts: partTree('bike-parts', 'de'),
  accessories: partTree('bike-accessories', 'de'),
};

const es: Market = {
  code: 'es-es',
  language: 'es',
  pages: {
    accessories: 'accesorios-bicicleta',
    parts: 'componentes-bicicleta',
    inspiration: 'inspiracion',
    contact: 'contacto',
    faq: 'preguntas-frecuentes',
    legal: 'aviso-legal',
    newsletter: 'boletin-de-noticias',
    catalogues: 'catalogos-manuales',
    certificates: 'certificados',
    privacy: 'proteccion-de-datos',
    csr: 'responsabilidad-social-corporativa',
    search: 'search',
    about: 'somos-xlc',
    dealers: 'tiendas',
  },
  inspiration: {
    innovations: { slug: 'innovaciones', title: 'Innovaciones' },
    news: { slug: 'novedades', title: 'Novedades' },
    stories: { slug: 'testimonios', title: 'Testimonios' },
    tutorials: { slug: 'tutoriales', title: 'Tutoriales' },
  },
  parts: partTree('bike-parts', 'es'),
  accessories: partTree('bike-accessories', 'es'),
};

const fr: Market = {
  code: 'fr-fr',
  language: 'fr',
  pages: {
    accessories: 'accessoires-velo',
    parts: 'composants-velo',
    inspiration: 'inspiration',
    catalogues: 'catalogues-manuels',
    certificates: 'certificats',
    contact: 'contact',
    faq: 'faq',
    legal: 'mentions-legales',
    newsletter: 'newsletter',
    about: 'nous-sommes-xlc',
    privacy: 'protection-des-donnees',
    csr: 'responsabilite-sociale-entreprises',
    dealers: 'revendeurs',
    search: 'search',
  },
  inspiration: {
    innovations: { slug: 'innovations', title: 'Innovations' },
    news: { slug: 'nouveautes', title: 'Nouveautés' },
    stories: { slug: 'temoignages', title: 'Témoignages' },
    tutorials: { slug: 'tutoriels', title: 'Tutoriels' },
  },
  parts: partTree('bike-parts', 'fr'),
  accessories: partTree('bike-accessories', 'fr'),
};

const int: Market = {
  code: 'int-en',
  language: 'en',
  pages: {
    accessories: 'bike-accessories',
    parts: 'bike-parts',
    inspiration: 'inspiration',
    catalogues: 'catalogues-manuals',
    certificates: 'certificates',
    contact: 'contact-us',
    csr: 'corporate-social-responsibility',
    privacy: 'data-protection',
    privacySocial: 'data-protection-social-media',
    faq: 'faq',
    legal: 'legal-notice',
    newsletter: 'newsletter-sign-up',
    search: 'search',
    dealers: 'store-locator',
    about: 'we-are-xlc',
  },
  inspiration: {
    innovations: { slug: 'innovations', title: 'Innovations' },
    news: { slug: 'news', title: 'News' },
    stories: { slug: 'stories', title: 'Stories' },
    tutorials: { slug: 'tutorials', title: 'Tutorials' },
  },
  parts: partTree('bike-parts', 'en'),
  accessories: partTree('bike-accessories', 'en'),
};

const nl: Market = {
  code: 'nl-nl',
  language: 'nl',
  pages: {
    accessories: 'fietsaccessoires',
    parts: 'fietsonderdelen',
    inspiration: 'inspiratie',
    catalogues: 'catalogi-handleidingen',
    certificates: 'certificaten',
    legal: 'colofon',
    contact: 'contact',
    privacySocial: 'data-protection-social-media',
    dealers: 'dealer-locator',
    csr: 'maatschappelijk-verantwoord-ondernemen',
    newsletter: 'nieuwsbrief',
    privacy: 'privacybeleid',
    search: 'search',
    faq: 'veelgestelde-vragen',
    about: 'wij-zijn-xlc',
  },
  inspiration: {
    stories: { slug: 'ervaringen', title: 'Ervaringen' },
    innovations: { slug: 'innovaties', title: 'Innovaties' },
    news: { slug: 'nieuws', title: 'Nieuws' },
    tutorials: { slug: 'tutorials', title: 'Tutorials' },
  },
  parts: partTree('bike-parts', 'nl'),
  accessories: partTree('bike-accessories', 'nl'),
};

/** Brands with a marketing site, and its markets (data, so a brand gains one by an entry here). */
export const marketingSites: Partial<Record<BrandName, readonly Market[]>> = {
  xlc: [de, es, fr, int, nl],
};

export const marketingCopy: Partial<Record<CopyLanguage, MarketingCopy>> = {
  de: {
    faq: [
      {
        question: 'Kann ich XLC-Produkte direkt bei euch kaufen?',
        answer:
          'Nein, XLC verkauft über den Fachhandel. In der Händlersuche findest du einen Händler in deiner Nähe, der XLC-Teile führt oder bestellt.',
      },
      {
        question: 'Wie finde ich heraus, ob ein Teil an mein Fahrrad passt?',
        answer:
          'Die technischen Daten auf jeder Produktseite nennen Maße und Standards. Im Zweifel hilft dir dein Händler mit deinem Rad vor Ort.',
      },
      {
        question: 'Wo finde ich Montage- und Bedienungsanleitungen?',
        answer: 'Auf der Seite Kataloge & Manuals und als Download auf den Produktseiten, jeweils als PDF.',
      },
      {
        question: 'Was tue ich, wenn ein XLC-Teil defekt ist?',
        answer:
          'Wende dich an den Händler, bei dem du das Teil gekauft hast. Er klärt Gewährleistung und Ersatz direkt mit uns.',
      },
    ],
    roles: {
      parts: {
        title: 'Fahrradteile',
        intro: 'Bremsen, Antrieb, Sättel und mehr: Teile, die dein Rad zuverlässig am Laufen halten.',
      },
      accessories: { title: 'Fahrradzubehör', intro: 'Licht, Träger, Taschen und Werkzeug für jede Fahrt.' },
      inspiration: { title: 'Inspirationen', intro: 'Anleitungen, Neuheiten und Geschichten rund ums Radfahren.' },
      faq: { title: 'FAQ', intro: 'Antworten auf die häufigsten Fragen zu unseren Produkten.' },
      dealers: { title: 'Händlersuche', intro: 'Finde einen XLC-Händler in deiner Nähe.' },
      legal: { title: 'Impressum', intro: 'Angaben gemäß § 5 DDG.' },
      privacy: { title: 'Datenschutz', intro: 'Wie wir mit deinen Daten umgehen.' },
      careers: { title: 'Karriere', intro: 'Arbeite mit uns an Teilen und Zubehör für Millionen Radfahrer.' },
      catalogues: { title: 'Kataloge & Manuals', intro: 'Unsere Kataloge und Bedienungsanleitungen zum Ansehen.' },
      contact: { title: 'Kontakt', intro: 'Du hast eine Frage zu einem Produkt? Schreib uns.' },
      newsletter: { title: 'Newsletter', intro: 'Neuheiten und Tipps von XLC direkt in dein Postfach.' },
      search: { title: 'Suche', intro: 'Durchsuche Produkte, Anleitungen und Neuigkeiten.' },
      about: { title: 'Wir sind XLC', intro: 'Teile und Zubehör von Radfahrern für Radfahrer.' },
      certificates: { title: 'Zertifikate', intro: 'Geprüfte Qualität: unsere Normen und Zertifikate.' },
      csr: {
        title: 'Corporate Social Responsibility',
        intro: 'Wie wir Verantwortung für Umwelt und Menschen übernehmen.',
      },
    },
    topics: {
      kidsTrailer: {
        title: 'Mit dem Kinderanhänger auf Tour',
        intro: 'Eine Familie erzählt, wie ihr erster Wochenendausflug mit Kinderanhänger gelingt.',
        steps: [
          'Gewöhnt die Kinder auf kurzen Strecken an den Anhänger.',
          'Packt Snacks, Regenschutz und ein Lieblingsspielzeug ein.',
          'Plant Pausen auf Spielplätzen entlang der Route.',
        ],
        tip: 'Ein Wimpel und Reflektoren machen das Gespann im Verkehr gut sichtbar.',
      },
      awardCarrier: {
        title: 'Ausgezeichnet: unser Heckträger gewinnt einen Designpreis',
        intro: 'Der neue Kupplungsträger von XLC überzeugt die Jury mit einfacher Bedienung und geringem Gewicht.',
        steps: [
          'Montage an der Anhängerkupplung ohne Werkzeug.',
          'Abklappbar, auch wenn zwei E-Bikes geladen sind.',
          'Rahmenhalter mit Schloss sichern die Räder gegen Diebstahl.',
        ],
        tip: 'Prüfe vor dem Kauf die Stützlast deiner Anhängerkupplung.',
      },
      lightSet: {
        title: 'Neu: das Lichtset, das mitdenkt',
        intro: 'Unser neues Lichtset passt seine Helligkeit automatisch an Tempo und Umgebung an.',
        steps: [
          'Der Sensor erkennt Dämmerung und schaltet das Licht ein.',
          'Beim Bremsen leuchtet das Rücklicht heller auf.',
          'Der Akku lädt per USB-C in zwei Stunden.',
        ],
        tip: 'Richte das Frontlicht so aus, dass es entgegenkommende Radfahrer nicht blendet.',
      },
    },
    categoryIntro: '{name} von XLC: geprüfte Qualität für Alltag, Tour und Sport.',
    sectionIntro: '{name}: Wissen und Neues rund um Teile und Zubehör.',
    company:
      'XLC entwickelt Teile und Zubehör für Fahrräder und E-Bikes und testet jedes Produkt im Alltag und auf Tour.',
    catalogue: 'XLC Katalog {year}',
    manuals: 'Montage- und Bedienungsanleitungen',
    productManuals: { lightSet: 'Bedienungsanleitung Lichtset', awardCarrier: 'Montageanleitung Kupplungsträger' },
    languageName: 'Deutsch',
  },
  es: {
    faq: [
      {
        question: '¿Puedo comprar productos XLC directamente?',
        answer:
          'No, XLC vende a través de tiendas especializadas. En el buscador de tiendas encontrarás una cerca de ti que tenga o pida piezas XLC.',
      },
      {
        question: '¿Cómo sé si una pieza es compatible con mi bicicleta?',
        answer:
          'Los datos técnicos de cada página de producto indican medidas y estándares. Si tienes dudas, tu tienda te ayuda con tu bici delante.',
      },
      {
        question: '¿Dónde encuentro los manuales de montaje y de uso?',
        answer: 'En la página Catálogos y manuales y como descarga en las páginas de producto, en PDF.',
      },
      {
        question: '¿Qué hago si una pieza XLC está defectuosa?',
        answer:
          'Dirígete a la tienda donde la compraste. Ella gestiona la garantía y la sustitución directamente con nosotros.',
      },
    ],
    roles: {
      parts: {
        title: 'Componentes de bicicleta',
        intro: 'Frenos, transmisión, sillines y más: componentes que mantienen tu bici en marcha.',
      },
      accessories: {
        title: 'Accesorios de bicicleta',
        intro: 'Luces, portabicicletas, bolsas y herramientas para cada salida.',
      },
      inspiration: { title: 'Inspiración', intro: 'Tutoriales, novedades e historias sobre el mundo de la bici.' },
      faq: {
        title: 'Preguntas frecuentes',
        intro: 'Respuestas a las preguntas más habituales sobre nuestros productos.',
      },
      dealers: { title: 'Tiendas', intro: 'Encuentra una tienda XLC cerca de ti.' },
      legal: { title: 'Aviso legal', intro: 'Información sobre el titular de este sitio web.' },
      privacy: { title: 'Protección de datos', intro: 'Cómo tratamos tus datos personales.' },
      catalogues: { title: 'Catálogos y manuales', intro: 'Consulta nuestros catálogos y manuales de uso.' },
      contact: { title: 'Contacto', intro: '¿Tienes una pregunta sobre un producto? Escríbenos.' },
      newsletter: { title: 'Boletín de noticias', intro: 'Novedades y consejos de XLC directamente en tu correo.' },
      search: { title: 'Buscar', intro: 'Busca productos, tutoriales y novedades.' },
      about: { title: 'Somos XLC', intro: 'Componentes y accesorios de ciclistas para ciclistas.' },
      certificates: { title: 'Certificados', intro: 'Calidad comprobada: nuestras normas y certificados.' },
      csr: {
        title: 'Responsabilidad social corporativa',
        intro: 'Cómo asumimos nuestra responsabilidad con las personas y el medio ambiente.',
      },
    },
    topics: {
      kidsTrailer: {
        title: 'De excursión con el remolque infantil',
        intro: 'Una familia cuenta cómo salió bien su primera escapada de fin de semana con remolque.',
        steps: [
          'Acostumbrad a los niños al remolque con trayectos cortos.',
          'Llevad algo de comer, protección para la lluvia y su juguete favorito.',
          'Planificad paradas en parques infantiles a lo largo de la ruta.',
        ],
        tip: 'Un banderín y reflectores hacen que el conjunto se vea bien en el tráfico.',
      },
      awardCarrier: {
        title: 'Premiado: nuestro portabicicletas gana un premio de diseño',
        intro: 'El nuevo portabicicletas de bola de XLC convence al jurado por su manejo sencillo y su poco peso.',
        steps: [
          'Se monta en la bola de remolque sin herramientas.',
          'Se abate incluso con dos e-bikes cargadas.',
          'Los soportes de cuadro con cerradura protegen las bicis contra robos.',
        ],
        tip: 'Antes de comprar, comprueba la carga vertical de tu bola de remolque.',
      },
      lightSet: {
        title: 'Novedad: el juego de luces que piensa por ti',
        intro: 'Nuestro nuevo juego de luces adapta su intensidad a la velocidad y al entorno.',
        steps: [
          'El sensor detecta el anochecer y enciende la luz.',
          'Al frenar, la luz trasera brilla con más fuerza.',
          'La batería se carga por USB-C en dos horas.',
        ],
        tip: 'Orienta la luz delantera para no deslumbrar a quien viene de frente.',
      },
    },
    categoryIntro: '{name} de XLC: calidad comprobada para el día a día, las rutas y el deporte.',
    sectionIntro: '{name}: conocimientos y novedades sobre componentes y accesorios.',
    company:
      'XLC desarrolla componentes y accesorios para bicicletas y e-bikes y prueba cada producto en el día a día y en ruta.',
    catalogue: 'Catálogo XLC {year}',
    manuals: 'Manuales de montaje y de uso',
    productManuals: {
      lightSet: 'Manual de uso del juego de luces',
      awardCarrier: 'Instrucciones de montaje del portabicicletas de bola',
    },
    languageName: 'Español',
  },
  fr: {
    faq: [
      {
        question: 'Puis-je acheter les produits XLC directement chez vous ?',
        answer:
          'Non, XLC vend par l’intermédiaire de revendeurs spécialisés. Le localisateur de revendeurs vous indique un magasin proche qui propose ou commande les pièces XLC.',
      },
      {
        question: 'Comment savoir si une pièce convient à mon vélo ?',
        answer:
          'Les caractéristiques techniques de chaque page produit indiquent dimensions et normes. En cas de doute, votre revendeur vous conseille, vélo à l’appui.',
      },
      {
        question: 'Où trouver les notices de montage et d’utilisation ?',
        answer: 'Sur la page Catalogues et manuels et en téléchargement sur les pages produit, au format PDF.',
      },
      {
        question: 'Que faire si une pièce XLC est défectueuse ?',
        answer:
          'Adressez-vous au revendeur chez qui vous l’avez achetée. Il règle la garantie et le remplacement directement avec nous.',
      },
    ],
    roles: {
      parts: {
        title: 'Composants vélo',
        intro: 'Freins, transmission, selles et plus : des composants qui font rouler votre vélo.',
      },
      accessories: {
        title: 'Accessoires vélo',
        intro: 'Éclairage, porte-vélos, sacoches et outils pour chaque sortie.',
      },
      inspiration: { title: 'Inspiration', intro: 'Tutoriels, nouveautés et témoignages autour du vélo.' },
      faq: { title: 'FAQ', intro: 'Les réponses aux questions les plus fréquentes sur nos produits.' },
      dealers: { title: 'Revendeurs', intro: 'Trouvez un revendeur XLC près de chez vous.' },
      legal: { title: 'Mentions légales', intro: 'Informations sur l’éditeur de ce site.' },
      privacy: { title: 'Protection des données', intro: 'Comment nous traitons vos données personnelles.' },
      catalogues: { title: 'Catalogues et manuels', intro: 'Consultez nos catalogues et modes d’emploi.' },
      contact: { title: 'Contact', intro: 'Une question sur un produit ? Écrivez-nous.' },
      newsletter: { title: 'Newsletter', intro: 'Les nouveautés et conseils XLC directement dans votre boîte mail.' },
      search: { title: 'Recherche', intro: 'Recherchez des produits, des tutoriels et des nouveautés.' },
      about: {
        title: 'Nous sommes XLC',
        intro: 'Des composants et accessoires conçus par des cyclistes pour des cyclistes.',
      },
      certificates: { title: 'Certificats', intro: 'Une qualité contrôlée : nos normes et certificats.' },
      csr: {
        title: 'Responsabilité sociale des entreprises',
        intro: 'Comment nous assumons notre responsabilité envers les personnes et l’environnement.',
      },
    },
    topics: {
      kidsTrailer: {
        title: 'En balade avec la remorque enfant',
        intro: 'Une famille raconte comment sa première escapade du week-end avec une remorque s’est bien passée.',
        steps: [
          'Habituez les enfants à la remorque sur de courts trajets.',
          'Emportez un goûter, une protection de pluie et leur jouet préféré.',
          'Prévoyez des pauses dans les aires de jeux sur le parcours.',
        ],
        tip: 'Un fanion et des catadioptres rendent l’attelage bien visible dans la circulation.',
      },
      awardCarrier: {
        title: 'Primé : notre porte-vélos remporte un prix de design',
        intro: 'Le nouveau porte-vélos d’attelage XLC a séduit le jury par sa simplicité d’utilisation et sa légèreté.',
        steps: [
          'Il se monte sur la boule d’attelage sans outil.',
          'Il bascule même chargé de deux vélos électriques.',
          'Les bras de cadre avec antivol protègent les vélos contre le vol.',
        ],
        tip: 'Vérifiez la charge verticale de votre attelage avant l’achat.',
      },
      lightSet: {
        title: 'Nouveau : l’éclairage qui réfléchit pour vous',
        intro: 'Notre nouveau kit d’éclairage adapte sa puissance à la vitesse et à l’environnement.',
        steps: [
          'Le capteur détecte la tombée de la nuit et allume l’éclairage.',
          'Au freinage, le feu arrière s’intensifie.',
          'La batterie se recharge en deux heures par USB-C.',
        ],
        tip: 'Orientez le phare pour ne pas éblouir les cyclistes en face.',
      },
    },
    categoryIntro: '{name} XLC : une qualité contrôlée pour le quotidien, la randonnée et le sport.',
    sectionIntro: '{name} : conseils et nouveautés autour des composants et accessoires.',
    company:
      'XLC développe des composants et accessoires pour vélos et vélos électriques et teste chaque produit au quotidien et en randonnée.',
    catalogue: 'Catalogue XLC {year}',
    manuals: 'Notices de montage et d’utilisation',
    productManuals: {
      lightSet: 'Mode d’emploi du kit d’éclairage',
      awardCarrier: 'Notice de montage du porte-vélos d’attelage',
    },
    languageName: 'Français',
  },
  en: {
    faq: [
      {
        question: 'Can I buy XLC products from you directly?',
        answer:
          'No, XLC sells through specialist dealers. The store locator shows you a dealer near you who stocks or orders XLC parts.',
      },
      {
        question: 'How do I know whether a part fits my bike?',
        answer:
          'The technical data on every product page give dimensions and standards. If in doubt, your dealer will check with your bike in the shop.',
      },
      {
        question: 'Where can I find assembly and user manuals?',
        answer: 'On the catalogues and manuals page and as downloads on the product pages, as PDF files.',
      },
      {
        question: 'What do I do if an XLC part is faulty?',
        answer: 'Go to the dealer you bought it from. They handle the warranty and replacement with us directly.',
      },
    ],
    roles: {
      parts: {
        title: 'Bike parts',
        intro: 'Brakes, drivetrain, saddles and more: parts that keep your bike running smoothly.',
      },
      accessories: { title: 'Bike accessories', intro: 'Lights, carriers, bags and tools for every ride.' },
      inspiration: { title: 'Inspiration', intro: 'Tutorials, news and stories from the world of cycling.' },
      faq: { title: 'FAQ', intro: 'Answers to the most common questions about our products.' },
      dealers: { title: 'Store locator', intro: 'Find an XLC dealer near you.' },
      legal: { title: 'Legal notice', intro: 'Information about the publisher of this website.' },
      privacy: { title: 'Data protection', intro: 'How we handle your personal data.' },
      privacySocial: {
        title: 'Data protection for social media',
        intro: 'How we handle your data on our social media channels.',
      },
      catalogues: { title: 'Catalogues & manuals', intro: 'Browse our catalogues and user manuals.' },
      contact: { title: 'Contact us', intro: 'Have a question about a product? Write to us.' },
      newsletter: { title: 'Newsletter sign-up', intro: 'News and tips from XLC straight to your inbox.' },
      search: { title: 'Search', intro: 'Search products, tutorials and news.' },
      about: { title: 'We are XLC', intro: 'Parts and accessories by cyclists, for cyclists.' },
      certificates: { title: 'Certificates', intro: 'Tested quality: our standards and certificates.' },
      csr: {
        title: 'Corporate social responsibility',
        intro: 'How we take responsibility for people and the environment.',
      },
    },
    topics: {
      kidsTrailer: {
        title: 'On tour with a kids’ trailer',
        intro: 'A family tells how their first weekend trip with a child trailer went smoothly.',
        steps: [
          'Get the children used to the trailer on short rides.',
          'Pack snacks, rain protection and a favourite toy.',
          'Plan breaks at playgrounds along the route.',
        ],
        tip: 'A flag and reflectors make the bike and trailer easy to see in traffic.',
      },
      awardCarrier: {
        title: 'Award-winning: our bike carrier wins a design prize',
        intro: 'The new XLC tow bar carrier won over the jury with its easy handling and low weight.',
        steps: [
          'Fits the tow bar without tools.',
          'Tilts even with two e-bikes on board.',
          'Lockable frame holders protect the bikes against theft.',
        ],
        tip: 'Check the nose weight of your tow bar before you buy.',
      },
      lightSet: {
        title: 'New: the light set that thinks ahead',
        intro: 'Our new light set adjusts its brightness to your speed and surroundings.',
        steps: [
          'The sensor detects dusk and switches the lights on.',
          'The rear light glows brighter when you brake.',
          'The battery charges via USB-C in two hours.',
        ],
        tip: 'Angle the front light so it does not dazzle oncoming cyclists.',
      },
    },
    categoryIntro: '{name} by XLC: tested quality for everyday riding, touring and sport.',
    sectionIntro: '{name}: know-how and news about parts and accessories.',
    company:
      'XLC develops parts and accessories for bikes and e-bikes and tests every product on everyday rides and on tour.',
    catalogue: 'XLC catalogue {year}',
    manuals: 'Assembly and user manuals',
    productManuals: { lightSet: 'Light set user manual', awardCarrier: 'Tow bar carrier assembly instructions' },
    languageName: 'English',
  },
  nl: {
    faq: [
      {
        question: 'Kan ik XLC-producten rechtstreeks bij jullie kopen?',
        answer:
          'Nee, XLC verkoopt via de vakhandel. Met de dealerzoeker vind je een dealer bij jou in de buurt die XLC-onderdelen heeft of bestelt.',
      },
      {
        question: 'Hoe weet ik of een onderdeel op mijn fiets past?',
        answer:
          'De technische gegevens op elke productpagina noemen maten en standaarden. Twijfel je, dan kijkt je dealer met je mee aan je fiets.',
      },
      {
        question: 'Waar vind ik montage- en gebruikershandleidingen?',
        answer: 'Op de pagina Catalogi & handleidingen en als download op de productpagina’s, als pdf.',
      },
      {
        question: 'Wat doe ik als een XLC-onderdeel defect is?',
        answer:
          'Ga naar de dealer waar je het onderdeel hebt gekocht. Die regelt garantie en vervanging rechtstreeks met ons.',
      },
    ],
    roles: {
      parts: {
        title: 'Fietsonderdelen',
        intro: 'Remmen, aandrijving, zadels en meer: onderdelen die je fiets soepel laten lopen.',
      },
      accessories: { title: 'Fietsaccessoires', intro: 'Verlichting, dragers, tassen en gereedschap voor elke rit.' },
      inspiration: { title: 'Inspiratie', intro: 'Tutorials, nieuws en ervaringen uit de wereld van de fiets.' },
      faq: { title: 'Veelgestelde vragen', intro: 'Antwoorden op de meest gestelde vragen over onze producten.' },
      dealers: { title: 'Dealer zoeken', intro: 'Vind een XLC-dealer bij jou in de buurt.' },
      legal: { title: 'Colofon', intro: 'Informatie over de uitgever van deze website.' },
      privacy: { title: 'Privacybeleid', intro: 'Hoe we met je persoonsgegevens omgaan.' },
      privacySocial: {
        title: 'Privacy op sociale media',
        intro: 'Hoe we met je gegevens omgaan op onze sociale kanalen.',
      },
      catalogues: { title: 'Catalogi & handleidingen', intro: 'Bekijk onze catalogi en gebruikershandleidingen.' },
      contact: { title: 'Contact', intro: 'Een vraag over een product? Schrijf ons.' },
      newsletter: { title: 'Nieuwsbrief', intro: 'Nieuws en tips van XLC direct in je inbox.' },
      search: { title: 'Zoeken', intro: 'Zoek naar producten, tutorials en nieuws.' },
      about: { title: 'Wij zijn XLC', intro: 'Onderdelen en accessoires van fietsers, voor fietsers.' },
      certificates: { title: 'Certificaten', intro: 'Geteste kwaliteit: onze normen en certificaten.' },
      csr: {
        title: 'Maatschappelijk verantwoord ondernemen',
        intro: 'Hoe we verantwoordelijkheid nemen voor mens en milieu.',
      },
    },
    topics: {
      kidsTrailer: {
        title: 'Op pad met de kinderfietskar',
        intro: 'Een gezin vertelt hoe hun eerste weekendtocht met een fietskar soepel verliep.',
        steps: [
          'Laat de kinderen op korte ritjes aan de fietskar wennen.',
          'Neem snacks, regenbescherming en een lievelingsknuffel mee.',
          'Plan pauzes bij speeltuinen langs de route.',
        ],
        tip: 'Een vlaggetje en reflectoren maken fiets en kar goed zichtbaar in het verkeer.',
      },
      awardCarrier: {
        title: 'Bekroond: onze fietsendrager wint een designprijs',
        intro: 'De nieuwe trekhaakdrager van XLC overtuigde de jury met zijn eenvoudige bediening en lage gewicht.',
        steps: [
          'Zonder gereedschap op de trekhaak te monteren.',
          'Kantelbaar, ook met twee e-bikes erop.',
          'Afsluitbare framehouders beschermen de fietsen tegen diefstal.',
        ],
        tip: 'Controleer voor aankoop de kogeldruk van je trekhaak.',
      },
      lightSet: {
        title: 'Nieuw: de verlichtingsset die meedenkt',
        intro: 'Onze nieuwe verlichtingsset past de lichtsterkte aan je snelheid en omgeving aan.',
        steps: [
          'De sensor herkent de schemering en zet het licht aan.',
          'Bij het remmen brandt het achterlicht feller.',
          'De accu laadt in twee uur op via USB-C.',
        ],
        tip: 'Richt de koplamp zo dat tegenliggers niet verblind worden.',
      },
    },
    categoryIntro: '{name} van XLC: geteste kwaliteit voor elke dag, op tocht en in de sport.',
    sectionIntro: '{name}: kennis en nieuws over onderdelen en accessoires.',
    company:
      'XLC ontwikkelt onderdelen en accessoires voor fietsen en e-bikes en test elk product in het dagelijks gebruik en op tocht.',
    catalogue: 'XLC-catalogus {year}',
    manuals: 'Montage- en gebruikershandleidingen',
    productManuals: {
      lightSet: 'Gebruikershandleiding verlichtingsset',
      awardCarrier: 'Montagehandleiding trekhaakdrager',
    },
    languageName: 'Nederlands',
  },
};
