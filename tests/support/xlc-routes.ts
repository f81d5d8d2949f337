/**
 * The routes of the xlc marketing site as spec section 2 lists them ("Routes of the xlc
 * marketing site"), written out from the spec rather than from the seed or the app: tests walk
 * them against what the content plans and what the build serves.
 */
export const xlcMarkets = ['de-de', 'es-es', 'fr-fr', 'int-en', 'nl-nl'] as const;
export type XlcMarket = (typeof xlcMarkets)[number];

export const xlcTopLevelPages: Record<XlcMarket, readonly string[]> = {
  'de-de': [
    'fahrradteile',
    'fahrradzubehoer',
    'inspirationen',
    'faq',
    'haendlersuche',
    'impressum',
    'datenschutz',
    'karriere',
    'kataloge-manuals',
    'kontakt',
    'newsletter',
    'search',
    'wir-sind-xlc',
    'zertifikate',
    'corporate-social-responsibility',
  ],
  'es-es': [
    'accesorios-bicicleta',
    'componentes-bicicleta',
    'inspiracion',
    'contacto',
    'preguntas-frecuentes',
    'aviso-legal',
    'boletin-de-noticias',
    'catalogos-manuales',
    'certificados',
    'proteccion-de-datos',
    'responsabilidad-social-corporativa',
    'search',
    'somos-xlc',
    'tiendas',
  ],
  'fr-fr': [
    'accessoires-velo',
    'composants-velo',
    'inspiration',
    'catalogues-manuels',
    'certificats',
    'contact',
    'faq',
    'mentions-legales',
    'newsletter',
    'nous-sommes-xlc',
    'protection-des-donnees',
    'responsabilite-sociale-entreprises',
    'revendeurs',
    'search',
  ],
  'int-en': [
    'bike-accessories',
    'bike-parts',
    'inspiration',
    'catalogues-manuals',
    'certificates',
    'contact-us',
    'corporate-social-responsibility',
    'data-protection',
    'data-protection-social-media',
    'faq',
    'legal-notice',
    'newsletter-sign-up',
    'search',
    'store-locator',
    'we-are-xlc',
  ],
  'nl-nl': [
    'fietsaccessoires',
    'fietsonderdelen',
    'inspiratie',
    'catalogi-handleidingen',
    'certificaten',
    'colofon',
    'contact',
    'data-protection-social-media',
    'dealer-locator',
    'maatschappelijk-verantwoord-ondernemen',
    'nieuwsbrief',
    'privacybeleid',
    'search',
    'veelgestelde-vragen',
    'wij-zijn-xlc',
  ],
};

/** The inspiration page of each market and its four subsections. */
export const xlcInspiration: Record<XlcMarket, { page: string; sections: readonly string[] }> = {
  'de-de': { page: 'inspirationen', sections: ['innovationen', 'neuigkeiten', 'stories', 'tutorials'] },
  'es-es': { page: 'inspiracion', sections: ['innovaciones', 'novedades', 'testimonios', 'tutoriales'] },
  'fr-fr': { page: 'inspiration', sections: ['innovations', 'nouveautes', 'temoignages', 'tutoriels'] },
  'int-en': { page: 'inspiration', sections: ['innovations', 'news', 'stories', 'tutorials'] },
  'nl-nl': { page: 'inspiratie', sections: ['ervaringen', 'innovaties', 'nieuws', 'tutorials'] },
};

/** The de-de parts and accessories categories, exactly as the spec lists them. */
export const xlcGermanCategories = {
  fahrradteile: [
    'antriebsteile',
    'fahrradbremsen',
    'fahrradgriff-lenkerband',
    'fahrradpedale',
    'fahrradreifen',
    'laufrad',
    'lenkervorbau',
    'saettel',
    'sattelstuetzen',
    'steuersatz',
  ],
  fahrradzubehoer: [
    'abstellstaender-halter-abdeckungen',
    'fahrrad-anhaenger',
    'fahrrad-flaschen-flaschenhalter',
    'fahrrad-schmiermittel',
    'fahrrad-taschen-koerbe',
    'fahrradhelme',
    'fahrradklingel-fahrradhupen',
    'fahrradlicht',
    'fahrradspiegel',
    'fahrradtraeger',
    'fahrradwerkzeug',
    'locks',
    'schutzbleche-und-mudguards',
    'staender',
  ],
} as const;

/** Every top-level route and inspiration subsection of the spec, with the market homes. */
export function xlcSpecRoutes(): string[] {
  return xlcMarkets.flatMap((market) => [
    `/${market}/`,
    ...xlcTopLevelPages[market].map((page) => `/${market}/${page}/`),
    ...xlcInspiration[market].sections.map((section) => `/${market}/${xlcInspiration[market].page}/${section}/`),
  ]);
}
