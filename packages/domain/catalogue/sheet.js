import { z } from 'zod';
import { CATEGORIES, FINISHES, FIRE_CLASSES, PLACEMENT_VALUES, SLIP_CLASSES, USE_CLASSES } from './enums.js';

/*
 * A producer's catalogue as a spreadsheet holds it: one row per surface, keyed by its article
 * number, with its product's columns beside it. The site reads and previews the files; the
 * cms checks the records again with this same schema before it writes them.
 */

/** What a product holds; rows that name the same product must agree on these. */
export const PRODUCT_COLUMNS = /** @type {const} */ ([
  'productName',
  'category',
  'summary',
  'fireClass',
  'slipResistance',
  'useClass',
  'thickness',
  'placement',
  'leadTimeDays',
  'priceBand',
]);
/** What a surface holds beside its article number and name. */
export const SURFACE_COLUMNS = /** @type {const} */ (['finish', 'gloss', 'lrv', 'hex', 'ncs', 'labL', 'labA', 'labB']);

/** The columns, in the template's order; headers are in the site's ProducerCatalogue.columns. */
export const SHEET_COLUMNS = /** @type {const} */ (['articleNumber', 'surfaceName', ...PRODUCT_COLUMNS, ...SURFACE_COLUMNS]);

/** The most an upload may hold; the reader refuses a larger file before parsing it, the cms a larger apply. */
export const SHEET_MAX_ROWS = 20_000;
export const SHEET_MAX_BYTES = 8 * 1024 * 1024;
/** No column needs more (a summary is at most 300): a longer cell is refused before validation. */
export const SHEET_MAX_CELL_CHARS = 1_000;

/** @param {number} max */
const text = (max) => z.string().min(1).max(max);
/** @param {number} max */
const optionalText = (max) => text(max).nullable();
/** @param {number} min @param {number} max */
const range = (min, max) => z.number().min(min).max(max);
/** @param {number} min @param {number} max */
const whole = (min, max) => z.int().min(min).max(max);

/** The bounds mirror cms/src/api/product and cms/src/api/surface's schemas. */
export const sheetRecordSchema = z.object({
  articleNumber: text(40),
  surfaceName: text(120),
  productName: text(160),
  category: z.enum(CATEGORIES),
  summary: optionalText(300),
  fireClass: z.enum(FIRE_CLASSES).nullable(),
  slipResistance: z.enum(SLIP_CLASSES).nullable(),
  useClass: whole(21, 43)
    .refine((v) => /** @type {readonly string[]} */ (USE_CLASSES).includes(String(v)), { params: { allowed: USE_CLASSES } })
    .nullable(),
  thickness: range(0, 500).nullable(),
  placement: z.enum(PLACEMENT_VALUES).nullable(),
  leadTimeDays: whole(0, 365).nullable(),
  priceBand: whole(1, 4).nullable(),
  finish: z.enum(FINISHES).nullable(),
  // The cms sets no upper bound; 2,000 GU is beyond a mirror's, so a larger value is a typing error.
  gloss: range(0, 2000).nullable(),
  lrv: range(0, 100).nullable(),
  hex: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .nullable(),
  ncs: optionalText(40),
  labL: range(0, 100).nullable(),
  labA: range(-128, 128).nullable(),
  labB: range(-128, 128).nullable(),
});
