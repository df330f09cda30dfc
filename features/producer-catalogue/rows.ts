import { PRODUCT_COLUMNS, SHEET_COLUMNS, SHEET_MAX_CELL_CHARS, sheetRecordSchema, type SheetColumn, type SheetRecord } from '@/lib/records/catalogue-sheet';
import { COLUMN_KINDS, choiceOf, columnOfHeader } from './columns';

/** A cell as a file holds it: CSV gives text, XLSX also numbers. */
export type Cell = string | number | null;

export const REFUSAL_REASONS = [
  'required',
  'tooLong',
  'cellTooLong',
  'notANumber',
  'notWhole',
  'outOfRange',
  'notAllowed',
  'badHex',
  'duplicate',
  'productDiffers',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Why one row cannot be taken: `row` is the row number a spreadsheet shows (the header is row 1). */
export interface Refusal {
  row: number;
  articleNumber: string | null;
  column: SheetColumn;
  reason: RefusalReason;
  values: Record<string, string | number>;
}

export interface SheetRow {
  row: number;
  record: SheetRecord;
}

/** What is wrong with the whole file, so that no row is read. */
export type FileProblem =
  | { reason: 'tooLarge' | 'tooManyRows' | 'empty' }
  | { reason: 'unreadable'; format: 'csv' | 'xlsx' }
  | { reason: 'missingColumns' | 'unknownColumns' | 'repeatedColumns'; columns: string[] };

export type SheetReading = { ok: true; rows: SheetRow[]; refusals: Refusal[] } | { ok: false; problem: FileProblem };

type Value = string | number | null;
type Found = { value: Value } | { reason: RefusalReason; values: Record<string, string | number> };

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** One cell as its column's value, or why it is none. */
function valueOf(column: SheetColumn, cell: Cell): Found {
  if (cell === null) return { value: null };
  const kind = COLUMN_KINDS[column];
  if (typeof cell === 'number') {
    if (kind.type === 'number') return { value: cell };
    cell = String(cell);
  }
  const text = cell.trim();
  if (text === '') return { value: null };
  if (text.length > SHEET_MAX_CELL_CHARS) return { reason: 'cellTooLong', values: { max: SHEET_MAX_CELL_CHARS } };
  switch (kind.type) {
    case 'text':
      return { value: text };
    case 'hex': {
      const hex = text.startsWith('#') ? text : `#${text}`;
      return /^#[0-9a-f]{6}$/i.test(hex) ? { value: hex.toLowerCase() } : { reason: 'badHex', values: { value: text } };
    }
    case 'number': {
      // Swedish spreadsheets write decimal commas, spaces between thousands and a real minus sign.
      const written = text.replace(/[\s\u00a0\u202f]/g, '').replace('\u2212', '-');
      return NUMBER.test(written) ? { value: Number(written.replace(',', '.')) } : { reason: 'notANumber', values: { value: text } };
    }
    case 'choice': {
      const code = choiceOf(column, text);
      if (code === undefined) return { reason: 'notAllowed', values: { value: text } };
      return { value: kind.numeric ? Number(code) : code };
    }
  }
}

/** A failed schema check in words a refusal can carry. */
function reasonOf(column: SheetColumn, code: string, input: unknown): Pick<Refusal, 'reason' | 'values'> {
  const kind = COLUMN_KINDS[column];
  if (input === null || input === undefined) return { reason: 'required', values: {} };
  if (kind.type === 'number') {
    if (code === 'invalid_type') return { reason: 'notWhole', values: { value: String(input) } };
    return { reason: 'outOfRange', values: { value: String(input), min: kind.min, max: kind.max } };
  }
  if (code === 'too_big' && column in MAX_LENGTHS) return { reason: 'tooLong', values: { max: MAX_LENGTHS[column]! } };
  return { reason: 'notAllowed', values: { value: String(input) } };
}

const MAX_LENGTHS: Partial<Record<SheetColumn, number>> = Object.fromEntries(
  SHEET_COLUMNS.flatMap((column) => {
    const field = sheetRecordSchema.shape[column];
    const inner = 'unwrap' in field ? field.unwrap() : field;
    return 'maxLength' in inner && inner.maxLength != null ? [[column, inner.maxLength]] : [];
  }),
);

/** The columns of a header row, or what keeps it from being the template's. */
export function columnsOf(header: Cell[]): { ok: true; columns: (SheetColumn | null)[] } | { ok: false; problem: FileProblem } {
  const names = header.map((h) => (h === null ? '' : String(h).trim()));
  const columns = names.map((name) => (name === '' ? null : (columnOfHeader(name) ?? null)));
  const unknown = names.filter((name, i) => name !== '' && columns[i] === null);
  if (unknown.length > 0) return { ok: false, problem: { reason: 'unknownColumns', columns: unknown } };
  // A second column of the same name would silently win over the first.
  const repeated = SHEET_COLUMNS.filter((c) => columns.indexOf(c) !== columns.lastIndexOf(c));
  if (repeated.length > 0) return { ok: false, problem: { reason: 'repeatedColumns', columns: repeated } };
  const missing = SHEET_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) return { ok: false, problem: { reason: 'missingColumns', columns: missing } };
  return { ok: true, columns };
}

/** The first product column two rows of one product differ in. */
const productDifference = (a: SheetRecord, b: SheetRecord) => PRODUCT_COLUMNS.find((c) => a[c] !== b[c]);

/**
 * Every row under the header as a record, or the reasons it is refused: each cell against
 * its column, the row against the record's schema, then the rows against each other (an
 * article number once; a product's columns the same on all its rows, the first row deciding).
 */
export function validateRows(header: Cell[], body: { row: number; cells: Cell[] }[]): SheetReading {
  const head = columnsOf(header);
  if (!head.ok) return head;
  if (body.length === 0) return { ok: false, problem: { reason: 'empty' } };
  const rows: SheetRow[] = [];
  const refusals: Refusal[] = [];
  const rowOfArticle = new Map<string, number>();
  const firstOfProduct = new Map<string, SheetRow>();
  for (const { row, cells } of body) {
    const candidate: Record<string, Value> = {};
    const found: Refusal[] = [];
    head.columns.forEach((column, i) => {
      if (column === null) return;
      const result = valueOf(column, cells[i] ?? null);
      if ('value' in result) candidate[column] = result.value;
      else {
        candidate[column] = null;
        found.push({ row, articleNumber: null, column, reason: result.reason, values: result.values });
      }
    });
    const articleNumber = typeof candidate.articleNumber === 'string' ? candidate.articleNumber : null;
    const earlier = articleNumber === null ? undefined : rowOfArticle.get(articleNumber);
    if (articleNumber !== null && earlier === undefined) rowOfArticle.set(articleNumber, row);
    const parsed = sheetRecordSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] as SheetColumn;
        if (found.some((r) => r.column === column)) continue;
        found.push({ row, articleNumber, column, ...reasonOf(column, issue.code, candidate[column]) });
      }
    }
    if (earlier !== undefined) {
      found.push({ row, articleNumber, column: 'articleNumber', reason: 'duplicate', values: { value: articleNumber!, first: earlier } });
    }
    if (found.length === 0 && parsed.success) {
      const record = parsed.data;
      const first = firstOfProduct.get(record.productName);
      const differs = first && productDifference(first.record, record);
      if (first && differs) {
        found.push({ row, articleNumber, column: differs, reason: 'productDiffers', values: { product: record.productName, first: first.row } });
      } else {
        if (!first) firstOfProduct.set(record.productName, { row, record });
        rows.push({ row, record });
      }
    }
    found.sort((a, b) => SHEET_COLUMNS.indexOf(a.column) - SHEET_COLUMNS.indexOf(b.column));
    refusals.push(...found.map((r) => ({ ...r, articleNumber })));
  }
  return { ok: true, rows, refusals };
}
