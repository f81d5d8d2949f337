/**
 * Interface texts of the page kinds, by page language. `{name}` placeholders are filled by `fill`.
 * Every language: imported only by build code and tests (an ESLint rule keeps it out of the
 * browser bundle); a page gets its own language through the page context, read in `texts.ts`.
 */

export interface PageMessages {
  /** Byline of a publication. */
  byAuthor: string;
  campaignPeriod: string;
  dateRange: string;
  fromDate: string;
  untilDate: string;
  /** A listing whose folder holds no published item yet. */
  emptyListing: string;
  searchLabel: string;
}

const en: PageMessages = {
  byAuthor: 'By {author}',
  campaignPeriod: 'Campaign period',
  dateRange: '{start} – {end}',
  fromDate: 'From {date}',
  untilDate: 'Until {date}',
  emptyListing: 'There is nothing here yet. Please check back soon.',
  searchLabel: 'Search term',
};

export const pageMessages: Record<string, PageMessages> = {
  en,
  de: {
    byAuthor: 'Von {author}',
    campaignPeriod: 'Aktionszeitraum',
    dateRange: '{start} – {end}',
    fromDate: 'Ab {date}',
    untilDate: 'Bis {date}',
    emptyListing: 'Hier gibt es noch nichts. Schau bald wieder vorbei.',
    searchLabel: 'Suchbegriff',
  },
  fr: {
    byAuthor: 'Par {author}',
    campaignPeriod: 'Période de l’offre',
    dateRange: '{start} – {end}',
    fromDate: 'À partir du {date}',
    untilDate: 'Jusqu’au {date}',
    emptyListing: 'Il n’y a encore rien ici. Revenez bientôt.',
    searchLabel: 'Terme de recherche',
  },
  nl: {
    byAuthor: 'Door {author}',
    campaignPeriod: 'Actieperiode',
    dateRange: '{start} – {end}',
    fromDate: 'Vanaf {date}',
    untilDate: 'Tot en met {date}',
    emptyListing: 'Hier staat nog niets. Kom binnenkort terug.',
    searchLabel: 'Zoekterm',
  },
  it: {
    byAuthor: 'Di {author}',
    campaignPeriod: 'Periodo della promozione',
    dateRange: '{start} – {end}',
    fromDate: 'Dal {date}',
    untilDate: 'Fino al {date}',
    emptyListing: 'Qui non c’è ancora nulla. Torna a trovarci presto.',
    searchLabel: 'Termine di ricerca',
  },
  es: {
    byAuthor: 'Por {author}',
    campaignPeriod: 'Periodo de la promoción',
    dateRange: '{start} – {end}',
    fromDate: 'Desde el {date}',
    untilDate: 'Hasta el {date}',
    emptyListing: 'Todavía no hay nada aquí. Vuelve pronto.',
    searchLabel: 'Término de búsqueda',
  },
  fi: {
    byAuthor: 'Kirjoittaja: {author}',
    campaignPeriod: 'Kampanja-aika',
    dateRange: '{start} – {end}',
    fromDate: 'Alkaen {date}',
    untilDate: '{date} asti',
    emptyListing: 'Täällä ei ole vielä mitään. Palaa pian uudelleen.',
    searchLabel: 'Hakusana',
  },
  sv: {
    byAuthor: 'Av {author}',
    campaignPeriod: 'Kampanjperiod',
    dateRange: '{start} – {end}',
    fromDate: 'Från {date}',
    untilDate: 'Till och med {date}',
    emptyListing: 'Här finns inget ännu. Titta in igen snart.',
    searchLabel: 'Sökord',
  },
  da: {
    byAuthor: 'Af {author}',
    campaignPeriod: 'Kampagneperiode',
    dateRange: '{start} – {end}',
    fromDate: 'Fra {date}',
    untilDate: 'Til og med {date}',
    emptyListing: 'Der er intet her endnu. Kig forbi igen snart.',
    searchLabel: 'Søgeord',
  },
  cs: {
    byAuthor: 'Autor: {author}',
    campaignPeriod: 'Doba trvání akce',
    dateRange: '{start} – {end}',
    fromDate: 'Od {date}',
    untilDate: 'Do {date}',
    emptyListing: 'Zatím tu nic není. Podívejte se sem brzy znovu.',
    searchLabel: 'Hledaný výraz',
  },
  pl: {
    byAuthor: 'Autor: {author}',
    campaignPeriod: 'Okres promocji',
    dateRange: '{start} – {end}',
    fromDate: 'Od {date}',
    untilDate: 'Do {date}',
    emptyListing: 'Na razie nic tu nie ma. Zajrzyj wkrótce.',
    searchLabel: 'Wyszukiwana fraza',
  },
};

/** The page texts in a language, English when the language has none. */
export function pageTexts(language: string): PageMessages {
  return pageMessages[language] ?? en;
}
