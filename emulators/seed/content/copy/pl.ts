import type { LanguageCopy } from './types';

export const pl: LanguageCopy = {
  home: {
    latestStories: 'Najnowsze artykuły',
    currentCampaigns: 'Aktualne oferty',
    ourProductLines: 'Nasze linie modeli',
    popularNow: 'Teraz popularne',
    shopByCategory: 'Kupuj według kategorii',
    viewAll: 'Zobacz wszystko',
    discoverLine: 'Poznaj {line}',
  },
  sellingPoints: {
    delivery: { title: 'Darmowa dostawa od 100 €', text: 'Części i akcesoria dotrą do Ciebie w kilka dni roboczych.' },
    dealers: { title: 'Ponad 1000 sprzedawców', text: 'Jazda próbna, regulacja i serwis u sprzedawcy w pobliżu.' },
    frameWarranty: {
      title: 'Dożywotnia gwarancja na ramę',
      text: 'Każda rama jest ręcznie sprawdzana, a pierwszy właściciel otrzymuje dożywotnią gwarancję na ramę.',
    },
    partsWarranty: {
      title: 'Dwa lata gwarancji',
      text: 'Na wszystkie części i akcesoria, ze wsparciem naszych sprzedawców w całej Europie.',
    },
    partsFit: {
      title: 'Części, które pasują',
      text: 'Każda strona produktu podaje rozmiary i standardy, aby zamówić część pasującą do Twojego roweru.',
    },
    dispatch: {
      title: 'Szybka wysyłka',
      text: 'Darmowa dostawa od 100 €; części z magazynu wysyłamy następnego dnia roboczego.',
    },
  },
  newsletter: {
    title: 'Zostań w siodle',
    text: 'Porady, nowe modele i oferty raz w miesiącu prosto do Twojej skrzynki.',
    placeholder: 'Twój adres e-mail',
    button: 'Zapisz się',
    consent: 'Chcę otrzymywać newsletter i mogę w każdej chwili zrezygnować.',
    thanks: 'Dziękujemy! Potwierdź zapis, klikając link w naszej wiadomości e-mail.',
  },
  cookie: {
    title: 'Używamy plików cookie',
    text: 'Używamy plików cookie, aby strona działała, aby mierzyć odwiedziny i wyświetlać filmy oraz mapy. Ty decydujesz, których możemy używać.',
    accept: 'Akceptuj wszystkie',
    reject: 'Tylko niezbędne',
    settings: 'Ustawienia plików cookie',
  },
  footer: {
    aboutBrand: 'O marce {brand}',
    shipping: 'Dostawa',
    payment: 'Płatność',
    follow: 'Obserwuj {brand} na {platform}',
  },
  listings: {
    storiesIntro: 'Wiedza z warsztatu, poradniki zakupowe i historie z trasy.',
    campaignsIntro: 'Aktualne oferty i promocje sezonowe u Twojego sprzedawcy.',
    productLinesIntro: 'Wszystkie rodziny modeli w jednym miejscu, od roweru miejskiego po elektryczny rower górski.',
    contactIntro: 'Masz pytanie o rower lub zamówienie? Wybierz, jak chcesz się z nami skontaktować.',
    shippingTitle: 'Opcje dostawy',
    shippingIntro: 'Jak zamówienie do Ciebie dotrze i jak je zwrócić.',
    paymentTitle: 'Metody płatności',
    paymentIntro: 'Płać tak, jak Ci wygodnie. Każda płatność jest szyfrowana.',
  },
  topics: {
    chainCare: {
      title: 'Jak czyścić i smarować łańcuch',
      intro: 'Czysty, lekko nasmarowany łańcuch płynnie zmienia biegi, pracuje cicho i służy dwa razy dłużej.',
      steps: [
        'Przetrzyj łańcuch suchą szmatką, kręcąc korbą do tyłu.',
        'Uporczywy brud usuń szczoteczką i odrobiną odtłuszczacza.',
        'Nałóż kroplę oleju na każdą rolkę i zetrzyj nadmiar.',
      ],
      tip: 'Nasmaruj łańcuch wieczorem przed jazdą, aby olej wniknął przez noc.',
    },
    winterCommuting: {
      title: 'Rowerem do pracy zimą',
      intro:
        'Z dobrym oświetleniem, właściwymi oponami i kilkoma nawykami droga do pracy jest bezpieczna przez całą zimę.',
      steps: [
        'Zamontuj mocne światła przednie i tylne i sprawdzaj je każdego ranka.',
        'Obniż nieco ciśnienie w oponach, aby mieć lepszą przyczepność na mokrej nawierzchni.',
        'Przynajmniej raz w tygodniu spłucz sól drogową z ramy i łańcucha.',
      ],
      tip: 'Trzymaj w pracy parę suchych rękawiczek na drogę powrotną.',
    },
    batteryRange: {
      title: 'Większy zasięg z baterii roweru elektrycznego',
      intro: 'To, jak daleko dojedziesz, zależy mniej od baterii, a bardziej od stylu jazdy.',
      steps: [
        'Ruszaj na lekkim przełożeniu i wcześnie zmieniaj bieg na wyższy.',
        'Na płaskim używaj trybu eco i oszczędzaj moc na podjazdy.',
        'Napompuj opony do ciśnienia podanego na boku.',
      ],
      tip: 'Jeśli przez jakiś czas nie jeździsz, przechowuj baterię w domu naładowaną do połowy.',
    },
    firstBike: {
      title: 'Jak wybrać pierwszy rower dla dziecka',
      intro: 'Właściwy rozmiar jest ważniejszy niż liczba biegów: dopasowany rower daje pewność siebie.',
      steps: [
        'Zmierz długość wewnętrznej strony nogi dziecka zamiast kierować się wiekiem.',
        'Siedząc na siodełku, dziecko powinno dotykać ziemi obiema stopami.',
        'Sprawdź, czy małe dłonie sięgają do dźwigni hamulców i potrafią je nacisnąć.',
      ],
      tip: 'Wybierz lekki rower: dzieci jeżdżą dalej na rowerze, który same podniosą.',
    },
    helmetReplacement: {
      title: 'Kiedy wymienić kask rowerowy',
      intro: 'Kask chroni tylko raz. Po upadku lub kilku latach używania trzeba go wymienić.',
      steps: [
        'Wymień go po każdym uderzeniu, nawet jeśli nie widać uszkodzeń.',
        'Co sezon sprawdzaj skorupę i piankę pod kątem pęknięć i wgnieceń.',
        'Wymień go najpóźniej po pięciu latach, bo pianka twardnieje.',
      ],
      tip: 'Przechowuj kask z dala od słońca i grzejników.',
    },
    bikeRack: {
      title: 'Poradnik: jak wybrać bagażnik rowerowy do auta',
      intro: 'Na hak, na dach czy na klapę: właściwy bagażnik zależy od samochodu i rowerów.',
      steps: [
        'Sprawdź maksymalne obciążenie haka holowniczego lub belek dachowych.',
        'Zważ rowery przed zakupem, zwłaszcza elektryczne.',
        'Wybierz odchylany bagażnik, aby nadal otwierać klapę bagażnika.',
      ],
      tip: 'Przed podróżą wyjmij baterie z rowerów elektrycznych i przewoź je w aucie.',
    },
    tyrePressure: {
      title: 'Właściwe ciśnienie w oponach na każdą jazdę',
      intro: 'Odpowiednie ciśnienie sprawia, że rower jest szybszy, wygodniejszy i mniej podatny na przebicia.',
      steps: [
        'Odczytaj zakres ciśnienia podany na boku opony.',
        'Na asfalt pompuj do górnej wartości, na szuter nieco mniej.',
        'Co dwa tygodnie sprawdzaj ciśnienie manometrem.',
      ],
      tip: 'Ciężsi rowerzyści i obciążone rowery potrzebują górnej części zakresu.',
    },
  },
  categories: {
    maintenance: 'Konserwacja',
    commuting: 'Dojazdy',
    eBikes: 'Rowery elektryczne',
    family: 'Rodzina',
    safety: 'Bezpieczeństwo',
    buyingGuide: 'Poradnik zakupowy',
  },
  article: {
    stepsTitle: 'Krok po kroku',
    tipTitle: 'Rada z naszego warsztatu',
    myth: 'Konserwacja może poczekać, aż coś się zepsuje.',
    mythFix: 'Trochę, ale często: tak rower pozostaje bezpieczny, a Ty oszczędzasz pieniądze.',
    quote: 'Większości napraw, które widzimy, dałoby się uniknąć dzięki dziesięciu minutom pielęgnacji w miesiącu.',
    quoteRole: 'kierownik warsztatu',
    readNext: 'Przeczytaj też:',
    moreOn: 'Więcej modeli i szczegółów technicznych na stronie {brand}.',
    writeTo: 'Pytania? Napisz do naszego działu obsługi klienta:',
    download: 'Pobierz listę kontrolną',
    backToSteps: 'Wróć do kroków',
    visitDealer: [
      'Masz wątpliwości? Twój sprzedawca chętnie pomoże.',
      'Sklep w pobliżu znajdziesz w wyszukiwarce sprzedawców.',
    ],
    watchVideo: 'Obejrzyj film',
    formIntro: 'Wyślij nam pytanie przez formularz poniżej, a odpowiemy w ciągu dwóch dni roboczych.',
  },
  campaigns: {
    springService: {
      title: 'Przegląd serwisowy',
      intro: 'Przygotuj rower do sezonu dzięki pełnemu przeglądowi u swojego sprzedawcy.',
      text: 'Hamulce, napęd, opony i oświetlenie zostaną sprawdzone i wyregulowane, a rowery elektryczne dostaną najnowszą aktualizację oprogramowania.',
      cta: 'Umów serwis',
    },
    testRideWeeks: {
      title: 'Tygodnie jazd próbnych',
      intro: 'Wypróbuj nasze nowe modele bezpłatnie na swoich trasach.',
      text: 'Wybierz rower, odbierz go u sprzedawcy biorącego udział w akcji i jeździj cały weekend, zanim zdecydujesz.',
      cta: 'Znajdź centrum testowe',
    },
    winterLights: {
      title: 'Widzieć i być widocznym',
      intro: '20% rabatu na zestawy oświetlenia i odzież odblaskową przez cały czas trwania akcji.',
      text: 'Krótkie dni i mokre drogi wymagają mocnego światła. Nasi sprzedawcy zamontują je bezpłatnie przy zakupie.',
      cta: 'Zobacz oświetlenie',
    },
    wearParts: {
      title: 'Nowe części eksploatacyjne',
      intro: '15% rabatu na łańcuchy, klocki hamulcowe i opony przez cały czas trwania akcji.',
      text: 'Każda strona produktu podaje rozmiary i standardy, do których pasuje część. Sprzedawca ją zamontuje albo zrób to sam z naszymi poradnikami.',
      cta: 'Znajdź sprzedawcę',
    },
    carrierSeason: {
      title: 'Gotowi do drogi',
      intro: 'Bagażniki rowerowe, torby i kosze na każdą wycieczkę.',
      text: 'Wybierz bagażnik pasujący do haka lub belek dachowych i do wagi Twoich rowerów; sprzedawca pokaże Ci montaż.',
      cta: 'Znajdź sprzedawcę',
    },
  },
  lineKinds: {
    cityE: '{line} to rower elektryczny {brand} na co dzień: łatwy w prowadzeniu, wygodny i niezawodny.',
    trekkingE: '{line} zabierze Cię w długie trasy z zapasem mocy, z bagażem lub bez.',
    mountainE: '{line} z mocnym silnikiem powstał z myślą o stromych podjazdach i technicznych zjazdach.',
    city: '{line} to rower miejski {brand} stworzony do codziennej jazdy w każdą pogodę.',
    trekking: '{line} to wszechstronny rower trekkingowy do dojazdów i weekendowych wypraw.',
    mountain: '{line} to rower górski dla tych, którzy chcą wycisnąć więcej z każdego szlaku.',
    kids: '{line} to lekki i bezpieczny rower, który rośnie razem z pewnością siebie młodych rowerzystów.',
    parts: 'Seria {line} obejmuje części {brand}, dzięki którym rower działa bez zarzutu.',
    accessories: 'Seria {line} łączy akcesoria {brand} na każdą jazdę.',
  },
  lineBody:
    'Każdy {line} testujemy na drodze, zanim trafi do Twojego sprzedawcy, i oferujemy go w kilku rozmiarach ramy.',
  contact: {
    phone: {
      title: 'Zadzwoń do nas',
      text: 'Nasz dział obsługi klienta odpowie na pytania o zamówienie, dostawę i gwarancję.',
    },
    email: { title: 'Napisz e-mail', text: 'Napisz do nas w dowolnej chwili, odpowiemy w ciągu dwóch dni roboczych.' },
    form: {
      title: 'Formularz kontaktowy',
      text: 'Napisz, czego dotyczy sprawa, a przekażemy wiadomość właściwemu zespołowi.',
    },
  },
  openingHours: 'Od poniedziałku do piątku, 9:00–17:00',
  shipping: {
    homeDelivery: {
      text: 'Części i akcesoria dostarczamy pod drzwi. Rowery przyjeżdżają gotowe do jazdy.',
      time: '3–5 dni roboczych',
    },
    dealerDelivery: {
      text: 'Odbierz zamówienie zmontowane i wyregulowane u sprzedawcy w pobliżu.',
      time: '1–2 tygodnie',
    },
  },
  returns: {
    parcelShop: { title: 'Zwrot w punkcie nadań', text: 'Wydrukuj etykietę zwrotną i nadaj paczkę w punkcie nadań.' },
    dealerReturn: { title: 'Zwrot u sprzedawcy', text: 'Oddaj produkt sprzedawcy, u którego go odebrałeś.' },
  },
  payment: {
    paypal: { text: 'Płać kontem PayPal bez podawania danych karty.' },
    klarna: { text: 'Rozłóż cenę roweru na miesięczne raty.' },
    transfer: { text: 'Przelej kwotę z góry; wysyłamy, gdy tylko wpłynie.' },
  },
  pages: {
    about: {
      title: 'O marce {brand}',
      text: 'W {brand} projektujemy rowery na prawdziwe drogi i dla prawdziwych rowerzystów, a każdy model testujemy, zanim trafi do sprzedawcy.',
    },
    privacy: {
      title: 'Polityka prywatności',
      text: 'Przetwarzamy Twoje dane osobowe wyłącznie w celu realizacji zamówienia i odpowiedzi na pytania i nigdy ich nie sprzedajemy.',
    },
    legalNotice: {
      title: 'Nota prawna',
      text: 'Wydawcą tej strony jest {brand}. Za treść odpowiada zarząd spółki.',
    },
  },
  splash: {
    title: 'Witamy w {brand}',
    text: 'Wybierz kraj i język, aby zobaczyć modele i ceny, które Cię dotyczą.',
    cta: 'Przejdź do strony',
  },
  storeLocator: {
    intro: 'Znajdź sprzedawcę w pobliżu, aby umówić jazdę próbną, poradę lub serwis.',
    collectInStore: 'Odbiór w sklepie',
    testCenter: 'Centrum testowe',
    bikeTypes: 'Rodzaje rowerów',
  },
  search: {
    intro: 'Szukaj rowerów, części, artykułów i tematów serwisowych.',
    placeholder: 'Czego szukasz?',
    noResults: 'Brak wyników. Spróbuj innego słowa lub przejrzyj kategorie.',
  },
  faqTitle: 'Najczęściej zadawane pytania',
  faq: [
    {
      question: 'Jak długo trwa dostawa?',
      answer:
        'Części i akcesoria docierają zwykle w ciągu 3–5 dni roboczych; rowery dostarczamy przez Twojego sprzedawcę.',
    },
    {
      question: 'Czy mogę zwrócić zamówienie?',
      answer: 'Tak, nieużywane produkty możesz zwrócić w ciągu 30 dni. Rowery zwraca się przez sprzedawcę.',
    },
    {
      question: 'Gdzie znajdę numer ramy?',
      answer: 'Numer ramy jest wybity pod suportem i widnieje na dowodzie zakupu.',
    },
  ],
};
