import type { LanguageCopy } from './types';

export const cs: LanguageCopy = {
  home: {
    latestStories: 'Nejnovější články',
    currentCampaigns: 'Aktuální nabídky',
    ourProductLines: 'Naše modelové řady',
    popularNow: 'Právě oblíbené',
    shopByCategory: 'Nakupovat podle kategorie',
    viewAll: 'Zobrazit vše',
    discoverLine: 'Objevte {line}',
  },
  sellingPoints: {
    delivery: { title: 'Doprava zdarma od 100 €', text: 'Díly a příslušenství máte doma za pár pracovních dní.' },
    dealers: {
      title: 'Více než 1 000 prodejců',
      text: 'Testovací jízda, nastavení a servis u prodejce ve vašem okolí.',
    },
    frameWarranty: {
      title: 'Doživotní záruka na rám',
      text: 'Každý rám je ručně zkontrolován a první majitel získává doživotní záruku na rám.',
    },
    partsWarranty: {
      title: 'Dvouletá záruka',
      text: 'Na všechny díly a doplňky, s podporou našich prodejců po celé Evropě.',
    },
    partsFit: {
      title: 'Díly, které pasují',
      text: 'Každá produktová stránka uvádí rozměry a standardy, abyste objednali díl, který pasuje na vaše kolo.',
    },
    dispatch: {
      title: 'Rychlé odeslání',
      text: 'Doprava zdarma od 100 €; díly skladem odesíláme následující pracovní den.',
    },
  },
  newsletter: {
    title: 'Zůstaňte v sedle',
    text: 'Tipy na jízdu, nové modely a nabídky jednou měsíčně přímo do vaší schránky.',
    placeholder: 'Vaše e-mailová adresa',
    button: 'Přihlásit se',
    consent: 'Souhlasím se zasíláním newsletteru a mohu se kdykoli odhlásit.',
    thanks: 'Děkujeme! Potvrďte prosím přihlášení odkazem v našem e-mailu.',
  },
  cookie: {
    title: 'Používáme cookies',
    text: 'Cookies používáme, aby web fungoval, k měření návštěv a k zobrazení videí a map. Sami si vyberete, které smíme používat.',
    accept: 'Přijmout vše',
    reject: 'Pouze nezbytné',
    settings: 'Nastavení cookies',
  },
  footer: {
    aboutBrand: 'O značce {brand}',
    shipping: 'Doprava',
    payment: 'Platba',
    follow: 'Sledujte {brand} na síti {platform}',
  },
  listings: {
    storiesIntro: 'Rady z dílny, nákupní průvodci a příběhy ze silnic.',
    campaignsIntro: 'Aktuální nabídky a sezónní akce u vašeho prodejce.',
    productLinesIntro: 'Všechny modelové řady na jednom místě, od městského kola po elektrické horské kolo.',
    contactIntro: 'Máte dotaz ke kolu nebo objednávce? Vyberte si, jak nás kontaktovat.',
    shippingTitle: 'Možnosti doručení',
    shippingIntro: 'Jak k vám objednávka dorazí a jak ji vrátit.',
    paymentTitle: 'Způsoby platby',
    paymentIntro: 'Plaťte tak, jak vám to vyhovuje. Každá platba je šifrovaná.',
  },
  topics: {
    chainCare: {
      title: 'Jak vyčistit a namazat řetěz',
      intro: 'Čistý a lehce namazaný řetěz řadí hladce, běží tiše a vydrží dvakrát déle.',
      steps: [
        'Otřete řetěz suchým hadrem, zatímco šlapete pozpátku.',
        'Odolnou špínu odstraňte kartáčem a trochou odmašťovače.',
        'Na každý váleček kápněte kapku oleje a přebytek otřete.',
      ],
      tip: 'Řetěz namažte večer před vyjížďkou, aby olej přes noc zatekl.',
    },
    winterCommuting: {
      title: 'Do práce na kole i v zimě',
      intro: 'S dobrým osvětlením, správnými pláštěmi a několika návyky je cesta do práce bezpečná celou zimu.',
      steps: [
        'Namontujte silná přední a zadní světla a každé ráno je zkontrolujte.',
        'Mírně snižte tlak v pláštích pro lepší přilnavost na mokru.',
        'Alespoň jednou týdně opláchněte posypovou sůl z rámu a řetězu.',
      ],
      tip: 'Nechte si v práci suché rukavice na cestu domů.',
    },
    batteryRange: {
      title: 'Jak prodloužit dojezd baterie elektrokola',
      intro: 'Jak daleko dojedete, závisí méně na baterii a více na stylu jízdy.',
      steps: [
        'Rozjíždějte se na lehký převod a přeřazujte včas nahoru.',
        'Na rovině používejte režim eco a sílu šetřete do kopců.',
        'Nahustěte pláště na tlak uvedený na boku.',
      ],
      tip: 'Když delší dobu nejezdíte, skladujte baterii doma nabitou zhruba na polovinu.',
    },
    firstBike: {
      title: 'Jak vybrat první kolo pro dítě',
      intro: 'Správná velikost je důležitější než počet převodů: kolo, které sedí, dodává jistotu.',
      steps: [
        'Změřte dítěti délku vnitřní strany nohy místo toho, abyste se řídili věkem.',
        'Vsedě na sedle by mělo dosáhnout oběma nohama na zem.',
        'Ověřte, že malé ruce dosáhnou na brzdové páky a zvládnou je stisknout.',
      ],
      tip: 'Vyberte lehké kolo: děti ujedou víc na kole, které samy zvednou.',
    },
    helmetReplacement: {
      title: 'Kdy vyměnit cyklistickou přilbu',
      intro: 'Přilba chrání jen jednou. Po pádu nebo několika letech používání je třeba ji vyměnit.',
      steps: [
        'Vyměňte ji po každém nárazu, i když poškození nevidíte.',
        'Každou sezónu zkontrolujte skořepinu a pěnu, zda nejsou prasklé nebo promáčklé.',
        'Nejpozději po pěti letech ji vyměňte, protože pěna tvrdne.',
      ],
      tip: 'Přilbu skladujte mimo slunce a daleko od topení.',
    },
    bikeRack: {
      title: 'Průvodce nákupem: správný nosič kol na auto',
      intro: 'Na tažné zařízení, na střechu nebo na páté dveře: vhodný nosič závisí na autě i kolech.',
      steps: [
        'Zkontrolujte maximální zatížení tažného zařízení nebo střešních nosníků.',
        'Před nákupem svá kola zvažte, zejména elektrokola.',
        'Zvolte sklopný nosič, abyste mohli dál otevírat kufr.',
      ],
      tip: 'Před jízdou sundejte z elektrokol baterie a vezte je uvnitř auta.',
    },
    tyrePressure: {
      title: 'Správný tlak v pláštích pro každou jízdu',
      intro: 'Správný tlak dělá kolo rychlejší, pohodlnější a odolnější proti defektům.',
      steps: [
        'Zjistěte rozsah tlaku uvedený na boku pláště.',
        'Na asfalt huštěte na horní hodnotu, na šotolinu méně.',
        'Každé dva týdny zkontrolujte tlak manometrem.',
      ],
      tip: 'Těžší jezdci a naložená kola potřebují horní část rozsahu.',
    },
  },
  categories: {
    maintenance: 'Údržba',
    commuting: 'Dojíždění',
    eBikes: 'Elektrokola',
    family: 'Rodina',
    safety: 'Bezpečnost',
    buyingGuide: 'Průvodce nákupem',
  },
  article: {
    stepsTitle: 'Krok za krokem',
    tipTitle: 'Tip z naší dílny',
    myth: 'Údržba počká, dokud se něco nerozbije.',
    mythFix: 'Trocha péče často udrží kolo bezpečné a ušetří peníze.',
    quote: 'Většině oprav, které vidíme, by zabránilo deset minut péče měsíčně.',
    quoteRole: 'vedoucí dílny',
    readNext: 'Přečtěte si také:',
    moreOn: 'Další modely a technické detaily najdete na webu {brand}.',
    writeTo: 'Máte dotaz? Napište našemu zákaznickému servisu:',
    download: 'Stáhnout kontrolní seznam',
    backToSteps: 'Zpět na postup',
    visitDealer: [
      'Nejste si jistí? Váš prodejce rád pomůže.',
      'Prodejnu ve svém okolí najdete ve vyhledávání prodejců.',
    ],
    watchVideo: 'Přehrát video',
    formIntro: 'Pošlete nám dotaz pomocí formuláře níže a odpovíme do dvou pracovních dnů.',
  },
  campaigns: {
    springService: {
      title: 'Servisní prohlídka',
      intro: 'Připravte kolo na sezónu s kompletní prohlídkou u svého prodejce.',
      text: 'Brzdy, řazení, pláště a světla se zkontrolují a seřídí a elektrokola dostanou nejnovější aktualizaci softwaru.',
      cta: 'Objednat servis',
    },
    testRideWeeks: {
      title: 'Týdny testovacích jízd',
      intro: 'Vyzkoušejte naše nové modely zdarma na svých vlastních trasách.',
      text: 'Vyberte si kolo, vyzvedněte ho u zapojeného prodejce a jezděte na něm celý víkend, než se rozhodnete.',
      cta: 'Najít testovací centrum',
    },
    winterLights: {
      title: 'Vidět a být viděn',
      intro: 'Sleva 20 % na sady světel a reflexní oblečení po celou dobu akce.',
      text: 'Krátké dny a mokré silnice vyžadují silná světla. Naši prodejci je při nákupu namontují zdarma.',
      cta: 'Prohlédnout světla',
    },
    wearParts: {
      title: 'Nové opotřebitelné díly',
      intro: 'Sleva 15 % na řetězy, brzdové destičky a pláště po celou dobu akce.',
      text: 'Každá produktová stránka uvádí rozměry a standardy, ke kterým díl pasuje. Prodejce ho namontuje, nebo to zvládnete sami podle našich návodů.',
      cta: 'Najít prodejce',
    },
    carrierSeason: {
      title: 'Připraveni na cestu',
      intro: 'Nosiče kol, brašny a košíky na každý výlet.',
      text: 'Vyberte nosič, který odpovídá vašemu tažnému zařízení nebo střešním tyčím a hmotnosti vašich kol; prodejce vám ukáže montáž.',
      cta: 'Najít prodejce',
    },
  },
  lineKinds: {
    cityE: '{line} je elektrokolo {brand} pro každý den: snadno se ovládá, je pohodlné a spolehlivé.',
    trekkingE: '{line} vás s rezervou výkonu vezme na dlouhé túry, s nákladem i bez něj.',
    mountainE: '{line} je se silným motorem stavěné na prudká stoupání a technické sjezdy.',
    city: '{line} je městské kolo {brand} pro každodenní jízdu za každého počasí.',
    trekking: '{line} je všestranné trekingové kolo na cesty do práce i víkendové výlety.',
    mountain: '{line} je horské kolo pro všechny, kdo chtějí z každé stezky dostat víc.',
    kids: '{line} je lehké a bezpečné kolo, které roste se sebevědomím malých cyklistů.',
    parts: 'Řada {line} zahrnuje díly {brand}, díky kterým vaše kolo spolehlivě jede.',
    accessories: 'Řada {line} spojuje příslušenství {brand} pro každou vyjížďku.',
  },
  lineBody:
    'Každé {line} testujeme na silnici, než dorazí k vašemu prodejci, a je k dispozici v několika velikostech rámu.',
  contact: {
    phone: { title: 'Zavolejte nám', text: 'Náš zákaznický servis odpoví na dotazy k objednávce, doručení a záruce.' },
    email: { title: 'Napište e-mail', text: 'Napište nám kdykoli, odpovíme do dvou pracovních dnů.' },
    form: { title: 'Kontaktní formulář', text: 'Řekněte nám, o co jde, a vaši zprávu předáme správnému týmu.' },
  },
  openingHours: 'Pondělí až pátek, 9:00–17:00',
  shipping: {
    homeDelivery: {
      text: 'Díly a příslušenství doručíme až k vašim dveřím. Kola přijedou připravená k jízdě.',
      time: '3–5 pracovních dnů',
    },
    dealerDelivery: {
      text: 'Vyzvedněte si objednávku smontovanou a seřízenou u prodejce ve vašem okolí.',
      time: '1–2 týdny',
    },
  },
  returns: {
    parcelShop: {
      title: 'Vrácení přes výdejní místo',
      text: 'Vytiskněte štítek pro vrácení a odevzdejte balík na výdejním místě.',
    },
    dealerReturn: { title: 'Vrácení u prodejce', text: 'Přineste zboží zpět prodejci, u kterého jste ho vyzvedli.' },
  },
  payment: {
    paypal: { text: 'Plaťte účtem PayPal bez zadávání údajů o kartě.' },
    klarna: { text: 'Rozložte cenu kola do měsíčních splátek.' },
    transfer: { text: 'Převeďte částku předem; odešleme, jakmile platba dorazí.' },
  },
  pages: {
    about: {
      title: 'O značce {brand}',
      text: 'Ve společnosti {brand} navrhujeme kola pro skutečné silnice a skutečné cyklisty a každý model testujeme dřív, než se dostane k prodejci.',
    },
    privacy: {
      title: 'Ochrana osobních údajů',
      text: 'Vaše osobní údaje zpracováváme jen k vyřízení objednávky a dotazů a nikdy je neprodáváme třetím stranám.',
    },
    legalNotice: {
      title: 'Právní informace',
      text: 'Tento web provozuje {brand}. Za obsah odpovídá vedení společnosti.',
    },
  },
  splash: {
    title: 'Vítejte u značky {brand}',
    text: 'Vyberte zemi a jazyk a uvidíte modely a ceny, které pro vás platí.',
    cta: 'Vstoupit na web',
  },
  storeLocator: {
    intro: 'Najděte prodejce ve svém okolí pro testovací jízdu, poradenství nebo servis.',
    collectInStore: 'Vyzvednutí v prodejně',
    testCenter: 'Testovací centrum',
    bikeTypes: 'Typy kol',
  },
  search: {
    intro: 'Hledejte kola, díly, články a servisní témata.',
    placeholder: 'Co hledáte?',
    noResults: 'Nic nenalezeno. Zkuste jiné slovo nebo projděte kategorie.',
  },
  faqTitle: 'Časté dotazy',
  faq: [
    {
      question: 'Jak dlouho trvá doručení?',
      answer: 'Díly a příslušenství obvykle dorazí do 3–5 pracovních dnů; kola doručujeme přes vašeho prodejce.',
    },
    {
      question: 'Mohu objednávku vrátit?',
      answer: 'Ano, nepoužité zboží můžete vrátit do 30 dnů. Kola se vracejí přes prodejce.',
    },
    {
      question: 'Kde najdu výrobní číslo rámu?',
      answer: 'Číslo rámu je vyražené pod středovým složením a najdete ho i na dokladu o koupi.',
    },
  ],
};
