import { searchAndCompareJourneys } from './support/search-compare-flow';

// English: the toggle's words stand before the bike's name ("Compare {name}").
searchAndCompareJourneys();
