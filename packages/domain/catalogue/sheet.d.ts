import type { z } from 'zod';

/** What a product holds; rows that name the same product must agree on these. */
export const PRODUCT_COLUMNS: readonly [
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
];
/** What a surface holds beside its article number and name. */
export const SURFACE_COLUMNS: readonly ['finish', 'gloss', 'lrv', 'hex', 'ncs', 'labL', 'labA', 'labB'];
/** The columns, in the template's order; headers are in the site's ProducerCatalogue.columns. */
export const SHEET_COLUMNS: readonly ['articleNumber', 'surfaceName', ...typeof PRODUCT_COLUMNS, ...typeof SURFACE_COLUMNS];
/** The most an upload may hold; the reader refuses a larger file before parsing it, the cms a larger apply. */
export const SHEET_MAX_ROWS: 20000;
export const SHEET_MAX_BYTES: number;
/** No column needs more (a summary is at most 300): a longer cell is refused before validation. */
export const SHEET_MAX_CELL_CHARS: 1000;
/** The bounds mirror cms/src/api/product and cms/src/api/surface's schemas. */
export const sheetRecordSchema: z.ZodObject<
  {
    articleNumber: z.ZodString;
    surfaceName: z.ZodString;
    productName: z.ZodString;
    category: z.ZodEnum<{
      flooring: 'flooring';
      'wall-panels': 'wall-panels';
      tiles: 'tiles';
      laminates: 'laminates';
      paints: 'paints';
    }>;
    summary: z.ZodNullable<z.ZodString>;
    fireClass: z.ZodNullable<
      z.ZodEnum<{
        [x: string]: string;
      }>
    >;
    slipResistance: z.ZodNullable<
      z.ZodEnum<{
        R9: 'R9';
        R10: 'R10';
        R11: 'R11';
        R12: 'R12';
        R13: 'R13';
      }>
    >;
    useClass: z.ZodNullable<z.ZodInt>;
    thickness: z.ZodNullable<z.ZodNumber>;
    placement: z.ZodNullable<
      z.ZodEnum<{
        indoor: 'indoor';
        outdoor: 'outdoor';
        'indoor-outdoor': 'indoor-outdoor';
      }>
    >;
    leadTimeDays: z.ZodNullable<z.ZodInt>;
    priceBand: z.ZodNullable<z.ZodInt>;
    finish: z.ZodNullable<
      z.ZodEnum<{
        matt: 'matt';
        satin: 'satin';
        gloss: 'gloss';
        structured: 'structured';
      }>
    >;
    gloss: z.ZodNullable<z.ZodNumber>;
    lrv: z.ZodNullable<z.ZodNumber>;
    hex: z.ZodNullable<z.ZodString>;
    ncs: z.ZodNullable<z.ZodString>;
    labL: z.ZodNullable<z.ZodNumber>;
    labA: z.ZodNullable<z.ZodNumber>;
    labB: z.ZodNullable<z.ZodNumber>;
  },
  z.core.$strip
>;
