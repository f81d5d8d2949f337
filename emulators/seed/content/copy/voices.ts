/**
 * Brand voices: the lines that make a home page sound like one brand rather than another. A
 * voice is written only in the languages of the brands that speak it; the seed test checks that
 * every locale of every brand finds its voice.
 */
import type { CopyLanguage, FaqCopy, LanguageCopy } from './types';

export const voices = ['heritage', 'performance', 'everyday', 'parts', 'trail'] as const;
export type Voice = (typeof voices)[number];

export interface VoiceCopy {
  heroTitle: string;
  quote: string;
  quoteRole: string;
  /** Shared copy this voice says in its own words (a parts brand sells no frames or test rides). */
  copy?: VoiceCopyOverrides;
}

/** Parts of the shared copy a voice may replace; a missing entry keeps the shared text. */
export interface VoiceCopyOverrides {
  lineBody?: string;
  listings?: Partial<LanguageCopy['listings']>;
  storeLocator?: Partial<LanguageCopy['storeLocator']>;
  pages?: { [K in keyof LanguageCopy['pages']]?: Partial<LanguageCopy['pages'][K]> };
  shipping?: { [K in keyof LanguageCopy['shipping']]?: Partial<LanguageCopy['shipping'][K]> };
  /** FAQ entries by position; an empty slot keeps the shared entry. */
  faq?: readonly [FaqCopy | undefined, FaqCopy | undefined, FaqCopy | undefined];
}

export const voiceCopy: Record<Voice, Partial<Record<CopyLanguage, VoiceCopy>>> = {
  heritage: {
    en: {
      heroTitle: 'Built for British roads since 1887',
      quote: 'A good bike should take you to work on Monday and to the coast on Sunday.',
      quoteRole: 'head of product',
    },
  },
  performance: {
    en: {
      heroTitle: 'French engineering, made to go fast',
      quote: 'We design every frame in Dijon and ride it on the roads of Burgundy until it feels right.',
      quoteRole: 'lead frame engineer',
    },
    fr: {
      heroTitle: 'L’ingénierie française, faite pour aller vite',
      quote:
        'Nous dessinons chaque cadre à Dijon et le roulons sur les routes de Bourgogne jusqu’à ce qu’il soit parfait.',
      quoteRole: 'ingénieur cadre principal',
    },
    nl: {
      heroTitle: 'Franse techniek, gebouwd voor snelheid',
      quote: 'We ontwerpen elk frame in Dijon en rijden ermee over de wegen van Bourgondië tot het perfect voelt.',
      quoteRole: 'hoofdingenieur frames',
    },
    de: {
      heroTitle: 'Französische Ingenieurskunst, gebaut für Tempo',
      quote:
        'Wir entwerfen jeden Rahmen in Dijon und fahren ihn auf den Straßen Burgunds, bis er sich richtig anfühlt.',
      quoteRole: 'leitender Rahmeningenieur',
    },
    es: {
      heroTitle: 'Ingeniería francesa hecha para ir rápido',
      quote: 'Diseñamos cada cuadro en Dijon y lo rodamos por las carreteras de Borgoña hasta que se siente perfecto.',
      quoteRole: 'ingeniero jefe de cuadros',
    },
    it: {
      heroTitle: 'Ingegneria francese, fatta per andare veloce',
      quote: 'Progettiamo ogni telaio a Digione e lo proviamo sulle strade della Borgogna finché non è perfetto.',
      quoteRole: 'ingegnere capo dei telai',
    },
  },
  everyday: {
    en: {
      heroTitle: 'Enjoy the ride, every day',
      quote: 'A bike for every day has to be comfortable and reliable, and simply be ready every morning.',
      quoteRole: 'product manager',
    },
    nl: {
      heroTitle: 'Elke dag met plezier op de fiets',
      quote: 'Een fiets voor elke dag moet comfortabel en betrouwbaar zijn, en gewoon elke ochtend klaarstaan.',
      quoteRole: 'productmanager',
    },
    da: {
      heroTitle: 'Glæden ved at cykle hver dag',
      quote: 'En cykel til hverdagen skal være komfortabel og pålidelig og bare være klar hver morgen.',
      quoteRole: 'produktchef',
    },
    fr: {
      heroTitle: 'Le plaisir de rouler, chaque jour',
      quote: 'Un vélo du quotidien doit être confortable, fiable et simplement prêt chaque matin.',
      quoteRole: 'chef de produit',
    },
    de: {
      heroTitle: 'Jeden Tag mit Freude unterwegs',
      quote: 'Ein Rad für jeden Tag muss bequem und zuverlässig sein und einfach jeden Morgen bereitstehen.',
      quoteRole: 'Produktmanagerin',
    },
    it: {
      heroTitle: 'Ogni giorno in sella con piacere',
      quote: 'Una bici per tutti i giorni deve essere comoda, affidabile e pronta ogni mattina.',
      quoteRole: 'product manager',
    },
    cs: {
      heroTitle: 'Radost z jízdy každý den',
      quote: 'Kolo na každý den musí být pohodlné, spolehlivé a každé ráno prostě připravené.',
      quoteRole: 'produktová manažerka',
    },
    es: {
      heroTitle: 'El placer de pedalear cada día',
      quote: 'Una bici para el día a día tiene que ser cómoda, fiable y estar lista cada mañana.',
      quoteRole: 'responsable de producto',
    },
    pl: {
      heroTitle: 'Radość z jazdy każdego dnia',
      quote: 'Rower na co dzień musi być wygodny, niezawodny i po prostu gotowy każdego ranka.',
      quoteRole: 'menedżerka produktu',
    },
  },
  parts: {
    en: {
      heroTitle: 'Everything that keeps your bike rolling',
      quote: 'Good parts are the ones you forget about: they simply work, ride after ride.',
      quoteRole: 'head of product development',
      copy: {
        lineBody:
          'Every {line} part is tested in our own laboratory before it reaches your dealer, and its product page lists the sizes and standards it fits.',
        listings: { productLinesIntro: 'Every range at a glance, from drivetrain parts to carriers and bags.' },
        storeLocator: { intro: 'Find a dealer near you for advice, fitting and service.' },
        pages: {
          about: {
            text: 'At {brand} we develop parts and accessories for everyday cycling, and we test every product in our own laboratory before it reaches a dealer.',
          },
        },
        shipping: {
          homeDelivery: { text: 'We deliver parts and accessories to your door, packed so they arrive undamaged.' },
        },
        faq: [
          undefined,
          undefined,
          {
            question: 'How do I know a part fits my bike?',
            answer:
              'Each product page lists the sizes and standards of the part; compare them with your bike, or ask your dealer, who can check and fit it.',
          },
        ],
      },
    },
    nl: {
      heroTitle: 'Alles wat je fiets laat rollen',
      quote: 'Goede onderdelen zijn onderdelen die je vergeet: ze werken gewoon, rit na rit.',
      quoteRole: 'hoofd productontwikkeling',
      copy: {
        lineBody:
          'Elk onderdeel uit de {line}-serie wordt in ons eigen lab getest voordat het bij je dealer komt, en de productpagina noemt de maten en standaarden waar het op past.',
        listings: {
          productLinesIntro: 'Al onze series in één oogopslag, van aandrijfonderdelen tot dragers en tassen.',
        },
        storeLocator: { intro: 'Vind een dealer bij jou in de buurt voor advies, montage en onderhoud.' },
        pages: {
          about: {
            text: 'Bij {brand} ontwikkelen we onderdelen en accessoires voor dagelijks fietsen, en we testen elk product in ons eigen lab voordat het naar een dealer gaat.',
          },
        },
        shipping: {
          homeDelivery: {
            text: 'We bezorgen onderdelen en accessoires aan je deur, zo verpakt dat ze onbeschadigd aankomen.',
          },
        },
        faq: [
          undefined,
          undefined,
          {
            question: 'Hoe weet ik of een onderdeel op mijn fiets past?',
            answer:
              'Elke productpagina noemt de maten en standaarden van het onderdeel; vergelijk ze met je fiets of vraag je dealer, die het controleert en monteert.',
          },
        ],
      },
    },
    fr: {
      heroTitle: 'Tout pour que votre vélo continue de rouler',
      quote: 'Les bons composants sont ceux qu’on oublie : ils fonctionnent, sortie après sortie.',
      quoteRole: 'responsable du développement produit',
      copy: {
        lineBody:
          'Chaque pièce de la gamme {line} est testée dans notre propre laboratoire avant d’arriver chez votre revendeur, et sa fiche produit indique les tailles et standards compatibles.',
        listings: {
          productLinesIntro:
            'Toutes nos gammes en un coup d’œil, des pièces de transmission aux porte-vélos et sacoches.',
        },
        storeLocator: { intro: 'Trouvez un revendeur près de chez vous pour un conseil, un montage ou l’entretien.' },
        pages: {
          about: {
            text: 'Chez {brand}, nous développons des pièces et accessoires pour le vélo au quotidien, et nous testons chaque produit dans notre propre laboratoire avant qu’il n’arrive chez un revendeur.',
          },
        },
        shipping: {
          homeDelivery: { text: 'Nous livrons pièces et accessoires à votre porte, emballés pour arriver intacts.' },
        },
        faq: [
          undefined,
          undefined,
          {
            question: 'Comment savoir si une pièce va sur mon vélo ?',
            answer:
              'Chaque fiche produit indique les tailles et standards de la pièce ; comparez-les avec votre vélo, ou demandez à votre revendeur, qui la vérifie et la monte.',
          },
        ],
      },
    },
    de: {
      heroTitle: 'Alles, was dein Rad am Laufen hält',
      quote: 'Gute Teile sind die, die man vergisst: Sie funktionieren einfach, Fahrt für Fahrt.',
      quoteRole: 'Leiter Produktentwicklung',
      copy: {
        lineBody:
          'Jedes Teil der Serie {line} wird in unserem eigenen Labor geprüft, bevor es zu deinem Händler kommt, und seine Produktseite nennt die Größen und Standards, zu denen es passt.',
        listings: {
          productLinesIntro: 'Alle Produktserien auf einen Blick, von Antriebsteilen bis zu Trägern und Taschen.',
        },
        storeLocator: { intro: 'Finde einen Händler in deiner Nähe für Beratung, Montage und Service.' },
        pages: {
          about: {
            text: 'Bei {brand} entwickeln wir Teile und Zubehör für den Alltag auf dem Rad und prüfen jedes Produkt in unserem eigenen Labor, bevor es zum Händler kommt.',
          },
        },
        shipping: {
          homeDelivery: {
            text: 'Wir liefern Teile und Zubehör bis an deine Tür, so verpackt, dass alles unbeschädigt ankommt.',
          },
        },
        faq: [
          undefined,
          undefined,
          {
            question: 'Woran erkenne ich, ob ein Teil an mein Rad passt?',
            answer:
              'Jede Produktseite nennt Größen und Standards des Teils; vergleiche sie mit deinem Rad oder frag deinen Händler, der es prüft und montiert.',
          },
        ],
      },
    },
    es: {
      heroTitle: 'Todo lo que mantiene tu bici en marcha',
      quote: 'Los buenos componentes son los que olvidas: simplemente funcionan, salida tras salida.',
      quoteRole: 'director de desarrollo de producto',
      copy: {
        lineBody:
          'Cada pieza de la serie {line} pasa los controles de nuestro propio laboratorio antes de llegar a tu distribuidor, y su página de producto indica las medidas y estándares compatibles.',
        listings: {
          productLinesIntro: 'Todas las series de un vistazo, desde la transmisión hasta portabicis y bolsas.',
        },
        storeLocator: { intro: 'Encuentra un distribuidor cerca de ti para asesoramiento, montaje y mantenimiento.' },
        pages: {
          about: {
            text: 'En {brand} desarrollamos componentes y accesorios para la bici de cada día, y cada producto pasa los controles de nuestro propio laboratorio antes de llegar a un distribuidor.',
          },
        },
        shipping: {
          homeDelivery: { text: 'Enviamos componentes y accesorios a tu puerta, embalados para que lleguen intactos.' },
        },
        faq: [
          undefined,
          undefined,
          {
            question: '¿Cómo sé si una pieza es compatible con mi bici?',
            answer:
              'Cada página de producto indica las medidas y estándares de la pieza; compáralos con tu bici o pregunta a tu distribuidor, que la revisa y la monta.',
          },
        ],
      },
    },
    it: {
      heroTitle: 'Tutto ciò che fa girare la tua bici',
      quote: 'I buoni componenti sono quelli che dimentichi: funzionano e basta, uscita dopo uscita.',
      quoteRole: 'responsabile sviluppo prodotto',
      copy: {
        lineBody:
          'Ogni componente della serie {line} è testato nel nostro laboratorio prima di arrivare al tuo rivenditore, e la sua pagina prodotto indica misure e standard compatibili.',
        listings: {
          productLinesIntro: 'Tutte le serie a colpo d’occhio, dalla trasmissione ai portabici e alle borse.',
        },
        storeLocator: { intro: 'Trova un rivenditore vicino a te per consigli, montaggio e assistenza.' },
        pages: {
          about: {
            text: 'In {brand} sviluppiamo componenti e accessori per la bici di tutti i giorni e testiamo ogni prodotto nel nostro laboratorio prima che arrivi a un rivenditore.',
          },
        },
        shipping: {
          homeDelivery: { text: 'Consegniamo componenti e accessori a casa tua, imballati per arrivare integri.' },
        },
        faq: [
          undefined,
          undefined,
          {
            question: 'Come so se un componente è adatto alla mia bici?',
            answer:
              'Ogni pagina prodotto indica misure e standard del componente; confrontali con la tua bici o chiedi al tuo rivenditore, che lo verifica e lo monta.',
          },
        ],
      },
    },
  },
  trail: {
    de: {
      heroTitle: 'Gebaut für die Trails',
      quote: 'Wir testen unsere Bikes dort, wo sie hingehören: auf steilen, wurzeligen Trails bei jedem Wetter.',
      quoteRole: 'Teamfahrer',
    },
    en: {
      heroTitle: 'Made for the trails',
      quote: 'We test our bikes where they belong: on steep, rooty trails in every weather.',
      quoteRole: 'team rider',
    },
    fi: {
      heroTitle: 'Tehty poluille',
      quote: 'Testaamme pyörämme siellä, minne ne kuuluvat: jyrkillä ja juurakkoisilla poluilla joka säällä.',
      quoteRole: 'tiimiajaja',
    },
    it: {
      heroTitle: 'Nate per i sentieri',
      quote: 'Proviamo le nostre bici dove devono stare: su sentieri ripidi e pieni di radici, con ogni tempo.',
      quoteRole: 'rider del team',
    },
    sv: {
      heroTitle: 'Byggd för stigarna',
      quote: 'Vi testar våra cyklar där de hör hemma: på branta, rotiga stigar i alla väder.',
      quoteRole: 'teamåkare',
    },
    es: {
      heroTitle: 'Hechas para los senderos',
      quote:
        'Probamos nuestras bicis donde deben estar: en senderos empinados y llenos de raíces, haga el tiempo que haga.',
      quoteRole: 'rider del equipo',
    },
    fr: {
      heroTitle: 'Conçus pour les sentiers',
      quote:
        'Nous testons nos vélos là où ils doivent rouler : sur des sentiers raides et racineux, par tous les temps.',
      quoteRole: 'pilote de l’équipe',
    },
    cs: {
      heroTitle: 'Stvořeno pro traily',
      quote: 'Naše kola testujeme tam, kam patří: na strmých trailech plných kořenů za každého počasí.',
      quoteRole: 'týmový jezdec',
    },
    nl: {
      heroTitle: 'Gemaakt voor de trails',
      quote: 'We testen onze fietsen waar ze thuishoren: op steile trails vol wortels, weer of geen weer.',
      quoteRole: 'teamrijder',
    },
    pl: {
      heroTitle: 'Stworzone na szlaki',
      quote: 'Testujemy nasze rowery tam, gdzie ich miejsce: na stromych, pełnych korzeni szlakach w każdą pogodę.',
      quoteRole: 'zawodnik zespołu',
    },
  },
};
