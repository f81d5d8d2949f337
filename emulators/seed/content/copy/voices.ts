/**
 * Brand voices: the lines that make a home page sound like one brand rather than another. A
 * voice is written only in the languages of the brands that speak it; the seed test checks that
 * every locale of every brand finds its voice.
 */
import type { CopyLanguage } from './types';

export const voices = ['heritage', 'performance', 'everyday', 'parts', 'trail'] as const;
export type Voice = (typeof voices)[number];

export interface VoiceCopy {
  heroTitle: string;
  quote: string;
  quoteRole: string;
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
    },
    nl: {
      heroTitle: 'Alles wat je fiets laat rollen',
      quote: 'Goede onderdelen zijn onderdelen die je vergeet: ze werken gewoon, rit na rit.',
      quoteRole: 'hoofd productontwikkeling',
    },
    fr: {
      heroTitle: 'Tout pour que votre vélo continue de rouler',
      quote: 'Les bons composants sont ceux qu’on oublie : ils fonctionnent, sortie après sortie.',
      quoteRole: 'responsable du développement produit',
    },
    de: {
      heroTitle: 'Alles, was dein Rad am Laufen hält',
      quote: 'Gute Teile sind die, die man vergisst: Sie funktionieren einfach, Fahrt für Fahrt.',
      quoteRole: 'Leiter Produktentwicklung',
    },
    es: {
      heroTitle: 'Todo lo que mantiene tu bici en marcha',
      quote: 'Los buenos componentes son los que olvidas: simplemente funcionan, salida tras salida.',
      quoteRole: 'director de desarrollo de producto',
    },
    it: {
      heroTitle: 'Tutto ciò che fa girare la tua bici',
      quote: 'I buoni componenti sono quelli che dimentichi: funzionano e basta, uscita dopo uscita.',
      quoteRole: 'responsabile sviluppo prodotto',
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
