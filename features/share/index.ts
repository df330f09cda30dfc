// What pages and other features may use of sharing, safe in the browser (decision 052).
export { SharePanel } from './SharePanel';
