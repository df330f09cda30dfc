/*
 * The values the catalogue's enumerations allow: what the cms's product, surface and
 * catalogue-job content types take (their schema.json, checked against these lists by
 * tests/unit/cms-schema-parity.test.ts), what the site filters by and parses the cms's
 * answers with, and what a producer's spreadsheet may hold (sheet.js).
 */

/** A product's category (also a generic climate value's). */
export const CATEGORIES = /** @type {const} */ (['flooring', 'wall-panels', 'tiles', 'laminates', 'paints']);
/** A surface's finish. */
export const FINISHES = /** @type {const} */ (['matt', 'satin', 'gloss', 'structured']);
/** The coarse colour families visitors filter by; the cms sorts each surface into one (cms/src/catalogue/colour-family.js). */
export const COLOUR_FAMILIES = /** @type {const} */ ([
  'white',
  'grey',
  'black',
  'beige',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
]);
/** EN 13501-1 reaction-to-fire classes as the standard writes them; floorings carry "fl". */
export const FIRE_CLASSES = [
  'A1',
  ...['A2', 'B', 'C', 'D'].flatMap((c) => [1, 2, 3].flatMap((s) => [0, 1, 2].map((d) => `${c}-s${s},d${d}`))),
  'E',
  'E-d2',
  'F',
  'A1fl',
  ...['A2', 'B', 'C', 'D'].flatMap((c) => [1, 2].map((s) => `${c}fl-s${s}`)),
  'Efl',
  'Ffl',
];
/** Slip resistance (DIN 51130), least slip-resistant first. */
export const SLIP_CLASSES = /** @type {const} */ (['R9', 'R10', 'R11', 'R12', 'R13']);
/**
 * EN ISO 10874: domestic 21–23, commercial 31–34, industrial 41–43. The cms keeps a use class
 * as an integer (an enumeration's value may not start with a digit) and refuses the others.
 */
export const USE_CLASSES = /** @type {const} */ (['21', '22', '23', '31', '32', '33', '34', '41', '42', '43']);
/** Where a product may go, as the cms holds it. */
export const PLACEMENT_VALUES = /** @type {const} */ (['indoor', 'outdoor', 'indoor-outdoor']);
/** Where a producer's uploaded catalogue is: receiving its parts, ready to apply, being applied, failed or done. */
export const CATALOGUE_JOB_STATUSES = /** @type {const} */ (['receiving', 'ready', 'running', 'failed', 'done']);
