import type { z } from 'zod';
import type { SHEET_COLUMNS, sheetRecordSchema } from '@ytbanken/domain/catalogue/sheet';

/**
 * A producer's catalogue as a spreadsheet holds it: one row per surface, keyed by its article
 * number, with its product's columns beside it. The schema is the domain package's, so the cms
 * checks an apply's records with the very same bounds.
 */
export {
  PRODUCT_COLUMNS,
  SHEET_COLUMNS,
  SHEET_MAX_BYTES,
  SHEET_MAX_CELL_CHARS,
  SHEET_MAX_ROWS,
  SURFACE_COLUMNS,
  sheetRecordSchema,
} from '@ytbanken/domain/catalogue/sheet';

export type SheetColumn = (typeof SHEET_COLUMNS)[number];
export type SheetRecord = z.infer<typeof sheetRecordSchema>;

/** An article as the catalogue holds it, for comparing with a file's row: a column it lacks is empty. */
export type CatalogueEntry = Partial<Record<SheetColumn, string | number | null>>;
