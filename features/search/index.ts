// What pages and other features may use of search, safe in the browser (decision 052).
export { HeaderSearch } from './HeaderSearch';
export { SearchDeadEnd } from './SearchDeadEnd';
export { SEARCH_HEADING_ID, SearchOffer } from './SearchOffer';
