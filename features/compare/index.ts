// What pages and other features may use of comparing, safe in the browser (decision 052).
export { parseCompareIds, type CompareRequest } from './ids';
