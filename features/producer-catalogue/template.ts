import ExcelJS from 'exceljs';
import type { Locale } from '@/i18n/routing';
import { SHEET_COLUMNS, SHEET_MAX_ROWS, type SheetColumn, type SheetRecord } from '@/lib/records/catalogue-sheet';
import { csvField, csvNumber, csvText } from '@/lib/csv/fields';
import { COLUMN_KINDS, choiceWord, headerOf, messagesIn } from './columns';

type Cell = string | number | null;

/** A record's cells in the sheet's language: choices with words as words, the rest as stored. */
function cellsOf(record: SheetRecord, locale: Locale): Cell[] {
  return SHEET_COLUMNS.map((column) => {
    const value = record[column];
    const kind = COLUMN_KINDS[column];
    if (value === null || typeof value === 'number') return value;
    return kind.type === 'choice' ? choiceWord(locale, kind, value) : value;
  });
}

/**
 * The template as CSV, holding `records` (none for an empty template; the producer's
 * catalogue to edit it): RFC 4180, ',' between fields, '.' decimals, CRLF, a byte order mark.
 */
export function catalogueCsv(records: readonly SheetRecord[], locale: Locale): string {
  const field = (cell: Cell) => csvField(typeof cell === 'number' ? csvNumber(cell) : csvText(cell ?? ''));
  const header = SHEET_COLUMNS.map((column) => csvField(csvText(headerOf(locale, column))));
  const rows = records.map((record) => cellsOf(record, locale).map(field));
  return '\uFEFF' + [header, ...rows].map((r) => r.join(',')).join('\r\n') + '\r\n';
}

/** exceljs has `dataValidations.add(range, …)` on a worksheet, but its typings leave it out. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}
const hasRangeValidations = (sheet: object): sheet is RangeValidations => 'dataValidations' in sheet;

const WIDTHS: Partial<Record<SheetColumn, number>> = { summary: 48, productName: 28, surfaceName: 28, fireClass: 18 };

/**
 * The template as an XLSX workbook: the header row bold and frozen, columns wide enough for
 * their headers, and each choice or number column checked by the spreadsheet as it is filled
 * in, for as many rows as an upload may hold. Lists of choices stand on a second sheet (a
 * fire class holds a comma, which an inline list cannot).
 */
export async function catalogueXlsx(records: readonly SheetRecord[], locale: Locale): Promise<ArrayBuffer> {
  const m = messagesIn(locale).ProducerCatalogue;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(m.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet(m.valuesSheetName);
  sheet.addRow(SHEET_COLUMNS.map((column) => headerOf(locale, column))).font = { bold: true };
  for (const record of records) sheet.addRow(cellsOf(record, locale));
  sheet.columns.forEach((column, i) => {
    const name = SHEET_COLUMNS[i]!;
    column.width = WIDTHS[name] ?? Math.max(12, Math.min(32, headerOf(locale, name).length + 2));
  });
  if (!hasRangeValidations(sheet)) return workbook.xlsx.writeBuffer();
  let listColumn = 0;
  SHEET_COLUMNS.forEach((column, i) => {
    const kind = COLUMN_KINDS[column];
    const letter = sheet.getColumn(i + 1).letter;
    const range = `${letter}2:${letter}${SHEET_MAX_ROWS + 1}`;
    if (kind.type === 'choice') {
      listColumn += 1;
      const listLetter = lists.getColumn(listColumn).letter;
      lists.getCell(1, listColumn).value = headerOf(locale, column);
      lists.getCell(1, listColumn).font = { bold: true };
      kind.values.forEach((value, j) => (lists.getCell(j + 2, listColumn).value = choiceWord(locale, kind, value)));
      lists.getColumn(listColumn).width = Math.max(14, headerOf(locale, column).length + 2);
      const ref = `'${m.valuesSheetName.replace(/'/g, "''")}'!$${listLetter}$2:$${listLetter}$${kind.values.length + 1}`;
      sheet.dataValidations.add(range, { type: 'list', allowBlank: true, formulae: [ref], showErrorMessage: true });
    } else if (kind.type === 'number') {
      const type = kind.whole ? 'whole' : 'decimal';
      sheet.dataValidations.add(range, { type, operator: 'between', allowBlank: true, formulae: [kind.min, kind.max], showErrorMessage: true });
    }
  });
  return workbook.xlsx.writeBuffer();
}
