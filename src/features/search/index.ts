/** The search feature's public face: the search page's results and the header's search field. */
export { SearchResults } from './SearchResults';
export { HeaderSearch } from './HeaderSearch';
