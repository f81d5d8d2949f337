/**
 * Texts of the reviews (rating stars, the product page's review section) in every language a
 * brand serves. Build code and tests only: a page gets its language through the page context.
 * Czech and Polish counts read "Hodnocení: 12" / "Opinie: 12", which needs no plural forms.
 */
export interface ReviewMessages {
  heading: string;
  /** `{average}`: the mean score with one decimal. */
  ratingLabel: string;
  /** `{count}`. */
  reviewCount: string;
  reviewCountOne: string;
  noReviews: string;
  /** `{stars}`: 2–5. */
  starCount: string;
  starCountOne: string;
  sortLabel: string;
  sortNewest: string;
  sortHighest: string;
  sortLowest: string;
  sortHelpful: string;
  sortWithPhotos: string;
  verified: string;
  /** `{count}`. */
  helpful: string;
  showMore: string;
  /** `{shown}`, `{total}`. */
  shownCount: string;
  loading: string;
  failed: string;
  retry: string;
  photosHeading: string;
  /** `{author}`. */
  photoAlt: string;
  /** Shown before the list where the provider needs functional cookies. */
  consentIntro: string;
}

const en: ReviewMessages = {
  heading: 'Reviews',
  ratingLabel: 'Rated {average} out of 5',
  reviewCount: '{count} reviews',
  reviewCountOne: '1 review',
  noReviews: 'No reviews yet. Bought this bike? Tell other riders what you think of it.',
  starCount: '{stars} stars',
  starCountOne: '1 star',
  sortLabel: 'Sort reviews',
  sortNewest: 'Newest first',
  sortHighest: 'Highest rating',
  sortLowest: 'Lowest rating',
  sortHelpful: 'Most helpful',
  sortWithPhotos: 'With photos first',
  verified: 'Verified buyer',
  helpful: '{count} found this helpful',
  showMore: 'Show more reviews',
  shownCount: 'Showing {shown} of {total} reviews',
  loading: 'Loading reviews…',
  failed: 'The reviews could not be loaded.',
  retry: 'Try again',
  photosHeading: 'Customer photos',
  photoAlt: 'Photo by {author}',
  consentIntro: 'Our review partner sets cookies. Allow functional cookies to read the reviews.',
};

export const reviewMessages: Record<string, ReviewMessages> = {
  en,
  de: {
    heading: 'Bewertungen',
    ratingLabel: 'Bewertet mit {average} von 5',
    reviewCount: '{count} Bewertungen',
    reviewCountOne: '1 Bewertung',
    noReviews: 'Noch keine Bewertungen. Sie fahren dieses Rad? Erzählen Sie anderen, wie es Ihnen gefällt.',
    starCount: '{stars} Sterne',
    starCountOne: '1 Stern',
    sortLabel: 'Bewertungen sortieren',
    sortNewest: 'Neueste zuerst',
    sortHighest: 'Beste Bewertung',
    sortLowest: 'Schlechteste Bewertung',
    sortHelpful: 'Hilfreichste',
    sortWithPhotos: 'Mit Fotos zuerst',
    verified: 'Verifizierter Kauf',
    helpful: '{count} fanden das hilfreich',
    showMore: 'Weitere Bewertungen anzeigen',
    shownCount: '{shown} von {total} Bewertungen',
    loading: 'Bewertungen werden geladen…',
    failed: 'Die Bewertungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    photosHeading: 'Fotos von Kunden',
    photoAlt: 'Foto von {author}',
    consentIntro:
      'Unser Bewertungspartner setzt Cookies. Erlauben Sie funktionale Cookies, um die Bewertungen zu lesen.',
  },
  fr: {
    heading: 'Avis',
    ratingLabel: 'Noté {average} sur 5',
    reviewCount: '{count} avis',
    reviewCountOne: '1 avis',
    noReviews: 'Aucun avis pour le moment. Vous roulez avec ce vélo ? Donnez votre avis aux autres cyclistes.',
    starCount: '{stars} étoiles',
    starCountOne: '1 étoile',
    sortLabel: 'Trier les avis',
    sortNewest: 'Les plus récents',
    sortHighest: 'Meilleures notes',
    sortLowest: 'Notes les plus basses',
    sortHelpful: 'Les plus utiles',
    sortWithPhotos: 'Avec photos d’abord',
    verified: 'Achat vérifié',
    helpful: '{count} personnes ont trouvé cet avis utile',
    showMore: 'Afficher plus d’avis',
    shownCount: '{shown} avis sur {total}',
    loading: 'Chargement des avis…',
    failed: 'Les avis n’ont pas pu être chargés.',
    retry: 'Réessayer',
    photosHeading: 'Photos de clients',
    photoAlt: 'Photo de {author}',
    consentIntro: 'Notre partenaire d’avis dépose des cookies. Autorisez les cookies fonctionnels pour lire les avis.',
  },
  nl: {
    heading: 'Reviews',
    ratingLabel: 'Beoordeeld met {average} van 5',
    reviewCount: '{count} reviews',
    reviewCountOne: '1 review',
    noReviews: 'Nog geen reviews. Rijdt u op deze fiets? Vertel anderen wat u ervan vindt.',
    starCount: '{stars} sterren',
    starCountOne: '1 ster',
    sortLabel: 'Reviews sorteren',
    sortNewest: 'Nieuwste eerst',
    sortHighest: 'Hoogste beoordeling',
    sortLowest: 'Laagste beoordeling',
    sortHelpful: 'Meest nuttig',
    sortWithPhotos: 'Met foto’s eerst',
    verified: 'Geverifieerde koper',
    helpful: '{count} vonden dit nuttig',
    showMore: 'Meer reviews tonen',
    shownCount: '{shown} van {total} reviews',
    loading: 'Reviews worden geladen…',
    failed: 'De reviews konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    photosHeading: 'Foto’s van klanten',
    photoAlt: 'Foto van {author}',
    consentIntro: 'Onze reviewpartner plaatst cookies. Sta functionele cookies toe om de reviews te lezen.',
  },
  it: {
    heading: 'Recensioni',
    ratingLabel: 'Valutato {average} su 5',
    reviewCount: '{count} recensioni',
    reviewCountOne: '1 recensione',
    noReviews: 'Ancora nessuna recensione. Pedali con questa bici? Racconta agli altri cosa ne pensi.',
    starCount: '{stars} stelle',
    starCountOne: '1 stella',
    sortLabel: 'Ordina le recensioni',
    sortNewest: 'Più recenti',
    sortHighest: 'Valutazione più alta',
    sortLowest: 'Valutazione più bassa',
    sortHelpful: 'Più utili',
    sortWithPhotos: 'Prima con foto',
    verified: 'Acquirente verificato',
    helpful: '{count} l’hanno trovata utile',
    showMore: 'Mostra altre recensioni',
    shownCount: '{shown} di {total} recensioni',
    loading: 'Caricamento delle recensioni…',
    failed: 'Non è stato possibile caricare le recensioni.',
    retry: 'Riprova',
    photosHeading: 'Foto dei clienti',
    photoAlt: 'Foto di {author}',
    consentIntro:
      'Il nostro partner per le recensioni imposta cookie. Consenti i cookie funzionali per leggere le recensioni.',
  },
  es: {
    heading: 'Opiniones',
    ratingLabel: 'Valorado con {average} de 5',
    reviewCount: '{count} opiniones',
    reviewCountOne: '1 opinión',
    noReviews: 'Todavía no hay opiniones. ¿Usas esta bici? Cuéntales a otros ciclistas qué te parece.',
    starCount: '{stars} estrellas',
    starCountOne: '1 estrella',
    sortLabel: 'Ordenar opiniones',
    sortNewest: 'Más recientes',
    sortHighest: 'Mejor valoradas',
    sortLowest: 'Peor valoradas',
    sortHelpful: 'Más útiles',
    sortWithPhotos: 'Con fotos primero',
    verified: 'Compra verificada',
    helpful: 'A {count} les ha resultado útil',
    showMore: 'Ver más opiniones',
    shownCount: '{shown} de {total} opiniones',
    loading: 'Cargando opiniones…',
    failed: 'No se han podido cargar las opiniones.',
    retry: 'Reintentar',
    photosHeading: 'Fotos de clientes',
    photoAlt: 'Foto de {author}',
    consentIntro: 'Nuestro socio de opiniones usa cookies. Permite las cookies funcionales para leer las opiniones.',
  },
  fi: {
    heading: 'Arvostelut',
    ratingLabel: 'Arvosana {average}/5',
    reviewCount: '{count} arvostelua',
    reviewCountOne: '1 arvostelu',
    noReviews: 'Ei vielä arvosteluja. Ajatko tällä pyörällä? Kerro muille, mitä pidät siitä.',
    starCount: '{stars} tähteä',
    starCountOne: '1 tähti',
    sortLabel: 'Järjestä arvostelut',
    sortNewest: 'Uusimmat ensin',
    sortHighest: 'Paras arvosana',
    sortLowest: 'Heikoin arvosana',
    sortHelpful: 'Hyödyllisimmät',
    sortWithPhotos: 'Kuvalliset ensin',
    verified: 'Vahvistettu ostaja',
    helpful: '{count} piti tätä hyödyllisenä',
    showMore: 'Näytä lisää arvosteluja',
    shownCount: '{shown}/{total} arvostelua',
    loading: 'Arvosteluja ladataan…',
    failed: 'Arvosteluja ei voitu ladata.',
    retry: 'Yritä uudelleen',
    photosHeading: 'Asiakkaiden kuvat',
    photoAlt: 'Kuva: {author}',
    consentIntro: 'Arvostelukumppanimme käyttää evästeitä. Salli toiminnalliset evästeet lukeaksesi arvostelut.',
  },
  sv: {
    heading: 'Omdömen',
    ratingLabel: 'Betyg {average} av 5',
    reviewCount: '{count} omdömen',
    reviewCountOne: '1 omdöme',
    noReviews: 'Inga omdömen ännu. Cyklar du på den här cykeln? Berätta för andra vad du tycker.',
    starCount: '{stars} stjärnor',
    starCountOne: '1 stjärna',
    sortLabel: 'Sortera omdömen',
    sortNewest: 'Nyaste först',
    sortHighest: 'Högsta betyg',
    sortLowest: 'Lägsta betyg',
    sortHelpful: 'Mest hjälpsamma',
    sortWithPhotos: 'Med foton först',
    verified: 'Verifierad köpare',
    helpful: '{count} tyckte att detta var hjälpsamt',
    showMore: 'Visa fler omdömen',
    shownCount: 'Visar {shown} av {total} omdömen',
    loading: 'Omdömen laddas…',
    failed: 'Omdömena kunde inte laddas.',
    retry: 'Försök igen',
    photosHeading: 'Kundernas foton',
    photoAlt: 'Foto av {author}',
    consentIntro: 'Vår partner för omdömen använder cookies. Tillåt funktionella cookies för att läsa omdömena.',
  },
  da: {
    heading: 'Anmeldelser',
    ratingLabel: 'Bedømt {average} ud af 5',
    reviewCount: '{count} anmeldelser',
    reviewCountOne: '1 anmeldelse',
    noReviews: 'Ingen anmeldelser endnu. Kører du på denne cykel? Fortæl andre, hvad du synes.',
    starCount: '{stars} stjerner',
    starCountOne: '1 stjerne',
    sortLabel: 'Sortér anmeldelser',
    sortNewest: 'Nyeste først',
    sortHighest: 'Højeste bedømmelse',
    sortLowest: 'Laveste bedømmelse',
    sortHelpful: 'Mest nyttige',
    sortWithPhotos: 'Med billeder først',
    verified: 'Verificeret køber',
    helpful: '{count} fandt dette nyttigt',
    showMore: 'Vis flere anmeldelser',
    shownCount: 'Viser {shown} af {total} anmeldelser',
    loading: 'Anmeldelser indlæses…',
    failed: 'Anmeldelserne kunne ikke indlæses.',
    retry: 'Prøv igen',
    photosHeading: 'Kundernes billeder',
    photoAlt: 'Billede af {author}',
    consentIntro: 'Vores anmeldelsespartner sætter cookies. Tillad funktionelle cookies for at læse anmeldelserne.',
  },
  cs: {
    heading: 'Hodnocení',
    ratingLabel: 'Hodnoceno {average} z 5',
    reviewCount: 'Hodnocení: {count}',
    reviewCountOne: 'Hodnocení: 1',
    noReviews: 'Zatím žádná hodnocení. Jezdíte na tomto kole? Napište ostatním, jak jste spokojeni.',
    starCount: 'Hvězdičky: {stars}',
    starCountOne: 'Hvězdičky: 1',
    sortLabel: 'Řadit hodnocení',
    sortNewest: 'Nejnovější',
    sortHighest: 'Nejlepší hodnocení',
    sortLowest: 'Nejhorší hodnocení',
    sortHelpful: 'Nejužitečnější',
    sortWithPhotos: 'S fotkami nejdříve',
    verified: 'Ověřený nákup',
    helpful: 'Užitečné pro: {count}',
    showMore: 'Zobrazit další hodnocení',
    shownCount: 'Zobrazeno {shown} z {total}',
    loading: 'Načítání hodnocení…',
    failed: 'Hodnocení se nepodařilo načíst.',
    retry: 'Zkusit znovu',
    photosHeading: 'Fotky zákazníků',
    photoAlt: 'Fotka: {author}',
    consentIntro: 'Náš partner pro hodnocení používá cookies. Povolte funkční cookies, abyste si hodnocení přečetli.',
  },
  pl: {
    heading: 'Opinie',
    ratingLabel: 'Ocena {average} na 5',
    reviewCount: 'Opinie: {count}',
    reviewCountOne: 'Opinie: 1',
    noReviews: 'Nie ma jeszcze opinii. Jeździsz tym rowerem? Podziel się wrażeniami z innymi.',
    starCount: 'Gwiazdki: {stars}',
    starCountOne: 'Gwiazdki: 1',
    sortLabel: 'Sortuj opinie',
    sortNewest: 'Najnowsze',
    sortHighest: 'Najwyżej ocenione',
    sortLowest: 'Najniżej ocenione',
    sortHelpful: 'Najbardziej pomocne',
    sortWithPhotos: 'Najpierw ze zdjęciami',
    verified: 'Zweryfikowany zakup',
    helpful: 'Pomocne dla: {count}',
    showMore: 'Pokaż więcej opinii',
    shownCount: 'Wyświetlono {shown} z {total}',
    loading: 'Wczytywanie opinii…',
    failed: 'Nie udało się wczytać opinii.',
    retry: 'Spróbuj ponownie',
    photosHeading: 'Zdjęcia klientów',
    photoAlt: 'Zdjęcie: {author}',
    consentIntro: 'Nasz partner od opinii używa plików cookie. Zezwól na funkcjonalne pliki cookie, aby czytać opinie.',
  },
};

export function reviewTexts(language: string): ReviewMessages {
  return reviewMessages[language] ?? en;
}

/** The few texts of the stars on a product tile: all a listing page carries of the reviews. */
export type RatingMessages = Pick<ReviewMessages, 'ratingLabel' | 'reviewCount' | 'reviewCountOne'>;

export function ratingTexts(language: string): RatingMessages {
  const { ratingLabel, reviewCount, reviewCountOne } = reviewTexts(language);
  return { ratingLabel, reviewCount, reviewCountOne };
}
