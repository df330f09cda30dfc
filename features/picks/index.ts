// What other features may use of the picks besides its components (decision 052).
export { addPick, PICK_LISTS, storageKey, type PickList } from './picks';
export { usePicks } from './store';
