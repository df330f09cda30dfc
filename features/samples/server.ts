import 'server-only';

// The sample-order actions, for pages to bind to their locale (decision 052).
export { confirmOrder, placeSampleOrder } from './actions';
