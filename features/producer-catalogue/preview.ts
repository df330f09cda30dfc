import { SHEET_COLUMNS, type CatalogueEntry, type SheetColumn } from '@/lib/records/catalogue-sheet';
import type { Refusal, SheetRow } from './rows';

export interface ChangedRow extends SheetRow {
  /** The columns whose value the file changes, in the sheet's order. */
  fields: SheetColumn[];
}

export interface RefusedRow {
  row: number;
  articleNumber: string | null;
  refusals: Refusal[];
}

/** What applying a file would do, row by row, before anything is written. */
export interface CataloguePreview {
  added: SheetRow[];
  changed: ChangedRow[];
  unchanged: SheetRow[];
  refused: RefusedRow[];
  /** Article numbers in the catalogue that the file leaves out (a refused row does not). */
  missing: string[];
  /** The missing ones again when the caller asked for them to go, else none. */
  deletions: string[];
}

/** Decimals as the cms keeps them (four places) are equal; a hex colour in either case is the same. */
function same(column: SheetColumn, a: string | number | null, b: string | number | null): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 5e-5;
  if (column === 'hex' && typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  return a === b;
}

/**
 * Sorts a read file's rows against the producer's catalogue (its records by article number):
 * new, changed (with the columns that change), unchanged and refused, each in file order.
 * A catalogue article the file leaves out is listed as missing and only becomes a deletion
 * when `deleteMissing` says so: a shorter file is often just a part of the catalogue.
 */
export function previewCatalogue(
  current: Readonly<Record<string, CatalogueEntry>>,
  reading: { rows: readonly SheetRow[]; refusals: readonly Refusal[] },
  { deleteMissing = false }: { deleteMissing?: boolean } = {},
): CataloguePreview {
  const catalogue = new Map(Object.entries(current));
  const preview: CataloguePreview = { added: [], changed: [], unchanged: [], refused: [], missing: [], deletions: [] };
  const inFile = new Set<string>();
  for (const row of reading.rows) {
    inFile.add(row.record.articleNumber);
    const before = catalogue.get(row.record.articleNumber);
    if (!before) {
      preview.added.push(row);
      continue;
    }
    const fields = SHEET_COLUMNS.filter((column) => !same(column, before[column] ?? null, row.record[column]));
    if (fields.length > 0) preview.changed.push({ ...row, fields });
    else preview.unchanged.push(row);
  }
  const refused = new Map<number, RefusedRow>();
  for (const refusal of reading.refusals) {
    if (refusal.articleNumber !== null) inFile.add(refusal.articleNumber);
    const entry = refused.get(refusal.row) ?? { row: refusal.row, articleNumber: refusal.articleNumber, refusals: [] };
    entry.refusals.push(refusal);
    refused.set(refusal.row, entry);
  }
  preview.refused = [...refused.values()].sort((a, b) => a.row - b.row);
  preview.missing = [...catalogue.keys()].filter((articleNumber) => !inFile.has(articleNumber));
  preview.deletions = deleteMissing ? [...preview.missing] : [];
  return preview;
}
