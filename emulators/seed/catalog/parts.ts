/**
 * The parts brand (xlc): bike parts and accessories in the categories of the spec's de-de
 * market, translated for the brand's other markets (en, fr, nl, it, es). Languages the brand
 * does not use fall back to English when rendered.
 */
import { seoSlug } from '../../common/slug';
import type { LanguageCode, Localized } from './types';

/** A text in the parts brand's six languages: en, de, fr, nl, it, es. */
export function P(en: string, de: string, fr: string, nl: string, it: string, es: string): Localized {
  return { en, de, fr, nl, it, es };
}

export type PartAxis = 'colour' | 'size' | 'wheel';

export interface PartLeaf {
  key: string;
  name: Localized;
  /** Singular product type used in product names. */
  product: Localized;
  /** Model code family, e.g. 'BR-R' for rim brakes. */
  code: string;
  price: number;
  axes: PartAxis[];
  /** Wheel sizes when 'wheel' is an axis. */
  wheels?: string[];
  /** The manuals that come with the product, as PDFs in its media. */
  documents?: PartDocumentKind[];
}

/** An assembly manual or a user manual, one multilingual leaflet each. */
export type PartDocumentKind = 'assembly' | 'user';

export interface PartSubcategory {
  key: string;
  /** German slug exactly as the spec lists it. */
  deSlug: string;
  name: Localized;
  leaves: PartLeaf[];
}

export interface PartGroup {
  key: 'bike-parts' | 'bike-accessories';
  name: Localized;
  slug: Localized;
  subcategories: PartSubcategory[];
}

function slugsOf(text: Localized): Localized {
  const result: Localized = {};
  for (const [language, value] of Object.entries(text) as [LanguageCode, string][]) result[language] = seoSlug(value);
  return result;
}

/**
 * The one statement of the parts brand's category slugs, per language: a group has its own, a
 * subcategory's is made from its name except in German (the spec's list, `deSlug`), a leaf's is
 * made from its name except in English (its key). The catalogue's categories and the marketing
 * site's category pages both take their paths from here, so the two trees cannot drift apart.
 */
export const partSlugs = {
  group: (group: PartGroup): Localized => group.slug,
  subcategory: (subcategory: PartSubcategory): Localized => ({ ...slugsOf(subcategory.name), de: subcategory.deSlug }),
  leaf: (leaf: PartLeaf): Localized => ({ ...slugsOf(leaf.name), en: leaf.key }),
};

export const partGroups: PartGroup[] = [
  {
    key: 'bike-parts',
    name: P(
      'Bike parts',
      'Fahrradteile',
      'Composants vélo',
      'Fietsonderdelen',
      'Componenti bici',
      'Componentes bicicleta',
    ),
    slug: P(
      'bike-parts',
      'fahrradteile',
      'composants-velo',
      'fietsonderdelen',
      'componenti-bici',
      'componentes-bicicleta',
    ),
    subcategories: [
      {
        key: 'drivetrain',
        deSlug: 'antriebsteile',
        name: P('Drivetrain', 'Antriebsteile', 'Transmission', 'Aandrijving', 'Trasmissione', 'Transmisión'),
        leaves: [
          {
            key: 'chains',
            name: P('Chains', 'Ketten', 'Chaînes', 'Kettingen', 'Catene', 'Cadenas'),
            product: P('Chain', 'Kette', 'Chaîne', 'Ketting', 'Catena', 'Cadena'),
            code: 'CC-C',
            price: 24.95,
            axes: [],
          },
          {
            key: 'cassettes',
            name: P('Cassettes', 'Kassetten', 'Cassettes', 'Cassettes', 'Cassette', 'Cassettes'),
            product: P('Cassette', 'Kassette', 'Cassette', 'Cassette', 'Cassetta', 'Cassette'),
            code: 'CS-S',
            price: 39.95,
            axes: [],
          },
        ],
      },
      {
        key: 'brakes',
        deSlug: 'fahrradbremsen',
        name: P('Brakes', 'Fahrradbremsen', 'Freins', 'Remmen', 'Freni', 'Frenos'),
        leaves: [
          {
            key: 'rim-brakes',
            name: P(
              'Rim brakes',
              'Felgenbremsen',
              'Freins sur jante',
              'Velgremmen',
              'Freni a pattino',
              'Frenos de llanta',
            ),
            product: P(
              'Rim brake pads',
              'Felgenbremsbeläge',
              'Patins de frein',
              'Remblokken',
              'Pattini freno',
              'Zapatas de freno',
            ),
            code: 'BS-V',
            price: 9.95,
            axes: [],
            documents: ['assembly'],
          },
          {
            key: 'disc-brakes',
            name: P(
              'Disc brakes',
              'Scheibenbremsen',
              'Freins à disque',
              'Schijfremmen',
              'Freni a disco',
              'Frenos de disco',
            ),
            product: P(
              'Disc brake rotor',
              'Bremsscheibe',
              'Disque de frein',
              'Remschijf',
              'Disco freno',
              'Disco de freno',
            ),
            code: 'BR-X',
            price: 29.95,
            axes: [],
            documents: ['assembly'],
          },
        ],
      },
      {
        key: 'grips-bar-tape',
        deSlug: 'fahrradgriff-lenkerband',
        name: P(
          'Grips & bar tape',
          'Fahrradgriffe & Lenkerband',
          'Poignées & guidoline',
          'Handvatten & stuurlint',
          'Manopole & nastro manubrio',
          'Puños & cinta de manillar',
        ),
        leaves: [
          {
            key: 'grips',
            name: P('Grips', 'Griffe', 'Poignées', 'Handvatten', 'Manopole', 'Puños'),
            product: P(
              'Ergonomic grips',
              'Ergonomische Griffe',
              'Poignées ergonomiques',
              'Ergonomische handvatten',
              'Manopole ergonomiche',
              'Puños ergonómicos',
            ),
            code: 'GR-S',
            price: 19.95,
            axes: ['colour'],
          },
          {
            key: 'bar-tape',
            name: P('Bar tape', 'Lenkerband', 'Guidoline', 'Stuurlint', 'Nastro manubrio', 'Cinta de manillar'),
            product: P('Bar tape', 'Lenkerband', 'Guidoline', 'Stuurlint', 'Nastro manubrio', 'Cinta de manillar'),
            code: 'GR-T',
            price: 14.95,
            axes: ['colour'],
          },
        ],
      },
      {
        key: 'pedals',
        deSlug: 'fahrradpedale',
        name: P('Pedals', 'Fahrradpedale', 'Pédales', 'Pedalen', 'Pedali', 'Pedales'),
        leaves: [
          {
            key: 'platform-pedals',
            name: P(
              'Platform pedals',
              'Plattformpedale',
              'Pédales plates',
              'Platformpedalen',
              'Pedali flat',
              'Pedales de plataforma',
            ),
            product: P(
              'Platform pedals',
              'Plattformpedale',
              'Pédales plates',
              'Platformpedalen',
              'Pedali flat',
              'Pedales de plataforma',
            ),
            code: 'PD-M',
            price: 34.95,
            axes: ['colour'],
          },
          {
            key: 'clipless-pedals',
            name: P(
              'Clipless pedals',
              'Klickpedale',
              'Pédales automatiques',
              'Klikpedalen',
              'Pedali a sgancio',
              'Pedales automáticos',
            ),
            product: P(
              'Clipless pedals',
              'Klickpedale',
              'Pédales automatiques',
              'Klikpedalen',
              'Pedali a sgancio',
              'Pedales automáticos',
            ),
            code: 'PD-S',
            price: 49.95,
            axes: [],
          },
        ],
      },
      {
        key: 'tyres',
        deSlug: 'fahrradreifen',
        name: P('Tyres', 'Fahrradreifen', 'Pneus', 'Banden', 'Pneumatici', 'Neumáticos'),
        leaves: [
          {
            key: 'city-tyres',
            name: P(
              'City & trekking tyres',
              'City- & Trekkingreifen',
              'Pneus ville & trekking',
              'Stads- & trekkingbanden',
              'Pneumatici city & trekking',
              'Neumáticos urbanos y de trekking',
            ),
            product: P('Tyre', 'Reifen', 'Pneu', 'Band', 'Pneumatico', 'Neumático'),
            code: 'TY-C',
            price: 27.95,
            axes: ['wheel'],
            wheels: ['26', '27.5', '28'],
          },
          {
            key: 'mtb-tyres',
            name: P('MTB tyres', 'MTB-Reifen', 'Pneus VTT', 'MTB-banden', 'Pneumatici MTB', 'Neumáticos MTB'),
            product: P('MTB tyre', 'MTB-Reifen', 'Pneu VTT', 'MTB-band', 'Pneumatico MTB', 'Neumático MTB'),
            code: 'TY-M',
            price: 34.95,
            axes: ['wheel'],
            wheels: ['27.5', '29'],
          },
        ],
      },
      {
        key: 'wheels',
        deSlug: 'laufrad',
        name: P('Wheels', 'Laufräder', 'Roues', 'Wielen', 'Ruote', 'Ruedas'),
        leaves: [
          {
            key: 'front-wheels',
            name: P('Front wheels', 'Vorderräder', 'Roues avant', 'Voorwielen', 'Ruote anteriori', 'Ruedas delanteras'),
            product: P('Front wheel', 'Vorderrad', 'Roue avant', 'Voorwiel', 'Ruota anteriore', 'Rueda delantera'),
            code: 'WS-F',
            price: 79.95,
            axes: ['wheel'],
            wheels: ['28', '29'],
          },
          {
            key: 'rear-wheels',
            name: P(
              'Rear wheels',
              'Hinterräder',
              'Roues arrière',
              'Achterwielen',
              'Ruote posteriori',
              'Ruedas traseras',
            ),
            product: P('Rear wheel', 'Hinterrad', 'Roue arrière', 'Achterwiel', 'Ruota posteriore', 'Rueda trasera'),
            code: 'WS-R',
            price: 99.95,
            axes: ['wheel'],
            wheels: ['28', '29'],
          },
        ],
      },
      {
        key: 'handlebars-stems',
        deSlug: 'lenkervorbau',
        name: P(
          'Handlebars & stems',
          'Lenker & Vorbauten',
          'Cintres & potences',
          'Sturen & stuurpennen',
          'Manubri & attacchi',
          'Manillares & potencias',
        ),
        leaves: [
          {
            key: 'handlebars',
            name: P('Handlebars', 'Lenker', 'Cintres', 'Sturen', 'Manubri', 'Manillares'),
            product: P(
              'Comfort handlebar',
              'Komfortlenker',
              'Cintre confort',
              'Comfortstuur',
              'Manubrio comfort',
              'Manillar confort',
            ),
            code: 'HB-C',
            price: 29.95,
            axes: ['colour'],
          },
          {
            key: 'stems',
            name: P('Stems', 'Vorbauten', 'Potences', 'Stuurpennen', 'Attacchi manubrio', 'Potencias'),
            product: P(
              'Adjustable stem',
              'Verstellbarer Vorbau',
              'Potence réglable',
              'Verstelbare stuurpen',
              'Attacco regolabile',
              'Potencia regulable',
            ),
            code: 'ST-T',
            price: 34.95,
            axes: [],
          },
        ],
      },
      {
        key: 'saddles',
        deSlug: 'saettel',
        name: P('Saddles', 'Sättel', 'Selles', 'Zadels', 'Selle', 'Sillines'),
        leaves: [
          {
            key: 'comfort-saddles',
            name: P(
              'Comfort saddles',
              'Komfortsättel',
              'Selles confort',
              'Comfortzadels',
              'Selle comfort',
              'Sillines confort',
            ),
            product: P(
              'Comfort saddle',
              'Komfortsattel',
              'Selle confort',
              'Comfortzadel',
              'Sella comfort',
              'Sillín confort',
            ),
            code: 'SA-C',
            price: 39.95,
            axes: ['colour'],
          },
          {
            key: 'sport-saddles',
            name: P(
              'Sport saddles',
              'Sportsättel',
              'Selles sport',
              'Sportzadels',
              'Selle sportive',
              'Sillines deportivos',
            ),
            product: P(
              'Sport saddle',
              'Sportsattel',
              'Selle sport',
              'Sportzadel',
              'Sella sportiva',
              'Sillín deportivo',
            ),
            code: 'SA-S',
            price: 44.95,
            axes: [],
          },
        ],
      },
      {
        key: 'seatposts',
        deSlug: 'sattelstuetzen',
        name: P('Seatposts', 'Sattelstützen', 'Tiges de selle', 'Zadelpennen', 'Reggisella', 'Tijas de sillín'),
        leaves: [
          {
            key: 'rigid-seatposts',
            name: P(
              'Rigid seatposts',
              'Starre Sattelstützen',
              'Tiges de selle rigides',
              'Vaste zadelpennen',
              'Reggisella rigidi',
              'Tijas rígidas',
            ),
            product: P('Seatpost', 'Sattelstütze', 'Tige de selle', 'Zadelpen', 'Reggisella', 'Tija de sillín'),
            code: 'SP-O',
            price: 24.95,
            axes: [],
          },
          {
            key: 'suspension-seatposts',
            name: P(
              'Suspension seatposts',
              'Federsattelstützen',
              'Tiges de selle suspendues',
              'Geveerde zadelpennen',
              'Reggisella ammortizzati',
              'Tijas con suspensión',
            ),
            product: P(
              'Suspension seatpost',
              'Federsattelstütze',
              'Tige de selle suspendue',
              'Geveerde zadelpen',
              'Reggisella ammortizzato',
              'Tija con suspensión',
            ),
            code: 'SP-S',
            price: 69.95,
            axes: [],
          },
        ],
      },
      {
        key: 'headsets',
        deSlug: 'steuersatz',
        name: P(
          'Headsets',
          'Steuersätze',
          'Jeux de direction',
          'Balhoofdstellen',
          'Serie sterzo',
          'Juegos de dirección',
        ),
        leaves: [
          {
            key: 'threadless-headsets',
            name: P(
              'Threadless headsets',
              'Ahead-Steuersätze',
              'Jeux de direction Ahead',
              'Ahead-balhoofdstellen',
              'Serie sterzo Ahead',
              'Juegos de dirección Ahead',
            ),
            product: P(
              'Headset',
              'Steuersatz',
              'Jeu de direction',
              'Balhoofdstel',
              'Serie sterzo',
              'Juego de dirección',
            ),
            code: 'HS-I',
            price: 27.95,
            axes: [],
          },
          {
            key: 'threaded-headsets',
            name: P(
              'Threaded headsets',
              'Gewinde-Steuersätze',
              'Jeux de direction filetés',
              'Schroefdraadbalhoofdstellen',
              'Serie sterzo filettate',
              'Juegos de dirección roscados',
            ),
            product: P(
              'Threaded headset',
              'Gewindesteuersatz',
              'Jeu de direction fileté',
              'Schroefdraadbalhoofdstel',
              'Serie sterzo filettata',
              'Juego de dirección roscado',
            ),
            code: 'HS-T',
            price: 19.95,
            axes: [],
          },
        ],
      },
    ],
  },
  {
    key: 'bike-accessories',
    name: P(
      'Bike accessories',
      'Fahrradzubehör',
      'Accessoires vélo',
      'Fietsaccessoires',
      'Accessori bici',
      'Accesorios bicicleta',
    ),
    slug: P(
      'bike-accessories',
      'fahrradzubehoer',
      'accessoires-velo',
      'fietsaccessoires',
      'accessori-bici',
      'accesorios-bicicleta',
    ),
    subcategories: [
      {
        key: 'stands-holders-covers',
        deSlug: 'abstellstaender-halter-abdeckungen',
        name: P(
          'Stands, holders & covers',
          'Abstellständer, Halter & Abdeckungen',
          'Supports & housses',
          'Standaards, houders & hoezen',
          'Supporti & coperture',
          'Soportes & fundas',
        ),
        leaves: [
          {
            key: 'parking-stands',
            name: P(
              'Parking stands',
              'Abstellständer',
              'Supports de stationnement',
              'Parkeerstandaards',
              'Rastrelliere',
              'Aparcabicis',
            ),
            product: P(
              'Parking stand',
              'Abstellständer',
              'Support de stationnement',
              'Parkeerstandaard',
              'Rastrelliera',
              'Aparcabicis',
            ),
            code: 'PS-B',
            price: 29.95,
            axes: [],
          },
          {
            key: 'bike-covers',
            name: P(
              'Bike covers',
              'Fahrradabdeckungen',
              'Housses vélo',
              'Fietshoezen',
              'Copribici',
              'Fundas para bicicleta',
            ),
            product: P(
              'Bike cover',
              'Fahrradabdeckung',
              'Housse vélo',
              'Fietshoes',
              'Copribici',
              'Funda para bicicleta',
            ),
            code: 'BC-H',
            price: 24.95,
            axes: [],
          },
        ],
      },
      {
        key: 'trailers',
        deSlug: 'fahrrad-anhaenger',
        name: P(
          'Bike trailers',
          'Fahrradanhänger',
          'Remorques vélo',
          'Fietskarren',
          'Rimorchi bici',
          'Remolques de bicicleta',
        ),
        leaves: [
          {
            key: 'kids-trailers',
            name: P(
              "Kids' trailers",
              'Kinderanhänger',
              'Remorques enfant',
              'Kinderkarren',
              'Rimorchi per bambini',
              'Remolques infantiles',
            ),
            product: P(
              "Kids' trailer",
              'Kinderanhänger',
              'Remorque enfant',
              'Kinderkar',
              'Rimorchio per bambini',
              'Remolque infantil',
            ),
            code: 'BS-L',
            price: 449.0,
            axes: ['colour'],
            documents: ['assembly', 'user'],
          },
          {
            key: 'cargo-trailers',
            name: P(
              'Cargo trailers',
              'Lastenanhänger',
              'Remorques de transport',
              'Bagagekarren',
              'Rimorchi da carico',
              'Remolques de carga',
            ),
            product: P(
              'Cargo trailer',
              'Lastenanhänger',
              'Remorque de transport',
              'Bagagekar',
              'Rimorchio da carico',
              'Remolque de carga',
            ),
            code: 'BS-C',
            price: 199.0,
            axes: [],
            documents: ['assembly', 'user'],
          },
        ],
      },
      {
        key: 'bottles-cages',
        deSlug: 'fahrrad-flaschen-flaschenhalter',
        name: P(
          'Bottles & cages',
          'Flaschen & Flaschenhalter',
          'Bidons & porte-bidons',
          'Bidons & bidonhouders',
          'Borracce & portaborracce',
          'Bidones & portabidones',
        ),
        leaves: [
          {
            key: 'bottles',
            name: P('Bottles', 'Trinkflaschen', 'Bidons', 'Bidons', 'Borracce', 'Bidones'),
            product: P('Drinking bottle', 'Trinkflasche', 'Bidon', 'Bidon', 'Borraccia', 'Bidón'),
            code: 'WB-K',
            price: 7.95,
            axes: ['colour'],
          },
          {
            key: 'bottle-cages',
            name: P('Bottle cages', 'Flaschenhalter', 'Porte-bidons', 'Bidonhouders', 'Portaborracce', 'Portabidones'),
            product: P('Bottle cage', 'Flaschenhalter', 'Porte-bidon', 'Bidonhouder', 'Portaborraccia', 'Portabidón'),
            code: 'BC-A',
            price: 9.95,
            axes: ['colour'],
          },
        ],
      },
      {
        key: 'lubricants',
        deSlug: 'fahrrad-schmiermittel',
        name: P('Lubricants', 'Schmiermittel', 'Lubrifiants', 'Smeermiddelen', 'Lubrificanti', 'Lubricantes'),
        leaves: [
          {
            key: 'chain-oil',
            name: P('Chain oil', 'Kettenöl', 'Huile de chaîne', 'Kettingolie', 'Olio catena', 'Aceite de cadena'),
            product: P('Chain oil', 'Kettenöl', 'Huile de chaîne', 'Kettingolie', 'Olio catena', 'Aceite de cadena'),
            code: 'LU-O',
            price: 8.95,
            axes: [],
          },
          {
            key: 'cleaners',
            name: P('Cleaners', 'Reiniger', 'Nettoyants', 'Reinigers', 'Detergenti', 'Limpiadores'),
            product: P(
              'Bike cleaner',
              'Fahrradreiniger',
              'Nettoyant vélo',
              'Fietsreiniger',
              'Detergente bici',
              'Limpiador de bicicletas',
            ),
            code: 'LU-C',
            price: 11.95,
            axes: [],
          },
        ],
      },
      {
        key: 'bags-baskets',
        deSlug: 'fahrrad-taschen-koerbe',
        name: P(
          'Bags & baskets',
          'Taschen & Körbe',
          'Sacoches & paniers',
          'Tassen & manden',
          'Borse & cestini',
          'Bolsas & cestas',
        ),
        leaves: [
          {
            key: 'panniers',
            name: P(
              'Pannier bags',
              'Gepäckträgertaschen',
              'Sacoches de porte-bagages',
              'Fietstassen',
              'Borse portapacchi',
              'Alforjas',
            ),
            product: P(
              'Pannier bag',
              'Gepäckträgertasche',
              'Sacoche de porte-bagages',
              'Fietstas',
              'Borsa portapacchi',
              'Alforja',
            ),
            code: 'BA-S',
            price: 59.95,
            axes: ['colour'],
          },
          {
            key: 'baskets',
            name: P('Baskets', 'Körbe', 'Paniers', 'Manden', 'Cestini', 'Cestas'),
            product: P(
              'Front basket',
              'Vorderradkorb',
              'Panier avant',
              'Voormand',
              'Cestino anteriore',
              'Cesta delantera',
            ),
            code: 'BA-B',
            price: 34.95,
            axes: [],
          },
        ],
      },
      {
        key: 'helmets',
        deSlug: 'fahrradhelme',
        name: P('Helmets', 'Fahrradhelme', 'Casques', 'Helmen', 'Caschi', 'Cascos'),
        leaves: [
          {
            key: 'city-helmets',
            name: P('City helmets', 'City-Helme', 'Casques urbains', 'Stadshelmen', 'Caschi urbani', 'Cascos urbanos'),
            product: P('City helmet', 'City-Helm', 'Casque urbain', 'Stadshelm', 'Casco urbano', 'Casco urbano'),
            code: 'BH-C',
            price: 59.95,
            axes: ['colour', 'size'],
          },
          {
            key: 'mtb-helmets',
            name: P('MTB helmets', 'MTB-Helme', 'Casques VTT', 'MTB-helmen', 'Caschi MTB', 'Cascos MTB'),
            product: P('MTB helmet', 'MTB-Helm', 'Casque VTT', 'MTB-helm', 'Casco MTB', 'Casco MTB'),
            code: 'BH-M',
            price: 79.95,
            axes: ['size'],
          },
        ],
      },
      {
        key: 'bells-horns',
        deSlug: 'fahrradklingel-fahrradhupen',
        name: P(
          'Bells & horns',
          'Klingeln & Hupen',
          'Sonnettes & klaxons',
          'Bellen & toeters',
          'Campanelli & clacson',
          'Timbres & bocinas',
        ),
        leaves: [
          {
            key: 'bells',
            name: P('Bells', 'Klingeln', 'Sonnettes', 'Bellen', 'Campanelli', 'Timbres'),
            product: P('Bell', 'Klingel', 'Sonnette', 'Bel', 'Campanello', 'Timbre'),
            code: 'DD-M',
            price: 6.95,
            axes: ['colour'],
          },
          {
            key: 'horns',
            name: P('Horns', 'Hupen', 'Klaxons', 'Toeters', 'Clacson', 'Bocinas'),
            product: P('Horn', 'Hupe', 'Klaxon', 'Toeter', 'Clacson', 'Bocina'),
            code: 'DD-H',
            price: 12.95,
            axes: [],
          },
        ],
      },
      {
        key: 'lights',
        deSlug: 'fahrradlicht',
        name: P('Lights', 'Fahrradlicht', 'Éclairage', 'Fietsverlichting', 'Luci', 'Luces'),
        leaves: [
          {
            key: 'front-lights',
            name: P(
              'Front lights',
              'Frontlichter',
              'Éclairages avant',
              'Koplampen',
              'Luci anteriori',
              'Luces delanteras',
            ),
            product: P('Front light', 'Frontlicht', 'Éclairage avant', 'Koplamp', 'Luce anteriore', 'Luz delantera'),
            code: 'CL-F',
            price: 39.95,
            axes: [],
            documents: ['user'],
          },
          {
            key: 'rear-lights',
            name: P(
              'Rear lights',
              'Rücklichter',
              'Éclairages arrière',
              'Achterlichten',
              'Luci posteriori',
              'Luces traseras',
            ),
            product: P('Rear light', 'Rücklicht', 'Éclairage arrière', 'Achterlicht', 'Luce posteriore', 'Luz trasera'),
            code: 'CL-R',
            price: 19.95,
            axes: [],
            documents: ['user'],
          },
        ],
      },
      {
        key: 'mirrors',
        deSlug: 'fahrradspiegel',
        name: P('Mirrors', 'Fahrradspiegel', 'Rétroviseurs', 'Fietsspiegels', 'Specchietti', 'Espejos'),
        leaves: [
          {
            key: 'handlebar-mirrors',
            name: P(
              'Handlebar mirrors',
              'Lenkerspiegel',
              'Rétroviseurs de guidon',
              'Stuurspiegels',
              'Specchietti da manubrio',
              'Espejos de manillar',
            ),
            product: P(
              'Handlebar mirror',
              'Lenkerspiegel',
              'Rétroviseur de guidon',
              'Stuurspiegel',
              'Specchietto da manubrio',
              'Espejo de manillar',
            ),
            code: 'MR-K',
            price: 14.95,
            axes: [],
          },
          {
            key: 'bar-end-mirrors',
            name: P(
              'Bar-end mirrors',
              'Lenkerendspiegel',
              "Rétroviseurs d'embout",
              'Stuureindspiegels',
              'Specchietti a fine manubrio',
              'Espejos de extremo de manillar',
            ),
            product: P(
              'Bar-end mirror',
              'Lenkerendspiegel',
              "Rétroviseur d'embout",
              'Stuureindspiegel',
              'Specchietto a fine manubrio',
              'Espejo de extremo',
            ),
            code: 'MR-E',
            price: 17.95,
            axes: [],
          },
        ],
      },
      {
        key: 'carriers',
        deSlug: 'fahrradtraeger',
        name: P('Bike carriers', 'Fahrradträger', 'Porte-vélos', 'Fietsdragers', 'Portabici', 'Portabicicletas'),
        leaves: [
          {
            key: 'tow-bar-carriers',
            name: P(
              'Tow bar carriers',
              'Kupplungsträger',
              "Porte-vélos d'attelage",
              'Trekhaakfietsdragers',
              'Portabici da gancio traino',
              'Portabicicletas de bola',
            ),
            product: P(
              'Tow bar carrier',
              'Kupplungsträger',
              "Porte-vélos d'attelage",
              'Trekhaakfietsdrager',
              'Portabici da gancio traino',
              'Portabicicletas de bola',
            ),
            code: 'VC-C',
            price: 549.0,
            axes: [],
            documents: ['assembly', 'user'],
          },
          {
            key: 'roof-carriers',
            name: P(
              'Roof carriers',
              'Dachträger',
              'Porte-vélos de toit',
              'Dakdragers',
              'Portabici da tetto',
              'Portabicicletas de techo',
            ),
            product: P(
              'Roof carrier',
              'Dachträger',
              'Porte-vélo de toit',
              'Dakdrager',
              'Portabici da tetto',
              'Portabicicletas de techo',
            ),
            code: 'VC-R',
            price: 89.95,
            axes: [],
            documents: ['assembly'],
          },
        ],
      },
      {
        key: 'tools',
        deSlug: 'fahrradwerkzeug',
        name: P('Tools', 'Fahrradwerkzeug', 'Outils', 'Gereedschap', 'Attrezzi', 'Herramientas'),
        leaves: [
          {
            key: 'multi-tools',
            name: P('Multi-tools', 'Multitools', 'Multi-outils', 'Multitools', 'Multiattrezzi', 'Multiherramientas'),
            product: P('Multi-tool', 'Multitool', 'Multi-outil', 'Multitool', 'Multiattrezzo', 'Multiherramienta'),
            code: 'TO-M',
            price: 24.95,
            axes: [],
          },
          {
            key: 'pumps',
            name: P('Pumps', 'Pumpen', 'Pompes', 'Pompen', 'Pompe', 'Bombas'),
            product: P('Floor pump', 'Standpumpe', 'Pompe à pied', 'Staande pomp', 'Pompa da terra', 'Bomba de pie'),
            code: 'PU-S',
            price: 34.95,
            axes: [],
            documents: ['user'],
          },
        ],
      },
      {
        key: 'locks',
        deSlug: 'locks',
        name: P('Locks', 'Schlösser', 'Antivols', 'Sloten', 'Lucchetti', 'Candados'),
        leaves: [
          {
            key: 'folding-locks',
            name: P(
              'Folding locks',
              'Faltschlösser',
              'Antivols pliants',
              'Vouwsloten',
              'Lucchetti pieghevoli',
              'Candados plegables',
            ),
            product: P(
              'Folding lock',
              'Faltschloss',
              'Antivol pliant',
              'Vouwslot',
              'Lucchetto pieghevole',
              'Candado plegable',
            ),
            code: 'LO-F',
            price: 49.95,
            axes: [],
          },
          {
            key: 'chain-locks',
            name: P(
              'Chain locks',
              'Kettenschlösser',
              'Antivols à chaîne',
              'Kettingsloten',
              'Lucchetti a catena',
              'Candados de cadena',
            ),
            product: P(
              'Chain lock',
              'Kettenschloss',
              'Antivol à chaîne',
              'Kettingslot',
              'Lucchetto a catena',
              'Candado de cadena',
            ),
            code: 'LO-C',
            price: 39.95,
            axes: [],
          },
        ],
      },
      {
        key: 'mudguards',
        deSlug: 'schutzbleche-und-mudguards',
        name: P('Mudguards', 'Schutzbleche & Mudguards', 'Garde-boue', 'Spatborden', 'Parafanghi', 'Guardabarros'),
        leaves: [
          {
            key: 'full-mudguards',
            name: P(
              'Full mudguards',
              'Schutzbleche',
              'Garde-boue enveloppants',
              'Vaste spatborden',
              'Parafanghi integrali',
              'Guardabarros completos',
            ),
            product: P(
              'Mudguard set',
              'Schutzblech-Set',
              'Kit garde-boue',
              'Spatbordset',
              'Set parafanghi',
              'Juego de guardabarros',
            ),
            code: 'MG-C',
            price: 29.95,
            axes: ['wheel'],
            wheels: ['26', '28'],
          },
          {
            key: 'clip-on-mudguards',
            name: P(
              'Clip-on mudguards',
              'Steckschutzbleche',
              'Garde-boue clipsables',
              'Klikspatborden',
              'Parafanghi a clip',
              'Guardabarros de clip',
            ),
            product: P(
              'Clip-on mudguard',
              'Steckschutzblech',
              'Garde-boue clipsable',
              'Klikspatbord',
              'Parafango a clip',
              'Guardabarros de clip',
            ),
            code: 'MG-Q',
            price: 19.95,
            axes: [],
          },
        ],
      },
      {
        key: 'kickstands',
        deSlug: 'staender',
        name: P('Kickstands', 'Ständer', 'Béquilles', 'Standaards', 'Cavalletti', 'Caballetes'),
        leaves: [
          {
            key: 'side-stands',
            name: P(
              'Side stands',
              'Seitenständer',
              'Béquilles latérales',
              'Zijstandaards',
              'Cavalletti laterali',
              'Patas laterales',
            ),
            product: P(
              'Side stand',
              'Seitenständer',
              'Béquille latérale',
              'Zijstandaard',
              'Cavalletto laterale',
              'Pata lateral',
            ),
            code: 'KS-S',
            price: 17.95,
            axes: [],
          },
          {
            key: 'double-stands',
            name: P(
              'Double-leg stands',
              'Zweibeinständer',
              'Béquilles doubles',
              'Dubbele standaards',
              'Cavalletti doppi',
              'Caballetes dobles',
            ),
            product: P(
              'Double-leg stand',
              'Zweibeinständer',
              'Béquille double',
              'Dubbele standaard',
              'Cavalletto doppio',
              'Caballete doble',
            ),
            code: 'KS-D',
            price: 34.95,
            axes: [],
          },
        ],
      },
    ],
  },
];

export const partsLines = ['Comp', 'Pro', 'Urban'] as const;

export const partsCopy = {
  intro: P(
    '<p>The XLC {product} {code} is made for riders who want parts that simply work, ride after ride. Every batch is tested in our lab in Germany before it goes on sale.</p>',
    '<p>XLC {product} {code}: gemacht für alle, die Teile wollen, die einfach funktionieren – Fahrt für Fahrt. Jede Charge wird vor dem Verkauf in unserem Labor in Deutschland geprüft.</p>',
    '<p>XLC {product} {code} : conçu pour les cyclistes qui veulent des pièces qui fonctionnent, sortie après sortie. Chaque lot est testé dans notre laboratoire en Allemagne avant sa mise en vente.</p>',
    '<p>XLC {product} {code}: gemaakt voor fietsers die onderdelen willen die gewoon werken, rit na rit. Elke batch wordt voor de verkoop getest in ons lab in Duitsland.</p>',
    '<p>XLC {product} {code}: pensato per chi vuole componenti che funzionano, uscita dopo uscita. Ogni lotto viene testato nel nostro laboratorio in Germania prima della vendita.</p>',
    '<p>XLC {product} {code}: pensado para ciclistas que quieren piezas que simplemente funcionen, salida tras salida. Cada lote se prueba en nuestro laboratorio de Alemania antes de su venta.</p>',
  ),
  line: P(
    '<p>Part of the XLC {line} range: {lineText}</p>',
    '<p>Teil der XLC-{line}-Serie: {lineText}</p>',
    '<p>Fait partie de la gamme XLC {line} : {lineText}</p>',
    '<p>Onderdeel van de XLC {line}-serie: {lineText}</p>',
    '<p>Parte della gamma XLC {line}: {lineText}</p>',
    '<p>Parte de la gama XLC {line}: {lineText}</p>',
  ),
  lineText: {
    Comp: P(
      'dependable quality for everyday riding.',
      'verlässliche Qualität für jeden Tag.',
      'une qualité fiable pour tous les jours.',
      'betrouwbare kwaliteit voor elke dag.',
      'qualità affidabile per ogni giorno.',
      'calidad fiable para el día a día.',
    ),
    Pro: P(
      'low weight and premium materials for ambitious riders.',
      'geringes Gewicht und hochwertige Materialien für ambitionierte Fahrer.',
      'un poids réduit et des matériaux haut de gamme pour les cyclistes exigeants.',
      'laag gewicht en hoogwaardige materialen voor ambitieuze fietsers.',
      'peso ridotto e materiali di pregio per ciclisti esigenti.',
      'poco peso y materiales de primera para ciclistas exigentes.',
    ),
    Urban: P(
      'clean looks and practical details for the city.',
      'klares Design und praktische Details für die Stadt.',
      'un design épuré et des détails pratiques pour la ville.',
      'strak design en praktische details voor de stad.',
      'design pulito e dettagli pratici per la città.',
      'diseño limpio y detalles prácticos para la ciudad.',
    ),
  },
  subtitle: P(
    'XLC {line} series',
    'XLC {line}-Serie',
    'Gamme XLC {line}',
    'XLC {line}-serie',
    'Serie XLC {line}',
    'Serie XLC {line}',
  ),
  features: [
    {
      title: P(
        'Tested quality',
        'Geprüfte Qualität',
        'Qualité testée',
        'Geteste kwaliteit',
        'Qualità testata',
        'Calidad probada',
      ),
      text: P(
        'Tested to ISO 4210 in our own laboratory.',
        'Nach ISO 4210 in unserem eigenen Labor geprüft.',
        'Testé selon la norme ISO 4210 dans notre propre laboratoire.',
        'Getest volgens ISO 4210 in ons eigen lab.',
        'Testato secondo la norma ISO 4210 nel nostro laboratorio.',
        'Probado según ISO 4210 en nuestro propio laboratorio.',
      ),
    },
    {
      title: P(
        'Easy fitting',
        'Einfache Montage',
        'Montage facile',
        'Eenvoudige montage',
        'Montaggio semplice',
        'Montaje sencillo',
      ),
      text: P(
        'Fits in minutes with standard tools; instructions included.',
        'In wenigen Minuten mit Standardwerkzeug montiert; Anleitung liegt bei.',
        'Se monte en quelques minutes avec des outils standard ; notice incluse.',
        'In enkele minuten gemonteerd met standaardgereedschap; handleiding inbegrepen.',
        'Si monta in pochi minuti con attrezzi standard; istruzioni incluse.',
        'Se monta en minutos con herramientas estándar; instrucciones incluidas.',
      ),
    },
    {
      title: P(
        '{material} construction',
        'Aus {material}',
        'Construction en {material}',
        'Gemaakt van {material}',
        'Costruzione in {material}',
        'Fabricado en {material}',
      ),
      text: P(
        'Durable and corrosion-resistant for use in all seasons.',
        'Langlebig und korrosionsbeständig für den Einsatz bei jedem Wetter.',
        'Durable et résistant à la corrosion, en toutes saisons.',
        'Duurzaam en corrosiebestendig, het hele jaar door.',
        'Durevole e resistente alla corrosione in ogni stagione.',
        'Duradero y resistente a la corrosión en cualquier estación.',
      ),
    },
    {
      title: P(
        'Two-year warranty',
        'Zwei Jahre Garantie',
        'Garantie deux ans',
        'Twee jaar garantie',
        'Garanzia di due anni',
        'Dos años de garantía',
      ),
      text: P(
        'Backed by our dealer network across Europe.',
        'Unterstützt von unserem Händlernetz in ganz Europa.',
        'Soutenu par notre réseau de revendeurs en Europe.',
        'Ondersteund door ons dealernetwerk in heel Europa.',
        'Supportato dalla nostra rete di rivenditori in Europa.',
        'Respaldado por nuestra red de distribuidores en Europa.',
      ),
    },
  ],
  heroAlt: P(
    'The XLC {product} in use on a bike',
    'XLC {product} im Einsatz am Rad',
    'XLC {product} monté sur un vélo',
    'XLC {product} in gebruik op een fiets',
    'XLC {product} montato su una bici',
    'XLC {product} montado en una bicicleta',
  ),
  drawingAlt: P(
    'Dimension drawing of the XLC {product}',
    'Maßzeichnung XLC {product}',
    'Dessin coté XLC {product}',
    'Maattekening XLC {product}',
    'Disegno quotato XLC {product}',
    'Plano acotado XLC {product}',
  ),
  categoryDescription: P(
    'XLC {name}: tested parts and accessories for every kind of bike.',
    'XLC {name}: geprüfte Teile und Zubehör für jedes Fahrrad.',
    'XLC {name} : des pièces et accessoires testés pour tous les vélos.',
    'XLC {name}: geteste onderdelen en accessoires voor elke fiets.',
    'XLC {name}: componenti e accessori testati per ogni bici.',
    'XLC {name}: piezas y accesorios probados para cualquier bicicleta.',
  ),
  legal: P(
    '<p>Prices include VAT. Installation of safety-relevant parts (brakes, headsets, handlebars) should be done by a specialist dealer.</p>',
    '<p>Preise inkl. MwSt. Sicherheitsrelevante Teile (Bremsen, Steuersätze, Lenker) sollten vom Fachhändler montiert werden.</p>',
    '<p>Prix TTC. Le montage des pièces de sécurité (freins, jeux de direction, cintres) doit être confié à un revendeur spécialisé.</p>',
    '<p>Prijzen incl. btw. Laat veiligheidsonderdelen (remmen, balhoofdstellen, sturen) monteren door een vakhandelaar.</p>',
    '<p>Prezzi IVA inclusa. Il montaggio dei componenti di sicurezza (freni, serie sterzo, manubri) va affidato a un rivenditore specializzato.</p>',
    '<p>Precios con IVA. El montaje de piezas de seguridad (frenos, direcciones, manillares) debe realizarlo un distribuidor especializado.</p>',
  ),
  /** The manuals: a title in each language and the steps of its page in that language. */
  documents: {
    assembly: {
      title: P(
        'Assembly instructions',
        'Montageanleitung',
        'Notice de montage',
        'Montagehandleiding',
        'Istruzioni di montaggio',
        'Instrucciones de montaje',
      ),
      steps: [
        P(
          'Check the contents of the box against the parts list before you start.',
          'Prüfen Sie vor Beginn den Packungsinhalt anhand der Teileliste.',
          'Vérifiez le contenu de l’emballage à l’aide de la liste des pièces avant de commencer.',
          'Controleer voor u begint de inhoud van de doos aan de hand van de onderdelenlijst.',
          'Prima di iniziare, verificate il contenuto della confezione con l’elenco dei componenti.',
          'Antes de empezar, compruebe el contenido de la caja con la lista de piezas.',
        ),
        P(
          'Fit the {product} with the supplied fasteners and tighten every screw to the torque printed on the part.',
          'Montieren Sie {product} mit dem beiliegenden Befestigungsmaterial und ziehen Sie jede Schraube mit dem auf dem Teil angegebenen Drehmoment an.',
          'Montez {product} avec la visserie fournie et serrez chaque vis au couple indiqué sur la pièce.',
          'Monteer {product} met het meegeleverde bevestigingsmateriaal en draai elke schroef aan met het op het onderdeel vermelde aanhaalmoment.',
          'Montate {product} con la minuteria in dotazione e serrate ogni vite alla coppia indicata sul componente.',
          'Monte {product} con la tornillería incluida y apriete cada tornillo al par indicado en la pieza.',
        ),
        P(
          'Check that everything sits firmly before every ride; if in doubt, have a specialist dealer fit it.',
          'Prüfen Sie vor jeder Fahrt den festen Sitz; lassen Sie im Zweifel einen Fachhändler montieren.',
          'Vérifiez le serrage avant chaque sortie ; en cas de doute, confiez le montage à un revendeur spécialisé.',
          'Controleer voor elke rit of alles vastzit; laat bij twijfel een vakhandelaar monteren.',
          'Controllate il serraggio prima di ogni uscita; in caso di dubbio, rivolgetevi a un rivenditore specializzato.',
          'Compruebe la sujeción antes de cada salida; en caso de duda, encargue el montaje a un distribuidor especializado.',
        ),
      ],
    },
    user: {
      title: P(
        'User manual',
        'Bedienungsanleitung',
        'Mode d’emploi',
        'Gebruiksaanwijzing',
        'Istruzioni per l’uso',
        'Manual de usuario',
      ),
      steps: [
        P(
          'Read this manual before first use and keep it for later.',
          'Lesen Sie diese Anleitung vor dem ersten Gebrauch und bewahren Sie sie auf.',
          'Lisez ce mode d’emploi avant la première utilisation et conservez-le.',
          'Lees deze handleiding voor het eerste gebruik en bewaar hem.',
          'Leggete queste istruzioni prima del primo utilizzo e conservatele.',
          'Lea este manual antes del primer uso y consérvelo.',
        ),
        P(
          'Check the {product} for damage and loose parts before every ride.',
          'Prüfen Sie {product} vor jeder Fahrt auf Schäden und lose Teile.',
          'Vérifiez {product} avant chaque sortie : aucun dommage, aucune pièce desserrée.',
          'Controleer {product} voor elke rit op schade en losse onderdelen.',
          'Prima di ogni uscita controllate {product}: nessun danno, nessuna parte allentata.',
          'Compruebe {product} antes de cada salida por si hay daños o piezas sueltas.',
        ),
        P(
          'Clean it with water and mild soap only; do not use a pressure washer.',
          'Nur mit Wasser und milder Seife reinigen, keinen Hochdruckreiniger verwenden.',
          'Nettoyez uniquement à l’eau et au savon doux, sans nettoyeur haute pression.',
          'Alleen reinigen met water en milde zeep, geen hogedrukreiniger gebruiken.',
          'Pulite solo con acqua e sapone neutro, senza idropulitrice.',
          'Límpielo solo con agua y jabón suave, sin hidrolimpiadora.',
        ),
      ],
    },
  },
};

export const partMaterials = ['ALU', 'STEEL', 'CARBON'] as const;
export const partColours = ['BLACK-MATT', 'ANTHRACITE', 'PEARL-WHITE', 'CORAL', 'PETROL'] as const;
export const helmetSizes = ['S', 'M', 'L'] as const;
