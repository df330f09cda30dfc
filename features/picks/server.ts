import 'server-only';

// What pages may use of the picks that runs on the server only (decision 052).
export { PicksProvider, Tray } from './Picks';
