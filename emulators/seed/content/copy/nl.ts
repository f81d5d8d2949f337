import type { LanguageCopy } from './types';

export const nl: LanguageCopy = {
  home: {
    latestStories: 'Nieuwste verhalen',
    currentCampaigns: 'Actuele acties',
    ourProductLines: 'Onze productlijnen',
    popularNow: 'Nu populair',
    shopByCategory: 'Shop per categorie',
    viewAll: 'Bekijk alles',
    discoverLine: 'Ontdek de {line}',
  },
  sellingPoints: {
    delivery: {
      title: 'Gratis verzending vanaf € 100',
      text: 'Onderdelen en accessoires heb je binnen een paar werkdagen in huis.',
    },
    dealers: {
      title: 'Meer dan 1.000 dealers',
      text: 'Proefrit, afstelling en onderhoud bij een dealer bij jou in de buurt.',
    },
    frameWarranty: {
      title: 'Levenslange framegarantie',
      text: 'Elk frame wordt met de hand gecontroleerd en de eerste eigenaar heeft levenslange framegarantie.',
    },
    partsWarranty: {
      title: 'Twee jaar garantie',
      text: 'Op alle onderdelen en accessoires, met ons dealernetwerk in heel Europa.',
    },
    partsFit: {
      title: 'Onderdelen die passen',
      text: 'Elke productpagina noemt maten en standaarden, zodat je het onderdeel bestelt dat op je fiets past.',
    },
    dispatch: {
      title: 'Snelle verzending',
      text: 'Gratis verzending vanaf € 100; onderdelen op voorraad verlaten ons magazijn de volgende werkdag.',
    },
  },
  newsletter: {
    title: 'Blijf in het zadel',
    text: 'Fietstips, nieuwe modellen en aanbiedingen, één keer per maand in je inbox.',
    placeholder: 'Je e-mailadres',
    button: 'Aanmelden',
    consent: 'Ik wil de nieuwsbrief ontvangen en kan me altijd weer afmelden.',
    thanks: 'Bedankt! Bevestig je aanmelding via de link in onze e-mail.',
  },
  cookie: {
    title: 'Wij gebruiken cookies',
    text: 'We gebruiken cookies om deze site te laten werken, bezoeken te meten en video’s en kaarten te tonen. Jij kiest welke we mogen gebruiken.',
    accept: 'Alles accepteren',
    reject: 'Alleen noodzakelijke cookies',
    settings: 'Cookie-instellingen',
  },
  footer: {
    aboutBrand: 'Over {brand}',
    shipping: 'Bezorging',
    payment: 'Betalen',
    follow: 'Volg {brand} op {platform}',
  },
  listings: {
    storiesIntro: 'Werkplaatskennis, koopadvies en verhalen van onderweg.',
    campaignsIntro: 'Actuele aanbiedingen en seizoensacties bij je dealer.',
    productLinesIntro: 'Alle modelfamilies op een rij, van stadsfiets tot elektrische mountainbike.',
    contactIntro: 'Vragen over je fiets of je bestelling? Kies hoe je ons wilt bereiken.',
    shippingTitle: 'Bezorgopties',
    shippingIntro: 'Zo komt je bestelling bij je, en zo stuur je haar terug.',
    paymentTitle: 'Betaalmethoden',
    paymentIntro: 'Betaal zoals het jou uitkomt. Elke betaling is versleuteld.',
  },
  topics: {
    chainCare: {
      title: 'Je fietsketting schoonmaken en smeren',
      intro: 'Een schone, licht gesmeerde ketting schakelt soepel, loopt stil en gaat twee keer zo lang mee.',
      steps: [
        'Veeg de ketting af met een droge doek terwijl je achteruit trapt.',
        'Borstel hardnekkig vuil weg met een beetje ontvetter.',
        'Doe een druppel kettingolie op elke rol en veeg het teveel weg.',
      ],
      tip: 'Smeer de ketting de avond voor je rit, dan kan de olie er ’s nachts goed intrekken.',
    },
    winterCommuting: {
      title: 'In de winter op de fiets naar je werk',
      intro:
        'Met goede verlichting, de juiste banden en een paar gewoontes blijft je woon-werkrit de hele winter veilig.',
      steps: [
        'Monteer felle voor- en achterlichten en controleer ze elke ochtend.',
        'Laat je banden iets zachter voor meer grip op natte wegen.',
        'Spoel strooizout minstens één keer per week van frame en ketting.',
      ],
      tip: 'Leg een paar droge handschoenen op je werk voor de terugweg.',
    },
    batteryRange: {
      title: 'Meer actieradius uit je e-bike-accu',
      intro: 'Hoe ver je komt, hangt minder af van de accu dan van hoe je fietst.',
      steps: [
        'Trek op in een lichte versnelling en schakel op tijd op.',
        'Gebruik op vlakke wegen de eco-stand en spaar kracht voor de hellingen.',
        'Pomp je banden op tot de druk die op de zijkant staat.',
      ],
      tip: 'Bewaar de accu binnen en half geladen als je een tijd niet fietst.',
    },
    firstBike: {
      title: 'De eerste fiets voor je kind kiezen',
      intro: 'De juiste maat is belangrijker dan het aantal versnellingen: een passende fiets geeft zelfvertrouwen.',
      steps: [
        'Meet de binnenbeenlengte van je kind, niet de leeftijd.',
        'Op het zadel moeten beide voeten de grond raken.',
        'Controleer of kleine handen de remhendels kunnen pakken en inknijpen.',
      ],
      tip: 'Kies een lichte fiets: kinderen fietsen verder als ze hem zelf kunnen optillen.',
    },
    helmetReplacement: {
      title: 'Wanneer vervang je je fietshelm?',
      intro: 'Een helm beschermt je één keer. Na een val of na een paar jaar moet hij vervangen worden.',
      steps: [
        'Vervang hem na elke klap, ook als je geen schade ziet.',
        'Controleer elk seizoen schaal en schuim op scheurtjes en deuken.',
        'Vervang hem uiterlijk na vijf jaar, want het schuim wordt hard.',
      ],
      tip: 'Bewaar je helm uit de zon en niet op de verwarming.',
    },
    bikeRack: {
      title: 'Koopadvies: de juiste fietsendrager voor je auto',
      intro: 'Trekhaak, dak of achterklep: welke drager past, hangt af van je auto en je fietsen.',
      steps: [
        'Controleer de kogeldruk van je trekhaak of de belasting van je dakdragers.',
        'Weeg je fietsen voor je koopt, vooral e-bikes.',
        'Kies een kantelbare drager, zodat je de achterklep nog open kunt doen.',
      ],
      tip: 'Haal de accu’s van e-bikes voor vertrek eraf en vervoer ze in de auto.',
    },
    tyrePressure: {
      title: 'De juiste bandenspanning voor elke rit',
      intro: 'De juiste spanning maakt je fiets sneller, comfortabeler en minder gevoelig voor lekke banden.',
      steps: [
        'Lees het drukbereik af op de zijkant van de band.',
        'Pomp voor asfalt tot de hoogste waarde en voor grind wat minder.',
        'Controleer de spanning elke twee weken met een drukmeter.',
      ],
      tip: 'Zwaardere fietsers en beladen fietsen hebben de bovenkant van het bereik nodig.',
    },
  },
  categories: {
    maintenance: 'Onderhoud',
    commuting: 'Woon-werkverkeer',
    eBikes: 'E-bikes',
    family: 'Gezin',
    safety: 'Veiligheid',
    buyingGuide: 'Koopadvies',
  },
  article: {
    stepsTitle: 'Stap voor stap',
    tipTitle: 'Onze werkplaatstip',
    myth: 'Onderhoud kan wachten tot er iets kapotgaat.',
    mythFix: 'Vaak een beetje onderhoud houdt je fiets veilig en bespaart geld.',
    quote: 'De meeste reparaties die we zien, waren met tien minuten onderhoud per maand te voorkomen geweest.',
    quoteRole: 'werkplaatschef',
    readNext: 'Lees ook:',
    moreOn: 'Meer modellen en technische details op de website van {brand}.',
    writeTo: 'Vragen? Mail onze klantenservice:',
    download: 'Download de checklist',
    backToSteps: 'Terug naar de stappen',
    visitDealer: ['Twijfel je? Je dealer helpt je graag.', 'Zoek een winkel bij jou in de buurt met de dealerzoeker.'],
    watchVideo: 'Bekijk de video',
    formIntro: 'Stuur ons je vraag via het formulier hieronder; we antwoorden binnen twee werkdagen.',
  },
  campaigns: {
    springService: {
      title: 'Onderhoudsbeurt',
      intro: 'Maak je fiets klaar voor het seizoen met een complete check bij je dealer.',
      text: 'Remmen, versnellingen, banden en verlichting worden gecontroleerd en afgesteld, en e-bikes krijgen de nieuwste software-update.',
      cta: 'Plan een onderhoudsbeurt',
    },
    testRideWeeks: {
      title: 'Proefritweken',
      intro: 'Probeer onze nieuwe modellen gratis op je eigen routes.',
      text: 'Kies een fiets, haal hem op bij een deelnemende dealer en rijd er een weekend op voordat je beslist.',
      cta: 'Vind een testcentrum',
    },
    winterLights: {
      title: 'Zien en gezien worden',
      intro: '20% korting op verlichtingssets en reflecterende kleding zolang de actie loopt.',
      text: 'Korte dagen en natte wegen vragen om fel licht. Onze dealers monteren het gratis bij aankoop.',
      cta: 'Bekijk verlichting',
    },
    wearParts: {
      title: 'Nieuwe slijtdelen',
      intro: '15% korting op kettingen, remblokken en banden zolang de actie loopt.',
      text: 'Elke productpagina noemt de maten en standaarden waar een onderdeel op past. Je dealer monteert het, of doe het zelf met onze tutorials.',
      cta: 'Vind een dealer',
    },
    carrierSeason: {
      title: 'Klaar voor de trip',
      intro: 'Fietsdragers, tassen en manden voor elke tocht.',
      text: 'Kies de drager die past bij je trekhaak of dakdragers en het gewicht van je fietsen; je dealer laat zien hoe je hem monteert.',
      cta: 'Vind een dealer',
    },
  },
  lineKinds: {
    cityE: 'De {line} is de e-bike van {brand} voor elke dag: makkelijk, comfortabel en betrouwbaar.',
    trekkingE: 'Met de {line} maak je lange tochten met kracht over, met of zonder bagage.',
    mountainE: 'De {line} is met een krachtige motor gebouwd voor steile klimmen en technische afdalingen.',
    city: 'De {line} is een stadsfiets van {brand}, gemaakt om elke dag te rijden, weer of geen weer.',
    trekking: 'De {line} is een veelzijdige trekkingfiets voor woon-werkverkeer en weekendtochten.',
    mountain: 'De {line} is een mountainbike voor iedereen die meer uit elk pad wil halen.',
    kids: 'De {line} is een lichte, veilige fiets die meegroeit met het zelfvertrouwen van jonge fietsers.',
    parts: 'De {line}-serie omvat de onderdelen van {brand} die je fiets soepel laten lopen.',
    accessories: 'De {line}-serie bundelt de accessoires van {brand} voor elke rit.',
  },
  lineBody: 'Elke {line} wordt op de weg getest voordat hij bij je dealer staat, en is er in meerdere framematen.',
  contact: {
    phone: { title: 'Bel ons', text: 'Onze klantenservice beantwoordt vragen over bestelling, bezorging en garantie.' },
    email: { title: 'Stuur een e-mail', text: 'Mail ons wanneer je wilt; we antwoorden binnen twee werkdagen.' },
    form: {
      title: 'Contactformulier',
      text: 'Vertel ons waar het over gaat, dan sturen we je bericht naar het juiste team.',
    },
  },
  openingHours: 'Maandag tot en met vrijdag, 9.00 tot 17.00 uur',
  shipping: {
    homeDelivery: {
      text: 'We bezorgen onderdelen en accessoires aan huis. Fietsen komen rijklaar aan.',
      time: '3 tot 5 werkdagen',
    },
    dealerDelivery: {
      text: 'Haal je bestelling gemonteerd en afgesteld op bij een dealer in de buurt.',
      time: '1 tot 2 weken',
    },
  },
  returns: {
    parcelShop: {
      title: 'Retour via een pakketpunt',
      text: 'Print het retourlabel en lever het pakket in bij een pakketpunt.',
    },
    dealerReturn: {
      title: 'Retour bij je dealer',
      text: 'Breng het artikel terug naar de dealer waar je het hebt opgehaald.',
    },
  },
  payment: {
    paypal: { text: 'Betaal met je PayPal-account zonder je kaartgegevens in te voeren.' },
    klarna: {
      text: 'Verdeel de prijs van je fiets over maandelijkse termijnen.',
    },
    transfer: { text: 'Maak het bedrag vooraf over; we verzenden zodra het binnen is.' },
  },
  pages: {
    about: {
      title: 'Over {brand}',
      text: 'Bij {brand} ontwerpen we fietsen voor echte wegen en echte fietsers, en we testen elk model voordat het bij een dealer staat.',
    },
    privacy: {
      title: 'Privacybeleid',
      text: 'We verwerken je persoonsgegevens alleen om je bestelling en je vragen af te handelen, en verkopen ze nooit aan derden.',
    },
    legalNotice: {
      title: 'Colofon',
      text: 'Deze website wordt uitgegeven door {brand}. De directie van het bedrijf is verantwoordelijk voor de inhoud.',
    },
  },
  splash: {
    title: 'Welkom bij {brand}',
    text: 'Kies je land en taal om de modellen en prijzen te zien die voor jou gelden.',
    cta: 'Naar de website',
  },
  storeLocator: {
    intro: 'Vind een dealer bij jou in de buurt voor een proefrit, advies of onderhoud.',
    collectInStore: 'Ophalen in de winkel',
    testCenter: 'Testcentrum',
    bikeTypes: 'Fietstypes',
  },
  search: {
    intro: 'Zoek naar fietsen, onderdelen, verhalen en serviceonderwerpen.',
    placeholder: 'Waar ben je naar op zoek?',
    noResults: 'Geen resultaten. Probeer een ander woord of blader door de categorieën.',
  },
  faqTitle: 'Veelgestelde vragen',
  faq: [
    {
      question: 'Hoe lang duurt de bezorging?',
      answer: 'Onderdelen en accessoires komen meestal binnen 3 tot 5 werkdagen; fietsen leveren we via je dealer.',
    },
    {
      question: 'Kan ik mijn bestelling retourneren?',
      answer: 'Ja, ongebruikte artikelen kun je binnen 30 dagen retourneren. Fietsen gaan terug via de dealer.',
    },
    {
      question: 'Waar vind ik mijn framenummer?',
      answer: 'Het framenummer staat onder de trapas ingeslagen en op je aankoopbon.',
    },
  ],
};
