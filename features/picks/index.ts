// What pages and other features may use of the picks, safe in the browser (decision 052).
export { PICK_LISTS, type PickList } from './picks';
export { usePicks } from './store';
export { surfacePicks } from './SurfacePicks';
