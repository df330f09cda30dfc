// What pages and other features may use of measurements besides its components (decision 052).
export { filterQuery, parseFilters, type Filters } from './list';
