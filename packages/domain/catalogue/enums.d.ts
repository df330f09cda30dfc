export const CATEGORIES: readonly ['flooring', 'wall-panels', 'tiles', 'laminates', 'paints'];
export const FINISHES: readonly ['matt', 'satin', 'gloss', 'structured'];
export const COLOUR_FAMILIES: readonly ['white', 'grey', 'black', 'beige', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'];
/** EN 13501-1 reaction-to-fire classes as the standard writes them; floorings carry "fl". */
export const FIRE_CLASSES: string[];
export const SLIP_CLASSES: readonly ['R9', 'R10', 'R11', 'R12', 'R13'];
/** EN ISO 10874: domestic 21–23, commercial 31–34, industrial 41–43. */
export const USE_CLASSES: readonly ['21', '22', '23', '31', '32', '33', '34', '41', '42', '43'];
export const PLACEMENT_VALUES: readonly ['indoor', 'outdoor', 'indoor-outdoor'];
export const CATALOGUE_JOB_STATUSES: readonly ['receiving', 'ready', 'running', 'failed', 'done'];
