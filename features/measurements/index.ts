// What pages and other features may use of measurements, safe in the browser (decision 052).
export { filterQuery, parseFilters, type Filters } from './list';
export { MeasurementsView } from './MeasurementsView';
