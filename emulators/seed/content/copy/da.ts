import type { LanguageCopy } from './types';

export const da: LanguageCopy = {
  home: {
    latestStories: 'Seneste artikler',
    currentCampaigns: 'Aktuelle tilbud',
    ourProductLines: 'Vores modelserier',
    popularNow: 'Populært lige nu',
    shopByCategory: 'Køb efter kategori',
    viewAll: 'Se alle',
    discoverLine: 'Oplev {line}',
  },
  sellingPoints: {
    delivery: { title: 'Gratis levering over 100 €', text: 'Dele og tilbehør er hos dig på få hverdage.' },
    dealers: { title: 'Over 1.000 forhandlere', text: 'Prøvetur, indstilling og service hos en forhandler nær dig.' },
    frameWarranty: {
      title: 'Livstidsgaranti på stellet',
      text: 'Hvert stel kontrolleres i hånden, og den første ejer har livstidsgaranti på stellet.',
    },
    partsWarranty: {
      title: 'To års garanti',
      text: 'På alle dele og alt tilbehør, med støtte fra vores forhandlere i hele Europa.',
    },
    partsFit: {
      title: 'Dele, der passer',
      text: 'Hver produktside viser størrelser og standarder, så du bestiller den del, der passer til din cykel.',
    },
    dispatch: {
      title: 'Hurtig afsendelse',
      text: 'Gratis levering over 100 €; dele på lager forlader vores lager næste hverdag.',
    },
  },
  newsletter: {
    title: 'Bliv i sadlen',
    text: 'Cykeltips, nye modeller og tilbud én gang om måneden direkte i din indbakke.',
    placeholder: 'Din e-mailadresse',
    button: 'Tilmeld',
    consent: 'Jeg vil gerne modtage nyhedsbrevet og kan til enhver tid afmelde mig.',
    thanks: 'Tak! Bekræft din tilmelding via linket i vores e-mail.',
  },
  cookie: {
    title: 'Vi bruger cookies',
    text: 'Vi bruger cookies for at få siden til at fungere, måle besøg og vise videoer og kort. Du vælger, hvilke vi må bruge.',
    accept: 'Accepter alle',
    reject: 'Kun nødvendige',
    settings: 'Cookie-indstillinger',
  },
  footer: {
    aboutBrand: 'Om {brand}',
    shipping: 'Levering',
    payment: 'Betaling',
    follow: 'Følg {brand} på {platform}',
  },
  listings: {
    storiesIntro: 'Værkstedsviden, købsguider og fortællinger fra landevejen.',
    campaignsIntro: 'Aktuelle tilbud og sæsonkampagner hos din forhandler.',
    productLinesIntro: 'Alle modelfamilier samlet, fra bycykel til elektrisk mountainbike.',
    contactIntro: 'Spørgsmål om din cykel eller din ordre? Vælg, hvordan du vil kontakte os.',
    shippingTitle: 'Leveringsmuligheder',
    shippingIntro: 'Sådan kommer din ordre frem, og sådan returnerer du den.',
    paymentTitle: 'Betalingsmetoder',
    paymentIntro: 'Betal, som det passer dig. Alle betalinger er krypterede.',
  },
  topics: {
    chainCare: {
      title: 'Sådan rengør og smører du kæden',
      intro: 'En ren, let smurt kæde skifter blødt, kører lydløst og holder dobbelt så længe.',
      steps: [
        'Tør kæden af med en tør klud, mens du træder baglæns.',
        'Børst genstridigt snavs væk med lidt affedtningsmiddel.',
        'Kom en dråbe kædeolie på hver rulle og tør det overskydende af.',
      ],
      tip: 'Smør kæden aftenen før turen, så olien kan trække ind i løbet af natten.',
    },
    winterCommuting: {
      title: 'Cykel på arbejde om vinteren',
      intro: 'Med godt lys, de rigtige dæk og et par vaner er turen til arbejde sikker hele vinteren.',
      steps: [
        'Monter kraftige for- og baglygter, og tjek dem hver morgen.',
        'Sænk dæktrykket lidt for bedre greb på våde veje.',
        'Skyl vejsalt af stel og kæde mindst én gang om ugen.',
      ],
      tip: 'Hav et par tørre handsker liggende på arbejdet til turen hjem.',
    },
    batteryRange: {
      title: 'Få længere rækkevidde ud af elcyklens batteri',
      intro: 'Hvor langt du kommer, afhænger mindre af batteriet end af, hvordan du cykler.',
      steps: [
        'Start i et let gear, og skift tidligt op.',
        'Brug eco-tilstand på flad vej, og spar kraften til bakkerne.',
        'Pump dækkene op til det tryk, der står på siden.',
      ],
      tip: 'Opbevar batteriet indendørs og halvt opladet, hvis du ikke cykler i et stykke tid.',
    },
    firstBike: {
      title: 'Vælg dit barns første cykel',
      intro: 'Den rigtige størrelse betyder mere end antallet af gear: en cykel, der passer, giver selvtillid.',
      steps: [
        'Mål dit barns skridtlængde i stedet for at gå efter alderen.',
        'Begge fødder skal kunne nå jorden, når barnet sidder i sadlen.',
        'Tjek, at små hænder kan nå og trække bremsegrebene.',
      ],
      tip: 'Vælg en let cykel: børn cykler længere på en cykel, de selv kan løfte.',
    },
    helmetReplacement: {
      title: 'Hvornår skal du skifte cykelhjelm?',
      intro: 'En hjelm beskytter én gang. Efter et styrt eller nogle års brug skal den skiftes.',
      steps: [
        'Skift den efter ethvert slag, også selv om du ikke kan se skader.',
        'Tjek skal og skum for revner og buler hver sæson.',
        'Skift den senest efter fem år, fordi skummet bliver hårdt.',
      ],
      tip: 'Opbevar hjelmen væk fra sol og radiatorer.',
    },
    bikeRack: {
      title: 'Købsguide: den rigtige cykelholder til bilen',
      intro: 'Trækkrog, tag eller bagklap: hvilken holder der passer, afhænger af din bil og dine cykler.',
      steps: [
        'Tjek den maksimale last på trækkrogen eller tagbøjlerne.',
        'Vej dine cykler, før du køber, især elcykler.',
        'Vælg en vipbar holder, så du stadig kan åbne bagklappen.',
      ],
      tip: 'Tag batterierne af elcyklerne før turen, og transporter dem inde i bilen.',
    },
    tyrePressure: {
      title: 'Det rigtige dæktryk til hver tur',
      intro: 'Det rigtige tryk gør cyklen hurtigere, mere komfortabel og mindre udsat for punkteringer.',
      steps: [
        'Aflæs trykområdet på dækkets side.',
        'Pump op til den øvre værdi på asfalt og lidt lavere på grus.',
        'Tjek trykket hver anden uge med en trykmåler.',
      ],
      tip: 'Tungere ryttere og læssede cykler har brug for den øvre del af området.',
    },
  },
  categories: {
    maintenance: 'Vedligeholdelse',
    commuting: 'Pendling',
    eBikes: 'Elcykler',
    family: 'Familie',
    safety: 'Sikkerhed',
    buyingGuide: 'Købsguide',
  },
  article: {
    stepsTitle: 'Trin for trin',
    tipTitle: 'Værkstedets tip',
    myth: 'Vedligeholdelse kan vente, til noget går i stykker.',
    mythFix: 'Lidt og ofte holder cyklen sikker og sparer penge.',
    quote: 'De fleste reparationer, vi ser, kunne være undgået med ti minutters pleje om måneden.',
    quoteRole: 'værkstedschef',
    readNext: 'Læs også:',
    moreOn: 'Flere modeller og tekniske detaljer på {brand}s hjemmeside.',
    writeTo: 'Spørgsmål? Skriv til vores kundeservice:',
    download: 'Download tjeklisten',
    backToSteps: 'Tilbage til trinene',
    visitDealer: ['I tvivl? Din forhandler hjælper gerne.', 'Find en butik nær dig i forhandlersøgningen.'],
    watchVideo: 'Se videoen',
    formIntro: 'Send os dit spørgsmål med formularen herunder, så svarer vi inden for to hverdage.',
  },
  campaigns: {
    springService: {
      title: 'Servicetjek',
      intro: 'Gør cyklen klar til sæsonen med et komplet eftersyn hos din forhandler.',
      text: 'Bremser, gear, dæk og lys bliver tjekket og justeret, og elcykler får den nyeste softwareopdatering.',
      cta: 'Book service',
    },
    testRideWeeks: {
      title: 'Prøveuger',
      intro: 'Prøv vores nye modeller gratis på dine egne veje.',
      text: 'Vælg en cykel, hent den hos en deltagende forhandler, og kør på den en weekend, før du beslutter dig.',
      cta: 'Find et testcenter',
    },
    winterLights: {
      title: 'Se og bliv set',
      intro: '20 % rabat på lygtesæt og refleksudstyr så længe kampagnen løber.',
      text: 'Korte dage og våde veje kræver stærkt lys. Vores forhandlere monterer det gratis, når du køber.',
      cta: 'Se lygter',
    },
    wearParts: {
      title: 'Nye sliddele',
      intro: '15 % rabat på kæder, bremseklodser og dæk, så længe kampagnen løber.',
      text: 'Hver produktside viser, hvilke størrelser og standarder en del passer til. Din forhandler monterer den, eller gør det selv med vores vejledninger.',
      cta: 'Find en forhandler',
    },
    carrierSeason: {
      title: 'Klar til turen',
      intro: 'Cykelholdere, tasker og kurve til enhver tur.',
      text: 'Vælg den holder, der passer til dit anhængertræk eller dine tagbøjler og vægten af dine cykler; din forhandler viser dig monteringen.',
      cta: 'Find en forhandler',
    },
  },
  lineKinds: {
    cityE: '{line} er elcyklen fra {brand} til hverdagen: let at køre, komfortabel og pålidelig.',
    trekkingE: '{line} tager dig på lange ture med kræfter til overs, med eller uden bagage.',
    mountainE: '{line} er bygget til stejle stigninger og tekniske nedkørsler med en kraftig motor.',
    city: '{line} er en bycykel fra {brand}, skabt til daglig brug i al slags vejr.',
    trekking: '{line} er en alsidig turcykel til pendling og weekendture.',
    mountain: '{line} er en mountainbike til dig, der vil have mere ud af hvert spor.',
    kids: '{line} er en let og sikker cykel, der vokser med unge rytteres selvtillid.',
    parts: '{line}-serien dækker de dele fra {brand}, der holder din cykel kørende.',
    accessories: '{line}-serien samler tilbehøret fra {brand} til hver tur.',
  },
  lineBody: 'Hver {line} bliver testet på vejen, før den når din forhandler, og fås i flere stelstørrelser.',
  contact: {
    phone: { title: 'Ring til os', text: 'Vores kundeservice svarer på spørgsmål om ordre, levering og garanti.' },
    email: { title: 'Send en e-mail', text: 'Skriv til os når som helst, vi svarer inden for to hverdage.' },
    form: {
      title: 'Kontaktformular',
      text: 'Fortæl os, hvad det drejer sig om, så sender vi din besked til det rette team.',
    },
  },
  openingHours: 'Mandag til fredag, kl. 9–17',
  shipping: {
    homeDelivery: {
      text: 'Vi leverer dele og tilbehør til din dør. Cykler kommer klar til at køre.',
      time: '3–5 hverdage',
    },
    dealerDelivery: {
      text: 'Hent din ordre samlet og justeret hos en forhandler nær dig.',
      time: '1–2 uger',
    },
  },
  returns: {
    parcelShop: { title: 'Retur via en pakkeshop', text: 'Print returlabelen, og aflever pakken i en pakkeshop.' },
    dealerReturn: { title: 'Retur hos forhandleren', text: 'Aflever varen hos den forhandler, hvor du hentede den.' },
  },
  payment: {
    paypal: { text: 'Betal med din PayPal-konto uden at indtaste kortoplysninger.' },
    klarna: { text: 'Fordel prisen på din cykel over månedlige rater.' },
    transfer: { text: 'Overfør beløbet på forhånd; vi sender, så snart det er modtaget.' },
  },
  pages: {
    about: {
      title: 'Om {brand}',
      text: 'Hos {brand} udvikler vi cykler til rigtige veje og rigtige cyklister, og vi tester hver model, før den når en forhandler.',
    },
    privacy: {
      title: 'Privatlivspolitik',
      text: 'Vi behandler kun dine personoplysninger for at håndtere din ordre og dine spørgsmål, og vi sælger dem aldrig videre.',
    },
    legalNotice: {
      title: 'Juridisk information',
      text: 'Denne hjemmeside udgives af {brand}. Virksomhedens ledelse er ansvarlig for indholdet.',
    },
  },
  splash: {
    title: 'Velkommen til {brand}',
    text: 'Vælg dit land og sprog for at se de modeller og priser, der gælder for dig.',
    cta: 'Gå til siden',
  },
  storeLocator: {
    intro: 'Find en forhandler nær dig til en prøvetur, rådgivning eller service.',
    collectInStore: 'Afhent i butik',
    testCenter: 'Testcenter',
    bikeTypes: 'Cykeltyper',
  },
  search: {
    intro: 'Søg efter cykler, dele, artikler og serviceemner.',
    placeholder: 'Hvad leder du efter?',
    noResults: 'Ingen resultater. Prøv et andet ord, eller gennemse kategorierne.',
  },
  faqTitle: 'Ofte stillede spørgsmål',
  faq: [
    {
      question: 'Hvor lang tid tager leveringen?',
      answer: 'Dele og tilbehør kommer normalt inden for 3–5 hverdage; cykler leveres via din forhandler.',
    },
    {
      question: 'Kan jeg returnere min ordre?',
      answer: 'Ja, ubrugte varer kan returneres inden for 30 dage. Cykler returneres via forhandleren.',
    },
    {
      question: 'Hvor finder jeg mit stelnummer?',
      answer: 'Stelnummeret er præget under krankboksen og står på din kvittering.',
    },
  ],
};
