import { searchAndCompareJourneys } from './support/search-compare-flow';

// Dutch, with the bike's name before the toggle's verb ("{name} vergelijken").
searchAndCompareJourneys();
