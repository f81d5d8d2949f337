import type { LanguageCopy } from './types';

export const de: LanguageCopy = {
  home: {
    latestStories: 'Neueste Geschichten',
    currentCampaigns: 'Aktuelle Aktionen',
    ourProductLines: 'Unsere Produktlinien',
    popularNow: 'Gerade beliebt',
    shopByCategory: 'Nach Kategorie stöbern',
    viewAll: 'Alle ansehen',
    discoverLine: 'Entdecke das {line}',
  },
  sellingPoints: {
    delivery: { title: 'Kostenloser Versand ab 100 €', text: 'Teile und Zubehör sind in wenigen Werktagen bei dir.' },
    dealers: {
      title: 'Über 1.000 Händler',
      text: 'Probefahrt, Einstellung und Service bei einem Händler in deiner Nähe.',
    },
    frameWarranty: {
      title: 'Lebenslange Rahmengarantie',
      text: 'Jeder Rahmen wird von Hand geprüft, und der Erstbesitzer fährt mit lebenslanger Rahmengarantie.',
    },
    partsWarranty: {
      title: 'Zwei Jahre Garantie',
      text: 'Auf alle Teile und jedes Zubehör, mit unserem Händlernetz in ganz Europa.',
    },
    partsFit: {
      title: 'Teile, die passen',
      text: 'Jede Produktseite nennt Größen und Standards, damit du das Teil bestellst, das an dein Rad passt.',
    },
    dispatch: {
      title: 'Schneller Versand',
      text: 'Versandkostenfrei ab 100 €; Teile auf Lager verlassen unser Lager am nächsten Werktag.',
    },
  },
  newsletter: {
    title: 'Bleib im Sattel',
    text: 'Fahrtipps, neue Modelle und Angebote einmal im Monat direkt in dein Postfach.',
    placeholder: 'Deine E-Mail-Adresse',
    button: 'Anmelden',
    consent: 'Ich möchte den Newsletter erhalten und kann mich jederzeit abmelden.',
    thanks: 'Danke! Bitte bestätige deine Anmeldung über den Link in unserer E-Mail.',
  },
  cookie: {
    title: 'Wir verwenden Cookies',
    text: 'Wir nutzen Cookies, damit diese Seite funktioniert, um Besuche zu messen und um Videos und Karten zu zeigen. Du entscheidest, welche wir verwenden dürfen.',
    accept: 'Alle akzeptieren',
    reject: 'Nur notwendige Cookies',
    settings: 'Cookie-Einstellungen',
  },
  footer: {
    aboutBrand: 'Über {brand}',
    shipping: 'Lieferung',
    payment: 'Bezahlung',
    follow: 'Folge {brand} auf {platform}',
  },
  listings: {
    storiesIntro: 'Werkstattwissen, Kaufberatung und Geschichten von unterwegs.',
    campaignsIntro: 'Aktuelle Angebote und Saisonaktionen bei deinem Händler.',
    productLinesIntro: 'Alle Modellfamilien auf einen Blick, vom Cityrad bis zum E-MTB.',
    contactIntro: 'Fragen zu deinem Rad oder deiner Bestellung? Wähle, wie du uns erreichen möchtest.',
    shippingTitle: 'Lieferoptionen',
    shippingIntro: 'So kommt deine Bestellung zu dir, und so schickst du sie zurück.',
    paymentTitle: 'Zahlungsarten',
    paymentIntro: 'Bezahle so, wie es dir passt. Jede Zahlung ist verschlüsselt.',
  },
  topics: {
    chainCare: {
      title: 'Fahrradkette richtig reinigen und ölen',
      intro: 'Eine saubere, leicht geölte Kette schaltet sauber, läuft leise und hält doppelt so lange.',
      steps: [
        'Wische die Kette mit einem trockenen Tuch ab, während du rückwärts kurbelst.',
        'Entferne hartnäckigen Schmutz mit einer Bürste und etwas Entfetter.',
        'Gib einen Tropfen Kettenöl auf jede Rolle und wische den Überschuss ab.',
      ],
      tip: 'Öle die Kette am Abend vor der Tour, dann kann das Öl über Nacht einziehen.',
    },
    winterCommuting: {
      title: 'Mit dem Rad zur Arbeit im Winter',
      intro:
        'Mit gutem Licht, den richtigen Reifen und ein paar Gewohnheiten bleibt der Arbeitsweg den ganzen Winter sicher.',
      steps: [
        'Montiere helle Front- und Rücklichter und prüfe sie jeden Morgen.',
        'Senke den Reifendruck etwas für mehr Grip auf nasser Fahrbahn.',
        'Spüle Streusalz mindestens einmal pro Woche von Rahmen und Kette.',
      ],
      tip: 'Leg dir ein Paar trockene Handschuhe für den Heimweg ins Büro.',
    },
    batteryRange: {
      title: 'Mehr Reichweite aus dem E-Bike-Akku holen',
      intro: 'Wie weit du kommst, hängt weniger vom Akku ab als von deiner Fahrweise.',
      steps: [
        'Fahre im kleinen Gang an und schalte früh hoch.',
        'Nutze in der Ebene den Eco-Modus und spare die Kraft für Anstiege.',
        'Pumpe die Reifen auf den Druck auf, der auf der Flanke steht.',
      ],
      tip: 'Lagere den Akku bei längeren Pausen im Haus und etwa halb geladen.',
    },
    firstBike: {
      title: 'Das erste Fahrrad für dein Kind',
      intro: 'Die richtige Größe zählt mehr als die Zahl der Gänge: Ein passendes Rad macht sicher.',
      steps: [
        'Miss die Schrittlänge deines Kindes, nicht das Alter.',
        'Im Sitzen sollten beide Füße den Boden erreichen.',
        'Prüfe, ob kleine Hände die Bremshebel greifen und ziehen können.',
      ],
      tip: 'Wähle ein leichtes Rad: Kinder fahren weiter, wenn sie es selbst anheben können.',
    },
    helmetReplacement: {
      title: 'Wann du deinen Fahrradhelm tauschen solltest',
      intro: 'Ein Helm schützt dich einmal. Nach einem Sturz oder einigen Jahren muss er ersetzt werden.',
      steps: [
        'Tausche ihn nach jedem Aufprall, auch ohne sichtbaren Schaden.',
        'Prüfe Schale und Schaum jede Saison auf Risse und Dellen.',
        'Ersetze ihn spätestens nach fünf Jahren, weil der Schaum verhärtet.',
      ],
      tip: 'Bewahre den Helm nicht in der Sonne oder auf der Heizung auf.',
    },
    bikeRack: {
      title: 'Kaufberatung: der richtige Fahrradträger fürs Auto',
      intro: 'Anhängerkupplung, Dach oder Heck: Welcher Träger passt, hängt von Auto und Rädern ab.',
      steps: [
        'Prüfe die Stützlast der Anhängerkupplung oder die Last der Dachträger.',
        'Wiege deine Räder vor dem Kauf, besonders E-Bikes.',
        'Wähle einen abklappbaren Träger, damit der Kofferraum zugänglich bleibt.',
      ],
      tip: 'Nimm die Akkus vor der Fahrt ab und transportiere sie im Auto.',
    },
    tyrePressure: {
      title: 'Der richtige Reifendruck für jede Fahrt',
      intro: 'Der passende Druck macht dein Rad schneller, komfortabler und pannensicherer.',
      steps: [
        'Lies den Druckbereich auf der Reifenflanke ab.',
        'Pumpe für Asphalt bis zum oberen Wert und für Schotter weniger.',
        'Prüfe den Druck alle zwei Wochen mit einem Manometer.',
      ],
      tip: 'Schwerere Fahrer und beladene Räder brauchen den oberen Bereich.',
    },
  },
  categories: {
    maintenance: 'Pflege',
    commuting: 'Pendeln',
    eBikes: 'E-Bikes',
    family: 'Familie',
    safety: 'Sicherheit',
    buyingGuide: 'Kaufberatung',
  },
  article: {
    stepsTitle: 'Schritt für Schritt',
    tipTitle: 'Unser Werkstatttipp',
    myth: 'Pflege kann warten, bis etwas kaputtgeht.',
    mythFix: 'Regelmäßig ein wenig Pflege hält dein Rad sicher und spart Geld.',
    quote: 'Die meisten Reparaturen, die wir sehen, hätten zehn Minuten Pflege im Monat verhindert.',
    quoteRole: 'Werkstattleiter',
    readNext: 'Lies auch:',
    moreOn: 'Mehr Modelle und technische Details auf der Website von {brand}.',
    writeTo: 'Fragen? Schreib unserem Serviceteam:',
    download: 'Checkliste herunterladen',
    backToSteps: 'Zurück zu den Schritten',
    visitDealer: ['Unsicher? Dein Händler hilft gern.', 'Einen Händler in deiner Nähe findest du in der Händlersuche.'],
    watchVideo: 'Video ansehen',
    formIntro: 'Schick uns deine Frage über das Formular unten, wir antworten innerhalb von zwei Werktagen.',
  },
  campaigns: {
    springService: {
      title: 'Service-Check',
      intro: 'Mach dein Rad fit für die Saison mit einem kompletten Check bei deinem Händler.',
      text: 'Bremsen, Schaltung, Reifen und Licht werden geprüft und eingestellt, E-Bikes bekommen das neueste Software-Update.',
      cta: 'Service buchen',
    },
    testRideWeeks: {
      title: 'Probefahrwochen',
      intro: 'Teste unsere neuen Modelle kostenlos auf deinen eigenen Wegen.',
      text: 'Such dir ein Rad aus, hol es bei einem teilnehmenden Händler ab und fahre es ein Wochenende lang, bevor du dich entscheidest.',
      cta: 'Testcenter finden',
    },
    winterLights: {
      title: 'Sehen und gesehen werden',
      intro: '20 % Rabatt auf Lichtsets und Reflektorkleidung während der Aktion.',
      text: 'Kurze Tage und nasse Straßen verlangen nach hellem Licht. Unsere Händler montieren es beim Kauf kostenlos.',
      cta: 'Beleuchtung ansehen',
    },
    wearParts: {
      title: 'Frische Verschleißteile',
      intro: '15 % Rabatt auf Ketten, Bremsbeläge und Reifen während der Aktion.',
      text: 'Jede Produktseite nennt die Größen und Standards, zu denen ein Teil passt. Dein Händler montiert es, oder du machst es selbst mit unseren Tutorials.',
      cta: 'Händler finden',
    },
    carrierSeason: {
      title: 'Bereit für die Tour',
      intro: 'Fahrradträger, Taschen und Körbe für jede Tour.',
      text: 'Wähle den Träger, der zu deiner Anhängerkupplung oder deinem Dachträger und zum Gewicht deiner Räder passt; dein Händler zeigt dir die Montage.',
      cta: 'Händler finden',
    },
  },
  lineKinds: {
    cityE: 'Das {line} ist das E-Bike von {brand} für den Alltag: leicht zu fahren, bequem und zuverlässig.',
    trekkingE: 'Das {line} bringt dich mit reichlich Kraft auf lange Touren, ob mit Gepäck oder ohne.',
    mountainE: 'Das {line} ist mit starkem Motor für steile Anstiege und technische Abfahrten gebaut.',
    city: 'Das {line} ist ein Cityrad von {brand} für den täglichen Einsatz bei jedem Wetter.',
    trekking: 'Das {line} ist ein vielseitiges Trekkingrad für den Arbeitsweg und Wochenendtouren.',
    mountain: 'Das {line} ist ein Mountainbike für alle, die mehr aus jedem Trail holen wollen.',
    kids: 'Das {line} ist ein leichtes, sicheres Rad, das mit dem Selbstvertrauen junger Fahrer wächst.',
    parts: 'Die Serie {line} umfasst die Teile von {brand}, die dein Rad zuverlässig laufen lassen.',
    accessories: 'Die Serie {line} vereint das Zubehör von {brand} für jede Fahrt.',
  },
  lineBody:
    'Jedes {line} wird auf der Straße getestet, bevor es zu deinem Händler kommt, und ist in mehreren Rahmengrößen erhältlich.',
  contact: {
    phone: {
      title: 'Ruf uns an',
      text: 'Unser Kundenservice beantwortet Fragen zu Bestellung, Lieferung und Garantie.',
    },
    email: { title: 'Schreib eine E-Mail', text: 'Schreib uns jederzeit, wir antworten innerhalb von zwei Werktagen.' },
    form: {
      title: 'Kontaktformular',
      text: 'Sag uns, worum es geht, und wir leiten deine Nachricht an das richtige Team.',
    },
  },
  openingHours: 'Montag bis Freitag, 9:00 bis 17:00 Uhr',
  shipping: {
    homeDelivery: {
      text: 'Teile und Zubehör liefern wir bis an deine Tür. Räder kommen fahrbereit an.',
      time: '3 bis 5 Werktage',
    },
    dealerDelivery: {
      text: 'Hol deine Bestellung montiert und eingestellt bei einem Händler in deiner Nähe ab.',
      time: '1 bis 2 Wochen',
    },
  },
  returns: {
    parcelShop: {
      title: 'Rücksendung über einen Paketshop',
      text: 'Drucke das Retourenetikett aus und gib das Paket in einem Paketshop ab.',
    },
    dealerReturn: {
      title: 'Rückgabe beim Händler',
      text: 'Bring den Artikel zu dem Händler zurück, bei dem du ihn abgeholt hast.',
    },
  },
  payment: {
    paypal: { text: 'Bezahle mit deinem PayPal-Konto, ohne Kartendaten einzugeben.' },
    klarna: { text: 'Verteile den Preis deines Rads auf bequeme Monatsraten.' },
    transfer: {
      text: 'Überweise den Betrag im Voraus, wir versenden, sobald er eingegangen ist.',
    },
  },
  pages: {
    about: {
      title: 'Über {brand}',
      text: 'Bei {brand} entwickeln wir Räder für echte Straßen und echte Fahrer und testen jedes Modell, bevor es zum Händler kommt.',
    },
    privacy: {
      title: 'Datenschutz',
      text: 'Wir verarbeiten deine personenbezogenen Daten nur zur Abwicklung deiner Bestellung und deiner Anfragen und verkaufen sie niemals an Dritte.',
    },
    legalNotice: {
      title: 'Impressum',
      text: 'Diese Website wird von {brand} herausgegeben. Verantwortlich für den Inhalt ist die Geschäftsführung.',
    },
  },
  splash: {
    title: 'Willkommen bei {brand}',
    text: 'Wähle dein Land und deine Sprache, um die Modelle und Preise für dich zu sehen.',
    cta: 'Zur Website',
  },
  storeLocator: {
    intro: 'Finde einen Händler in deiner Nähe für Probefahrt, Beratung oder Service.',
    collectInStore: 'Abholung im Geschäft',
    testCenter: 'Testcenter',
    bikeTypes: 'Fahrradtypen',
  },
  search: {
    intro: 'Suche nach Rädern, Teilen, Geschichten und Servicethemen.',
    placeholder: 'Wonach suchst du?',
    noResults: 'Keine Treffer. Versuche ein anderes Wort oder stöbere in den Kategorien.',
  },
  faqTitle: 'Häufige Fragen',
  faq: [
    {
      question: 'Wie lange dauert die Lieferung?',
      answer: 'Teile und Zubehör kommen meist in 3 bis 5 Werktagen, Räder liefern wir über deinen Händler.',
    },
    {
      question: 'Kann ich meine Bestellung zurückgeben?',
      answer:
        'Ja, unbenutzte Artikel kannst du innerhalb von 30 Tagen zurückgeben. Räder gehen über den Händler zurück.',
    },
    {
      question: 'Wo finde ich meine Rahmennummer?',
      answer: 'Die Rahmennummer ist unter dem Tretlager eingeschlagen und steht auf deinem Kaufbeleg.',
    },
  ],
};
