import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SHEET_MAX_BYTES, SHEET_MAX_ROWS } from '@/lib/records/catalogue-sheet';
import { readCsv } from './csv';
import { validateRows, type Cell, type SheetReading } from './rows';

export type SheetFormat = 'csv' | 'xlsx';

// The CSV template guards text against formulas with a leading "'" (lib/csv/fields.ts): a
// file that comes back from it holds the guard, which is no part of the value.
const FORMULA_GUARD = /(?<=^|[,;\t\r\n])'(?=[=+\-@\t\r])/g;

/** An XLSX cell as text or a number: a formula as its result, rich text as its words. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean' || value instanceof Date) return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value && value.result !== undefined ? cellOf(value.result as ExcelJS.CellValue) : null;
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
}

/**
 * The first sheet's rows, read as a stream: the template's range checks, which a whole-book
 * load would expand into a model per cell, are never built, and reading stops at the row
 * limit however far the packed file would unfold.
 */
async function xlsxRows(bytes: Uint8Array): Promise<Cell[][] | 'tooManyRows' | null> {
  const rows: Cell[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number > SHEET_MAX_ROWS + 1) return 'tooManyRows';
        // Row numbers are the sheet's own, so an empty row left in the middle keeps the count right.
        rows[row.number - 1] = Array.isArray(row.values) ? row.values.slice(1).map((v) => cellOf(v)) : [];
      }
      return Array.from(rows, (row) => row ?? []);
    }
  } catch {
    return null;
  }
  return null;
}

const isEmpty = (cells: Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/**
 * An uploaded catalogue, CSV or XLSX, read and checked row by row. The first row is the
 * header, in either language; rows with nothing in them are skipped. A file over
 * SHEET_MAX_BYTES, or with more than SHEET_MAX_ROWS rows under the header (empty ones too,
 * since reading stops there), is refused whole.
 */
export async function readCatalogueSheet(bytes: Uint8Array, format: SheetFormat): Promise<SheetReading> {
  if (bytes.byteLength > SHEET_MAX_BYTES) return { ok: false, problem: { reason: 'tooLarge' } };
  let table: Cell[][] | 'tooManyRows' | null;
  if (format === 'csv') {
    // Excel in Swedish saves "CSV" as Windows-1252 and only "CSV UTF-8" as UTF-8: text that
    // is no UTF-8 is the former.
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
    const { records, truncated } = readCsv(text, SHEET_MAX_ROWS + 1);
    table = truncated ? 'tooManyRows' : records.map((record) => record.map((cell) => cell.replace(FORMULA_GUARD, '')));
  } else table = await xlsxRows(bytes);
  if (table === null) return { ok: false, problem: { reason: 'unreadable', format } };
  if (table === 'tooManyRows') return { ok: false, problem: { reason: 'tooManyRows' } };
  const headerAt = table.findIndex((cells) => !isEmpty(cells));
  if (headerAt === -1) return { ok: false, problem: { reason: 'empty' } };
  const body = table
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(headerAt + 1)
    .filter(({ cells }) => !isEmpty(cells));
  if (body.length > SHEET_MAX_ROWS) return { ok: false, problem: { reason: 'tooManyRows' } };
  return validateRows(table[headerAt]!, body);
}
