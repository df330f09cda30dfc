import 'server-only';

// The producers' desk's actions, for its page to bind to its locale (decision 052).
export { markLine, uploadEpd } from './actions';
// What the desk's pages read from their address.
export { pageFrom } from './page-number';
