/*
 * The values an EPD's enumerations allow (the cms's api::epd; schema.json checked against
 * these lists by tests/unit/cms-schema-parity.test.ts): what the site parses the cms's answers with.
 */

/** The standard an EPD is declared under. */
export const EPD_STANDARDS = /** @type {const} */ (['EN 15804+A2', 'EN 15804+A1']);
/** What an EPD's figures are declared per (per-square-metre.js turns each into one square metre). */
export const DECLARED_UNITS = /** @type {const} */ (['m2', 'kg', 'm3', 'piece']);
/** Which global-warming indicator its A1–A3 figure is. */
export const GWP_INDICATORS = /** @type {const} */ (['GWP-GHG', 'GWP-total', 'GWP']);
