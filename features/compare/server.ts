import 'server-only';

// What pages may use of comparing that runs on the server only (decision 052).
export { CompareView } from './CompareView';
