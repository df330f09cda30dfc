/**
 * The languages the site is written in and the cms keeps its content in: Swedish, the
 * default, and English. Also every `language` enumeration of the cms's content types (the
 * language a visitor wrote or ordered in), checked by tests/unit/cms-schema-parity.test.ts.
 */
export const LOCALES = /** @type {const} */ (['sv', 'en']);
export const DEFAULT_LOCALE = 'sv';
