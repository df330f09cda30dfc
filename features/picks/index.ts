// What other features may use of the picks besides its components (decision 052).
export { PICK_LISTS, type PickList } from './picks';
export { usePicks } from './store';
