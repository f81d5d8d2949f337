import type { LanguageCopy } from './types';

export const fi: LanguageCopy = {
  home: {
    latestStories: 'Uusimmat jutut',
    currentCampaigns: 'Ajankohtaiset tarjoukset',
    ourProductLines: 'Mallisarjamme',
    popularNow: 'Suosittua nyt',
    shopByCategory: 'Selaa kategorioittain',
    viewAll: 'Näytä kaikki',
    discoverLine: 'Tutustu malliin {line}',
  },
  sellingPoints: {
    delivery: {
      title: 'Ilmainen toimitus yli 100 € tilauksiin',
      text: 'Osat ja tarvikkeet perillä muutamassa arkipäivässä.',
    },
    dealers: { title: 'Yli 1 000 jälleenmyyjää', text: 'Koeajo, säädöt ja huolto lähelläsi olevassa liikkeessä.' },
    frameWarranty: {
      title: 'Elinikäinen runkotakuu',
      text: 'Jokainen runko tarkastetaan käsin, ja ensimmäisellä omistajalla on elinikäinen runkotakuu.',
    },
    partsWarranty: {
      title: 'Kahden vuoden takuu',
      text: 'Kaikille osille ja varusteille, jälleenmyyjäverkostomme tukemana kaikkialla Euroopassa.',
    },
    partsFit: {
      title: 'Osat, jotka sopivat',
      text: 'Jokaisella tuotesivulla on koot ja standardit, joten tilaat pyörääsi sopivan osan.',
    },
    dispatch: {
      title: 'Nopea lähetys',
      text: 'Ilmainen toimitus yli 100 € tilauksiin; varastossa olevat osat lähtevät seuraavana arkipäivänä.',
    },
  },
  newsletter: {
    title: 'Pysy satulassa',
    text: 'Ajovinkit, uudet mallit ja tarjoukset kerran kuussa suoraan sähköpostiisi.',
    placeholder: 'Sähköpostiosoitteesi',
    button: 'Tilaa',
    consent: 'Haluan tilata uutiskirjeen ja voin perua tilauksen milloin tahansa.',
    thanks: 'Kiitos! Vahvista tilaus sähköpostiimme tulevasta linkistä.',
  },
  cookie: {
    title: 'Käytämme evästeitä',
    text: 'Käytämme evästeitä sivuston toimintaan, käyntien mittaamiseen sekä videoiden ja karttojen näyttämiseen. Sinä päätät, mitä saamme käyttää.',
    accept: 'Hyväksy kaikki',
    reject: 'Vain välttämättömät',
    settings: 'Evästeasetukset',
  },
  footer: {
    aboutBrand: 'Tietoa meistä',
    shipping: 'Toimitus',
    payment: 'Maksaminen',
    follow: '{brand} palvelussa {platform}',
  },
  listings: {
    storiesIntro: 'Korjaamon vinkkejä, ostooppaita ja tarinoita tien päältä.',
    campaignsIntro: 'Tarjoukset ja kauden kampanjat jälleenmyyjälläsi.',
    productLinesIntro: 'Kaikki malliperheet yhdellä silmäyksellä, kaupunkipyörästä sähkömaastopyörään.',
    contactIntro: 'Kysyttävää pyörästäsi tai tilauksestasi? Valitse, miten haluat ottaa yhteyttä.',
    shippingTitle: 'Toimitustavat',
    shippingIntro: 'Näin tilauksesi tulee perille ja näin palautat sen.',
    paymentTitle: 'Maksutavat',
    paymentIntro: 'Maksa itsellesi sopivalla tavalla. Jokainen maksu on salattu.',
  },
  topics: {
    chainCare: {
      title: 'Ketjun puhdistus ja voitelu',
      intro: 'Puhdas ja kevyesti voideltu ketju vaihtaa pehmeästi, toimii hiljaa ja kestää kaksi kertaa pidempään.',
      steps: [
        'Pyyhi ketju kuivalla liinalla polkiessasi taaksepäin.',
        'Harjaa pinttynyt lika pois pienellä määrällä rasvanpoistoainetta.',
        'Laita tippa ketjuöljyä jokaiseen rullaan ja pyyhi ylimääräinen pois.',
      ],
      tip: 'Voitele ketju ajoa edeltävänä iltana, niin öljy ehtii imeytyä yön aikana.',
    },
    winterCommuting: {
      title: 'Pyörällä töihin talvella',
      intro: 'Hyvillä valoilla, oikeilla renkailla ja muutamalla tavalla työmatka pysyy turvallisena koko talven.',
      steps: [
        'Asenna kirkkaat etu- ja takavalot ja tarkista ne joka aamu.',
        'Laske rengaspainetta hieman, niin pito paranee märällä tiellä.',
        'Huuhtele tiesuola rungosta ja ketjusta vähintään kerran viikossa.',
      ],
      tip: 'Pidä töissä kuivat hanskat kotimatkaa varten.',
    },
    batteryRange: {
      title: 'Lisää toimintamatkaa sähköpyörän akusta',
      intro: 'Se, kuinka pitkälle pääset, riippuu enemmän ajotavastasi kuin akusta.',
      steps: [
        'Lähde liikkeelle kevyellä vaihteella ja vaihda ajoissa isommalle.',
        'Käytä tasaisella eco-tilaa ja säästä tehoa ylämäkiin.',
        'Pumppaa renkaat kyljessä ilmoitettuun paineeseen.',
      ],
      tip: 'Säilytä akku sisällä noin puoliksi ladattuna, jos et aja vähään aikaan.',
    },
    firstBike: {
      title: 'Lapsen ensimmäisen pyörän valinta',
      intro: 'Oikea koko on tärkeämpi kuin vaihteiden määrä: sopiva pyörä antaa itsevarmuutta.',
      steps: [
        'Mittaa lapsen jalan sisäpituus iän sijaan.',
        'Satulassa istuessa molempien jalkojen pitää ylettyä maahan.',
        'Varmista, että pienet kädet ylettyvät jarrukahvoihin ja jaksavat puristaa niitä.',
      ],
      tip: 'Valitse kevyt pyörä: lapset ajavat pidemmälle pyörällä, jonka he jaksavat nostaa itse.',
    },
    helmetReplacement: {
      title: 'Milloin pyöräilykypärä pitää vaihtaa',
      intro: 'Kypärä suojaa vain kerran. Kaatumisen tai muutaman käyttövuoden jälkeen se on vaihdettava.',
      steps: [
        'Vaihda kypärä jokaisen iskun jälkeen, vaikka vauriota ei näkyisi.',
        'Tarkista kuori ja iskunvaimennin joka kausi halkeamien ja painaumien varalta.',
        'Vaihda kypärä viimeistään viiden vuoden kuluttua, koska vaahto kovettuu.',
      ],
      tip: 'Säilytä kypärää poissa auringosta ja lämpöpattereiden luota.',
    },
    bikeRack: {
      title: 'Osto-opas: oikea pyöräteline autoon',
      intro: 'Vetokoukku, katto vai takaluukku: sopiva teline riippuu autostasi ja pyöristäsi.',
      steps: [
        'Tarkista vetokoukun tai kattotelineen suurin sallittu kuorma.',
        'Punnitse pyöräsi ennen ostoa, etenkin sähköpyörät.',
        'Valitse kallistuva teline, jotta takaluukku aukeaa edelleen.',
      ],
      tip: 'Irrota sähköpyörien akut ennen matkaa ja kuljeta ne auton sisällä.',
    },
    tyrePressure: {
      title: 'Oikea rengaspaine jokaiselle lenkille',
      intro: 'Oikea paine tekee pyörästä nopeamman, mukavamman ja vähemmän puhkeamisaltiin.',
      steps: [
        'Lue painealue renkaan kyljestä.',
        'Pumppaa asfaltille ylärajaan ja soralle hieman vähemmän.',
        'Tarkista paine kahden viikon välein painemittarilla.',
      ],
      tip: 'Painavammat ajajat ja kuormatut pyörät tarvitsevat painealueen yläpään.',
    },
  },
  categories: {
    maintenance: 'Huolto',
    commuting: 'Työmatkapyöräily',
    eBikes: 'Sähköpyörät',
    family: 'Perhe',
    safety: 'Turvallisuus',
    buyingGuide: 'Ostoopas',
  },
  article: {
    stepsTitle: 'Vaihe vaiheelta',
    tipTitle: 'Korjaamon vinkki',
    myth: 'Huolto voi odottaa, kunnes jokin hajoaa.',
    mythFix: 'Vähän mutta usein pitää pyörän turvallisena ja säästää rahaa.',
    quote: 'Useimmat näkemämme korjaukset olisi vältetty kymmenen minuutin kuukausittaisella huollolla.',
    quoteRole: 'korjaamon päällikkö',
    readNext: 'Lue myös:',
    moreOn: 'Lisää malleja ja teknisiä tietoja {brand}-sivustolla.',
    writeTo: 'Kysyttävää? Kirjoita asiakaspalveluumme:',
    download: 'Lataa tarkistuslista',
    backToSteps: 'Takaisin vaiheisiin',
    visitDealer: ['Epävarma? Jälleenmyyjäsi auttaa mielellään.', 'Löydät lähimmän liikkeen jälleenmyyjähausta.'],
    watchVideo: 'Katso video',
    formIntro: 'Lähetä kysymyksesi alla olevalla lomakkeella, vastaamme kahden arkipäivän kuluessa.',
  },
  campaigns: {
    springService: {
      title: 'Huoltotarkastus',
      intro: 'Valmista pyöräsi kauteen täydellä tarkastuksella jälleenmyyjälläsi.',
      text: 'Jarrut, vaihteet, renkaat ja valot tarkistetaan ja säädetään, ja sähköpyörät saavat uusimman ohjelmistopäivityksen.',
      cta: 'Varaa huolto',
    },
    testRideWeeks: {
      title: 'Koeajoviikot',
      intro: 'Kokeile uusia mallejamme maksutta omilla reiteilläsi.',
      text: 'Valitse pyörä, nouda se osallistuvalta jälleenmyyjältä ja aja sillä viikonloppu ennen päätöstä.',
      cta: 'Etsi koeajokeskus',
    },
    winterLights: {
      title: 'Näe ja näy',
      intro: '20 % alennus valosarjoista ja heijastavista varusteista kampanjan ajan.',
      text: 'Lyhyet päivät ja märät tiet vaativat kirkkaat valot. Jälleenmyyjämme asentavat ne ostaessasi veloituksetta.',
      cta: 'Katso valot',
    },
    wearParts: {
      title: 'Uudet kulutusosat',
      intro: '15 % alennus ketjuista, jarrupaloista ja renkaista kampanjan ajan.',
      text: 'Jokaisella tuotesivulla kerrotaan, mihin kokoihin ja standardeihin osa sopii. Jälleenmyyjä asentaa sen, tai tee se itse ohjeidemme avulla.',
      cta: 'Etsi jälleenmyyjä',
    },
    carrierSeason: {
      title: 'Valmiina matkaan',
      intro: 'Pyörätelineet, laukut ja korit jokaiselle retkelle.',
      text: 'Valitse teline, joka sopii vetokoukkuusi tai kattotelineisiisi ja pyöriesi painoon; jälleenmyyjä näyttää, miten se asennetaan.',
      cta: 'Etsi jälleenmyyjä',
    },
  },
  lineKinds: {
    cityE: '{line} on {brand}-sähköpyörä arkeen: helppo ajaa, mukava ja luotettava.',
    trekkingE: '{line} vie pitkille retkille reilulla teholla, kuormalla tai ilman.',
    mountainE: '{line} on rakennettu jyrkkiin nousuihin ja teknisiin laskuihin tehokkaalla moottorilla.',
    city: '{line} on {brand}-kaupunkipyörä päivittäiseen ajoon säällä kuin säällä.',
    trekking: '{line} on monipuolinen retkipyörä työmatkoille ja viikonlopun reissuille.',
    mountain: '{line} on maastopyörä niille, jotka haluavat enemmän jokaiselta polulta.',
    kids: '{line} on kevyt ja turvallinen pyörä, joka kasvaa nuoren pyöräilijän itsevarmuuden mukana.',
    parts: '{line}-sarja kattaa {brand}-osat, jotka pitävät pyöräsi kulkemassa.',
    accessories: '{line}-sarja kokoaa {brand}-tarvikkeet jokaiselle lenkille.',
  },
  lineBody:
    'Jokainen {line} testataan tiellä ennen kuin se päätyy jälleenmyyjällesi, ja sitä on saatavana useassa runkokoossa.',
  contact: {
    phone: {
      title: 'Soita meille',
      text: 'Asiakaspalvelumme vastaa tilausta, toimitusta ja takuuta koskeviin kysymyksiin.',
    },
    email: { title: 'Lähetä sähköpostia', text: 'Kirjoita meille milloin vain, vastaamme kahden arkipäivän kuluessa.' },
    form: { title: 'Yhteydenottolomake', text: 'Kerro, mistä on kyse, niin ohjaamme viestisi oikealle tiimille.' },
  },
  openingHours: 'Maanantaista perjantaihin klo 9–17',
  shipping: {
    homeDelivery: {
      text: 'Toimitamme osat ja tarvikkeet ovellesi. Pyörät saapuvat ajovalmiina.',
      time: '3–5 arkipäivää',
    },
    dealerDelivery: {
      text: 'Nouda tilauksesi koottuna ja säädettynä lähimmältä jälleenmyyjältä.',
      time: '1–2 viikkoa',
    },
  },
  returns: {
    parcelShop: {
      title: 'Palautus noutopisteen kautta',
      text: 'Tulosta palautustarra ja jätä paketti noutopisteeseen.',
    },
    dealerReturn: { title: 'Palautus jälleenmyyjälle', text: 'Tuo tuote takaisin jälleenmyyjälle, jolta noudit sen.' },
  },
  payment: {
    paypal: { text: 'Maksa PayPal-tililläsi ilman korttitietojen syöttämistä.' },
    klarna: { text: 'Jaa pyörän hinta kuukausittaisiin eriin.' },
    transfer: { text: 'Maksa summa etukäteen; lähetämme tilauksen heti, kun maksu on saapunut.' },
  },
  pages: {
    about: {
      title: 'Tietoa meistä',
      text: '{brand} suunnittelee pyöriä oikeille teille ja oikeille pyöräilijöille, ja testaamme jokaisen mallin ennen kuin se päätyy jälleenmyyjälle.',
    },
    privacy: {
      title: 'Tietosuojaseloste',
      text: 'Käsittelemme henkilötietojasi vain tilauksesi ja kysymystesi hoitamiseen emmekä koskaan myy niitä eteenpäin.',
    },
    legalNotice: {
      title: 'Oikeudellinen huomautus',
      text: 'Tämän sivuston julkaisee {brand}. Sisällöstä vastaa yrityksen johto.',
    },
  },
  splash: {
    title: 'Tervetuloa {brand}-sivustolle',
    text: 'Valitse maa ja kieli nähdäksesi sinua koskevat mallit ja hinnat.',
    cta: 'Siirry sivustolle',
  },
  storeLocator: {
    intro: 'Löydä lähin jälleenmyyjä koeajoa, neuvontaa tai huoltoa varten.',
    collectInStore: 'Nouto myymälästä',
    testCenter: 'Koeajokeskus',
    bikeTypes: 'Pyörätyypit',
  },
  search: {
    intro: 'Hae pyöriä, osia, juttuja ja huoltoaiheita.',
    placeholder: 'Mitä etsit?',
    noResults: 'Ei tuloksia. Kokeile toista sanaa tai selaa kategorioita.',
  },
  faqTitle: 'Usein kysytyt kysymykset',
  faq: [
    {
      question: 'Kuinka kauan toimitus kestää?',
      answer: 'Osat ja tarvikkeet saapuvat yleensä 3–5 arkipäivässä; pyörät toimitetaan jälleenmyyjän kautta.',
    },
    {
      question: 'Voinko palauttaa tilaukseni?',
      answer:
        'Kyllä, käyttämättömät tuotteet voi palauttaa 30 päivän kuluessa. Pyörät palautetaan jälleenmyyjän kautta.',
    },
    {
      question: 'Mistä löydän runkonumeron?',
      answer: 'Runkonumero on leimattu keskiön alle, ja se löytyy myös ostokuitistasi.',
    },
  ],
};
