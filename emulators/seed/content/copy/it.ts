import type { LanguageCopy } from './types';

export const it: LanguageCopy = {
  home: {
    latestStories: 'Ultime storie',
    currentCampaigns: 'Offerte del momento',
    ourProductLines: 'Le nostre linee',
    popularNow: 'I più richiesti',
    shopByCategory: 'Acquista per categoria',
    viewAll: 'Vedi tutto',
    discoverLine: 'Scopri la {line}',
  },
  sellingPoints: {
    delivery: {
      title: 'Spedizione gratuita da 100 €',
      text: 'Ricambi e accessori arrivano in pochi giorni lavorativi.',
    },
    dealers: { title: 'Oltre 1.000 rivenditori', text: 'Prova, regolazione e assistenza in un negozio vicino a te.' },
    frameWarranty: {
      title: 'Garanzia a vita sul telaio',
      text: 'Ogni telaio è controllato a mano e il primo proprietario ha una garanzia a vita sul telaio.',
    },
    partsWarranty: {
      title: 'Garanzia di due anni',
      text: 'Su tutti i componenti e gli accessori, con la nostra rete di rivenditori in Europa.',
    },
    partsFit: {
      title: 'Componenti compatibili',
      text: 'Ogni pagina prodotto indica misure e standard, così ordini il componente adatto alla tua bici.',
    },
    dispatch: {
      title: 'Spedizione rapida',
      text: 'Spedizione gratuita da 100 €; i componenti disponibili partono dal magazzino il giorno lavorativo successivo.',
    },
  },
  newsletter: {
    title: 'Resta in sella',
    text: 'Consigli di guida, nuovi modelli e offerte una volta al mese nella tua casella di posta.',
    placeholder: 'Il tuo indirizzo e-mail',
    button: 'Iscriviti',
    consent: 'Accetto di ricevere la newsletter e posso disiscrivermi in qualsiasi momento.',
    thanks: 'Grazie! Conferma l’iscrizione con il link nella nostra e-mail.',
  },
  cookie: {
    title: 'Usiamo i cookie',
    text: 'Usiamo i cookie per far funzionare il sito, misurare le visite e mostrare video e mappe. Sei tu a scegliere quali possiamo usare.',
    accept: 'Accetta tutti',
    reject: 'Solo cookie necessari',
    settings: 'Impostazioni cookie',
  },
  footer: {
    aboutBrand: 'Chi è {brand}',
    shipping: 'Consegna',
    payment: 'Pagamento',
    follow: 'Segui {brand} su {platform}',
  },
  listings: {
    storiesIntro: 'Consigli d’officina, guide all’acquisto e storie dalla strada.',
    campaignsIntro: 'Offerte e promozioni di stagione presso il tuo rivenditore.',
    productLinesIntro: 'Tutte le famiglie di modelli, dalla city bike alla e-MTB.',
    contactIntro: 'Domande sulla tua bici o sul tuo ordine? Scegli come contattarci.',
    shippingTitle: 'Opzioni di consegna',
    shippingIntro: 'Come arriva il tuo ordine e come restituirlo.',
    paymentTitle: 'Metodi di pagamento',
    paymentIntro: 'Paga come preferisci. Ogni pagamento è crittografato.',
  },
  topics: {
    chainCare: {
      title: 'Come pulire e lubrificare la catena',
      intro: 'Una catena pulita e leggermente oliata cambia fluida, è silenziosa e dura il doppio.',
      steps: [
        'Pulisci la catena con un panno asciutto pedalando all’indietro.',
        'Togli lo sporco ostinato con una spazzola e un po’ di sgrassatore.',
        'Metti una goccia di olio su ogni rullino e rimuovi l’eccesso.',
      ],
      tip: 'Lubrifica la catena la sera prima dell’uscita, così l’olio penetra durante la notte.',
    },
    winterCommuting: {
      title: 'Andare al lavoro in bici d’inverno',
      intro: 'Con buone luci, le gomme giuste e qualche abitudine, il tragitto resta sicuro tutto l’inverno.',
      steps: [
        'Monta luci anteriori e posteriori potenti e controllale ogni mattina.',
        'Abbassa un po’ la pressione delle gomme per avere più aderenza sul bagnato.',
        'Sciacqua il sale stradale da telaio e catena almeno una volta a settimana.',
      ],
      tip: 'Tieni un paio di guanti asciutti in ufficio per il ritorno.',
    },
    batteryRange: {
      title: 'Più autonomia dalla batteria della e-bike',
      intro: 'Quanta strada fai dipende meno dalla batteria che dal tuo modo di pedalare.',
      steps: [
        'Parti con un rapporto agile e cambia presto.',
        'Usa la modalità eco in pianura e risparmia energia per le salite.',
        'Gonfia le gomme alla pressione indicata sul fianco.',
      ],
      tip: 'Se non pedali per un po’, conserva la batteria in casa carica a metà.',
    },
    firstBike: {
      title: 'Scegliere la prima bici del tuo bambino',
      intro: 'La misura giusta conta più del numero di marce: una bici adatta dà sicurezza.',
      steps: [
        'Misura il cavallo del bambino invece di guardare l’età.',
        'Da seduto deve toccare terra con entrambi i piedi.',
        'Verifica che le piccole mani arrivino alle leve dei freni e riescano a tirarle.',
      ],
      tip: 'Scegli una bici leggera: i bambini vanno più lontano con una bici che sanno sollevare da soli.',
    },
    helmetReplacement: {
      title: 'Quando sostituire il casco',
      intro: 'Un casco protegge una volta sola. Dopo una caduta o qualche anno va sostituito.',
      steps: [
        'Sostituiscilo dopo ogni urto, anche senza danni visibili.',
        'Controlla ogni stagione calotta e imbottitura per crepe e ammaccature.',
        'Cambialo al più tardi dopo cinque anni, perché il polistirolo si indurisce.',
      ],
      tip: 'Conserva il casco lontano dal sole e dai termosifoni.',
    },
    bikeRack: {
      title: 'Guida all’acquisto: il portabici giusto per l’auto',
      intro: 'Gancio traino, tetto o portellone: il portabici adatto dipende dall’auto e dalle bici.',
      steps: [
        'Controlla il carico massimo del gancio traino o delle barre sul tetto.',
        'Pesa le bici prima dell’acquisto, soprattutto le e-bike.',
        'Scegli un modello ribaltabile per poter aprire il bagagliaio.',
      ],
      tip: 'Togli le batterie delle e-bike prima di partire e trasportale in auto.',
    },
    tyrePressure: {
      title: 'La giusta pressione delle gomme per ogni uscita',
      intro: 'La pressione corretta rende la bici più veloce, più comoda e meno soggetta alle forature.',
      steps: [
        'Leggi l’intervallo di pressione stampato sul fianco della gomma.',
        'Gonfia al valore massimo per l’asfalto e meno per lo sterrato.',
        'Controlla la pressione ogni due settimane con un manometro.',
      ],
      tip: 'Ciclisti più pesanti e bici cariche richiedono la parte alta dell’intervallo.',
    },
  },
  categories: {
    maintenance: 'Manutenzione',
    commuting: 'Pendolarismo',
    eBikes: 'E-bike',
    family: 'Famiglia',
    safety: 'Sicurezza',
    buyingGuide: 'Guida all’acquisto',
  },
  article: {
    stepsTitle: 'Passo dopo passo',
    tipTitle: 'Il consiglio dell’officina',
    myth: 'La manutenzione può aspettare finché qualcosa non si rompe.',
    mythFix: 'Poca manutenzione ma spesso mantiene la bici sicura e fa risparmiare.',
    quote: 'La maggior parte delle riparazioni che vediamo si poteva evitare con dieci minuti di cura al mese.',
    quoteRole: 'responsabile d’officina',
    readNext: 'Leggi anche:',
    moreOn: 'Altri modelli e dettagli tecnici sul sito di {brand}.',
    writeTo: 'Domande? Scrivi al nostro servizio clienti:',
    download: 'Scarica la checklist',
    backToSteps: 'Torna ai passaggi',
    visitDealer: [
      'Hai dubbi? Il tuo rivenditore ti aiuta volentieri.',
      'Trova un negozio vicino a te nella ricerca rivenditori.',
    ],
    watchVideo: 'Guarda il video',
    formIntro: 'Inviaci la tua domanda con il modulo qui sotto: rispondiamo entro due giorni lavorativi.',
  },
  campaigns: {
    springService: {
      title: 'Check-up in officina',
      intro: 'Prepara la bici per la stagione con un controllo completo dal tuo rivenditore.',
      text: 'Freni, cambio, gomme e luci vengono controllati e regolati, e le e-bike ricevono l’ultimo aggiornamento software.',
      cta: 'Prenota un tagliando',
    },
    testRideWeeks: {
      title: 'Settimane di prova',
      intro: 'Prova gratis i nostri nuovi modelli sulle tue strade.',
      text: 'Scegli una bici, ritirala presso un rivenditore aderente e usala per un weekend prima di decidere.',
      cta: 'Trova un centro prova',
    },
    winterLights: {
      title: 'Vedere ed essere visti',
      intro: '20% di sconto su set di luci e abbigliamento riflettente per tutta la durata della campagna.',
      text: 'Giornate corte e strade bagnate richiedono luci potenti. I nostri rivenditori le montano gratis all’acquisto.',
      cta: 'Scopri le luci',
    },
    wearParts: {
      title: 'Ricambi nuovi',
      intro: '15% di sconto su catene, pastiglie dei freni e pneumatici per tutta la durata della campagna.',
      text: 'Ogni pagina prodotto indica misure e standard compatibili. Il tuo rivenditore monta il componente, oppure fallo da te con i nostri tutorial.',
      cta: 'Trova un rivenditore',
    },
    carrierSeason: {
      title: 'Pronti per il viaggio',
      intro: 'Portabici, borse e cestini per ogni uscita.',
      text: 'Scegli il portabici adatto al gancio di traino o alle barre sul tetto e al peso delle tue bici; il rivenditore ti mostra come montarlo.',
      cta: 'Trova un rivenditore',
    },
  },
  lineKinds: {
    cityE: 'La {line} è la e-bike {brand} per tutti i giorni: facile, comoda e affidabile.',
    trekkingE: 'La {line} ti porta su lunghi percorsi con potenza in abbondanza, carica o no.',
    mountainE: 'La {line} è costruita per salite ripide e discese tecniche, con un motore potente.',
    city: 'La {line} è una city bike {brand} fatta per l’uso quotidiano con ogni tempo.',
    trekking: 'La {line} è una bici versatile per andare al lavoro e per le gite del fine settimana.',
    mountain: 'La {line} è una mountain bike per chi vuole ottenere di più da ogni sentiero.',
    kids: 'La {line} è una bici leggera e sicura che cresce con la fiducia dei giovani ciclisti.',
    parts: 'La serie {line} comprende i componenti {brand} che fanno girare la tua bici senza intoppi.',
    accessories: 'La serie {line} riunisce gli accessori {brand} per ogni uscita.',
  },
  lineBody:
    'Ogni {line} viene provata su strada prima di arrivare dal tuo rivenditore ed è disponibile in più taglie di telaio.',
  contact: {
    phone: { title: 'Chiamaci', text: 'Il nostro servizio clienti risponde a domande su ordini, consegna e garanzia.' },
    email: { title: 'Scrivici un’e-mail', text: 'Scrivici quando vuoi: rispondiamo entro due giorni lavorativi.' },
    form: { title: 'Modulo di contatto', text: 'Dicci di cosa si tratta e inoltreremo il messaggio al team giusto.' },
  },
  openingHours: 'Dal lunedì al venerdì, dalle 9:00 alle 17:00',
  shipping: {
    homeDelivery: {
      text: 'Consegniamo ricambi e accessori a casa tua. Le bici arrivano pronte per pedalare.',
      time: 'da 3 a 5 giorni lavorativi',
    },
    dealerDelivery: {
      text: 'Ritira il tuo ordine montato e regolato presso un rivenditore vicino a te.',
      time: 'da 1 a 2 settimane',
    },
  },
  returns: {
    parcelShop: {
      title: 'Reso in un punto di ritiro',
      text: 'Stampa l’etichetta di reso e consegna il pacco in un punto di ritiro.',
    },
    dealerReturn: { title: 'Reso dal rivenditore', text: 'Riporta l’articolo al rivenditore dove l’hai ritirato.' },
  },
  payment: {
    paypal: { text: 'Paga con il tuo conto PayPal senza inserire i dati della carta.' },
    klarna: { text: 'Suddividi il prezzo della bici in comode rate mensili.' },
    transfer: {
      text: 'Paga in anticipo con bonifico; spediamo appena riceviamo l’importo.',
    },
  },
  pages: {
    about: {
      title: 'Chi è {brand}',
      text: 'In {brand} progettiamo bici per strade vere e ciclisti veri, e proviamo ogni modello prima che arrivi da un rivenditore.',
    },
    privacy: {
      title: 'Informativa sulla privacy',
      text: 'Trattiamo i tuoi dati personali solo per gestire il tuo ordine e le tue richieste, e non li vendiamo mai a terzi.',
    },
    legalNotice: {
      title: 'Note legali',
      text: 'Questo sito è pubblicato da {brand}. La direzione della società è responsabile dei contenuti.',
    },
  },
  splash: {
    title: 'Benvenuto in {brand}',
    text: 'Scegli paese e lingua per vedere i modelli e i prezzi validi per te.',
    cta: 'Entra nel sito',
  },
  storeLocator: {
    intro: 'Trova un rivenditore vicino a te per una prova, un consiglio o l’assistenza.',
    collectInStore: 'Ritiro in negozio',
    testCenter: 'Centro prova',
    bikeTypes: 'Tipi di bici',
  },
  search: {
    intro: 'Cerca bici, ricambi, storie e argomenti di assistenza.',
    placeholder: 'Cosa stai cercando?',
    noResults: 'Nessun risultato. Prova un’altra parola o sfoglia le categorie.',
  },
  faqTitle: 'Domande frequenti',
  faq: [
    {
      question: 'Quanto tempo richiede la consegna?',
      answer:
        'Ricambi e accessori arrivano di solito in 3-5 giorni lavorativi; le bici vengono consegnate tramite il rivenditore.',
    },
    {
      question: 'Posso restituire il mio ordine?',
      answer:
        'Sì, puoi restituire gli articoli non usati entro 30 giorni. Le bici si restituiscono tramite il rivenditore.',
    },
    {
      question: 'Dove trovo il numero di telaio?',
      answer: 'Il numero di telaio è punzonato sotto il movimento centrale e riportato sullo scontrino d’acquisto.',
    },
  ],
};
