// What the compare page reads of its address (decision 052).
export { parseCompareIds, type CompareRequest } from './ids';
