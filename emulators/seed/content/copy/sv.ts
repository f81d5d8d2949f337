import type { LanguageCopy } from './types';

export const sv: LanguageCopy = {
  home: {
    latestStories: 'Senaste artiklarna',
    currentCampaigns: 'Aktuella erbjudanden',
    ourProductLines: 'Våra modellserier',
    popularNow: 'Populärt just nu',
    shopByCategory: 'Handla efter kategori',
    viewAll: 'Visa alla',
    discoverLine: 'Upptäck {line}',
  },
  sellingPoints: {
    delivery: { title: 'Fri frakt över 100 €', text: 'Delar och tillbehör levereras inom några arbetsdagar.' },
    dealers: { title: 'Över 1 000 återförsäljare', text: 'Provtur, inställning och service hos en butik nära dig.' },
    frameWarranty: {
      title: 'Livstids ramgaranti',
      text: 'Varje ram kontrolleras för hand och den första ägaren har livstids ramgaranti.',
    },
    partsWarranty: {
      title: 'Två års garanti',
      text: 'På alla delar och tillbehör, med stöd av våra återförsäljare i hela Europa.',
    },
    partsFit: {
      title: 'Delar som passar',
      text: 'Varje produktsida anger storlekar och standarder, så att du beställer delen som passar din cykel.',
    },
    dispatch: {
      title: 'Snabb leverans',
      text: 'Fri frakt från 100 €; delar i lager lämnar vårt lager nästa arbetsdag.',
    },
  },
  newsletter: {
    title: 'Stanna kvar i sadeln',
    text: 'Cykeltips, nya modeller och erbjudanden en gång i månaden direkt i din inkorg.',
    placeholder: 'Din e-postadress',
    button: 'Prenumerera',
    consent: 'Jag vill få nyhetsbrevet och kan avsluta prenumerationen när som helst.',
    thanks: 'Tack! Bekräfta din prenumeration via länken i vårt e-postmeddelande.',
  },
  cookie: {
    title: 'Vi använder cookies',
    text: 'Vi använder cookies för att webbplatsen ska fungera, för att mäta besök och för att visa videor och kartor. Du väljer vilka vi får använda.',
    accept: 'Godkänn alla',
    reject: 'Endast nödvändiga',
    settings: 'Cookie-inställningar',
  },
  footer: {
    aboutBrand: 'Om {brand}',
    shipping: 'Leverans',
    payment: 'Betalning',
    follow: 'Följ {brand} på {platform}',
  },
  listings: {
    storiesIntro: 'Verkstadskunskap, köpguider och berättelser från vägen.',
    campaignsIntro: 'Aktuella erbjudanden och säsongskampanjer hos din återförsäljare.',
    productLinesIntro: 'Alla modellfamiljer i en överblick, från stadscykel till elektrisk mountainbike.',
    contactIntro: 'Frågor om din cykel eller din beställning? Välj hur du vill nå oss.',
    shippingTitle: 'Leveransalternativ',
    shippingIntro: 'Så kommer din beställning till dig, och så returnerar du den.',
    paymentTitle: 'Betalningssätt',
    paymentIntro: 'Betala på det sätt som passar dig. Alla betalningar är krypterade.',
  },
  topics: {
    chainCare: {
      title: 'Så rengör och smörjer du kedjan',
      intro: 'En ren, lätt smord kedja växlar mjukt, går tyst och håller dubbelt så länge.',
      steps: [
        'Torka av kedjan med en torr trasa medan du trampar baklänges.',
        'Borsta bort envis smuts med lite avfettningsmedel.',
        'Sätt en droppe kedjeolja på varje rulle och torka bort överskottet.',
      ],
      tip: 'Smörj kedjan kvällen före turen så att oljan hinner tränga in under natten.',
    },
    winterCommuting: {
      title: 'Cykla till jobbet på vintern',
      intro: 'Med bra belysning, rätt däck och några vanor är pendlingen säker hela vintern.',
      steps: [
        'Montera starka fram- och baklampor och kontrollera dem varje morgon.',
        'Sänk däcktrycket något för bättre grepp på våta vägar.',
        'Skölj bort vägsalt från ram och kedja minst en gång i veckan.',
      ],
      tip: 'Ha ett par torra handskar på jobbet till hemvägen.',
    },
    batteryRange: {
      title: 'Få längre räckvidd ur elcykelns batteri',
      intro: 'Hur långt du kommer beror mindre på batteriet än på hur du cyklar.',
      steps: [
        'Starta på en lätt växel och växla upp tidigt.',
        'Använd eco-läget på slät mark och spara kraften till backarna.',
        'Pumpa däcken till trycket som står på sidan.',
      ],
      tip: 'Förvara batteriet inomhus och halvladdat om du inte cyklar på ett tag.',
    },
    firstBike: {
      title: 'Välja ditt barns första cykel',
      intro: 'Rätt storlek betyder mer än antalet växlar: en cykel som passar ger självförtroende.',
      steps: [
        'Mät barnets innerbenslängd i stället för att utgå från åldern.',
        'Båda fötterna ska nå marken när barnet sitter på sadeln.',
        'Kontrollera att små händer når och orkar dra i bromshandtagen.',
      ],
      tip: 'Välj en lätt cykel: barn cyklar längre på en cykel de kan lyfta själva.',
    },
    helmetReplacement: {
      title: 'När ska du byta cykelhjälm?',
      intro: 'En hjälm skyddar en gång. Efter en olycka eller några års användning måste den bytas.',
      steps: [
        'Byt den efter varje smäll, även om du inte ser någon skada.',
        'Kontrollera skal och cellplast varje säsong efter sprickor och bucklor.',
        'Byt den senast efter fem år, eftersom cellplasten hårdnar.',
      ],
      tip: 'Förvara hjälmen skyddad från sol och element.',
    },
    bikeRack: {
      title: 'Köpguide: rätt cykelhållare till bilen',
      intro: 'Dragkrok, tak eller baklucka: vilken hållare som passar beror på din bil och dina cyklar.',
      steps: [
        'Kontrollera maxlasten för dragkroken eller takräckena.',
        'Väg dina cyklar innan du köper, särskilt elcyklar.',
        'Välj en fällbar hållare så att du fortfarande kan öppna bakluckan.',
      ],
      tip: 'Ta av elcyklarnas batterier före resan och förvara dem inne i bilen.',
    },
    tyrePressure: {
      title: 'Rätt däcktryck för varje tur',
      intro: 'Rätt tryck gör cykeln snabbare, bekvämare och mindre känslig för punktering.',
      steps: [
        'Läs av tryckintervallet på däckets sida.',
        'Pumpa till det övre värdet för asfalt och lite lägre för grus.',
        'Kontrollera trycket varannan vecka med en tryckmätare.',
      ],
      tip: 'Tyngre cyklister och lastade cyklar behöver den övre delen av intervallet.',
    },
  },
  categories: {
    maintenance: 'Underhåll',
    commuting: 'Pendling',
    eBikes: 'Elcyklar',
    family: 'Familj',
    safety: 'Säkerhet',
    buyingGuide: 'Köpguide',
  },
  article: {
    stepsTitle: 'Steg för steg',
    tipTitle: 'Verkstadens tips',
    myth: 'Underhåll kan vänta tills något går sönder.',
    mythFix: 'Lite och ofta håller cykeln säker och sparar pengar.',
    quote: 'De flesta reparationer vi ser hade kunnat undvikas med tio minuters skötsel i månaden.',
    quoteRole: 'verkstadschef',
    readNext: 'Läs också:',
    moreOn: 'Fler modeller och tekniska detaljer på {brand}s webbplats.',
    writeTo: 'Frågor? Skriv till vår kundservice:',
    download: 'Ladda ner checklistan',
    backToSteps: 'Tillbaka till stegen',
    visitDealer: ['Osäker? Din återförsäljare hjälper gärna till.', 'Hitta en butik nära dig i återförsäljarsöket.'],
    watchVideo: 'Se videon',
    formIntro: 'Skicka din fråga med formuläret nedan så svarar vi inom två arbetsdagar.',
  },
  campaigns: {
    springService: {
      title: 'Servicekontroll',
      intro: 'Gör cykeln redo för säsongen med en fullständig kontroll hos din återförsäljare.',
      text: 'Bromsar, växlar, däck och belysning kontrolleras och justeras, och elcyklar får den senaste programuppdateringen.',
      cta: 'Boka service',
    },
    testRideWeeks: {
      title: 'Provturveckor',
      intro: 'Prova våra nya modeller gratis på dina egna vägar.',
      text: 'Välj en cykel, hämta den hos en deltagande återförsäljare och cykla en helg innan du bestämmer dig.',
      cta: 'Hitta ett testcenter',
    },
    winterLights: {
      title: 'Se och synas',
      intro: '20 % rabatt på belysningsset och reflexkläder så länge kampanjen pågår.',
      text: 'Korta dagar och våta vägar kräver starkt ljus. Våra återförsäljare monterar det gratis när du köper.',
      cta: 'Se belysning',
    },
    wearParts: {
      title: 'Nya slitdelar',
      intro: '15 % rabatt på kedjor, bromsbelägg och däck så länge kampanjen pågår.',
      text: 'Varje produktsida anger vilka storlekar och standarder en del passar. Din återförsäljare monterar den, eller gör det själv med våra guider.',
      cta: 'Hitta en återförsäljare',
    },
    carrierSeason: {
      title: 'Redo för resan',
      intro: 'Cykelhållare, väskor och korgar för varje tur.',
      text: 'Välj den hållare som passar din dragkrok eller dina takräcken och vikten på dina cyklar; din återförsäljare visar hur den monteras.',
      cta: 'Hitta en återförsäljare',
    },
  },
  lineKinds: {
    cityE: '{line} är {brand}s elcykel för vardagen: lätt att cykla, bekväm och pålitlig.',
    trekkingE: '{line} tar dig på långa turer med kraft över, med eller utan packning.',
    mountainE: '{line} är byggd för branta stigningar och tekniska utförslöpor med en stark motor.',
    city: '{line} är en stadscykel från {brand} gjord för daglig användning i alla väder.',
    trekking: '{line} är en mångsidig hybridcykel för pendling och helgturer.',
    mountain: '{line} är en mountainbike för dig som vill få ut mer av varje stig.',
    kids: '{line} är en lätt och säker cykel som växer med unga cyklisters självförtroende.',
    parts: '{line}-serien omfattar delarna från {brand} som håller din cykel rullande.',
    accessories: '{line}-serien samlar tillbehören från {brand} för varje tur.',
  },
  lineBody: 'Varje {line} testas på vägen innan den når din återförsäljare och finns i flera ramstorlekar.',
  contact: {
    phone: { title: 'Ring oss', text: 'Vår kundservice svarar på frågor om beställning, leverans och garanti.' },
    email: { title: 'Skicka ett mejl', text: 'Skriv till oss när du vill, vi svarar inom två arbetsdagar.' },
    form: { title: 'Kontaktformulär', text: 'Berätta vad det gäller så skickar vi ditt meddelande till rätt team.' },
  },
  openingHours: 'Måndag till fredag, 9.00–17.00',
  shipping: {
    homeDelivery: {
      text: 'Vi levererar delar och tillbehör till din dörr. Cyklar kommer färdiga att köra.',
      time: '3–5 arbetsdagar',
    },
    dealerDelivery: {
      text: 'Hämta din beställning monterad och justerad hos en återförsäljare nära dig.',
      time: '1–2 veckor',
    },
  },
  returns: {
    parcelShop: {
      title: 'Retur via ett paketombud',
      text: 'Skriv ut returetiketten och lämna paketet hos ett paketombud.',
    },
    dealerReturn: {
      title: 'Retur hos återförsäljaren',
      text: 'Lämna tillbaka varan hos återförsäljaren där du hämtade den.',
    },
  },
  payment: {
    paypal: { text: 'Betala med ditt PayPal-konto utan att ange kortuppgifter.' },
    klarna: { text: 'Dela upp priset på din cykel i månadsbetalningar.' },
    transfer: { text: 'Överför beloppet i förskott; vi skickar så snart det kommit in.' },
  },
  pages: {
    about: {
      title: 'Om {brand}',
      text: 'På {brand} konstruerar vi cyklar för riktiga vägar och riktiga cyklister, och vi testar varje modell innan den når en återförsäljare.',
    },
    privacy: {
      title: 'Integritetspolicy',
      text: 'Vi behandlar dina personuppgifter bara för att hantera din beställning och dina frågor, och vi säljer dem aldrig vidare.',
    },
    legalNotice: {
      title: 'Juridisk information',
      text: 'Den här webbplatsen ges ut av {brand}. Företagets ledning ansvarar för innehållet.',
    },
  },
  splash: {
    title: 'Välkommen till {brand}',
    text: 'Välj land och språk för att se de modeller och priser som gäller för dig.',
    cta: 'Gå till webbplatsen',
  },
  storeLocator: {
    intro: 'Hitta en återförsäljare nära dig för provtur, rådgivning eller service.',
    collectInStore: 'Hämta i butik',
    testCenter: 'Testcenter',
    bikeTypes: 'Cykeltyper',
  },
  search: {
    intro: 'Sök efter cyklar, delar, artiklar och serviceämnen.',
    placeholder: 'Vad letar du efter?',
    noResults: 'Inga träffar. Prova ett annat ord eller bläddra bland kategorierna.',
  },
  faqTitle: 'Vanliga frågor',
  faq: [
    {
      question: 'Hur lång är leveranstiden?',
      answer: 'Delar och tillbehör kommer oftast inom 3–5 arbetsdagar; cyklar levereras via din återförsäljare.',
    },
    {
      question: 'Kan jag returnera min beställning?',
      answer: 'Ja, oanvända varor kan returneras inom 30 dagar. Cyklar returneras via återförsäljaren.',
    },
    {
      question: 'Var hittar jag ramnumret?',
      answer: 'Ramnumret är instansat under vevlagret och står på ditt kvitto.',
    },
  ],
};
