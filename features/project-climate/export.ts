import 'server-only';
import ExcelJS from 'exceljs';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { csvField, csvNumber, csvText } from '@/lib/csv/fields';
import type { ClimateLine, ClimateTable } from './table';

type Cell = string | number | null;

/** The columns, in this order; their headers are the page's language (ProjectClimate.sheet). */
export const SHEET_COLUMNS = [
  'material',
  'product',
  'placement',
  'quantity',
  'unit',
  'squareMetres',
  'kilograms',
  'perUnit',
  'declaredUnit',
  'perSquareMetre',
  'total',
  'source',
  'reference',
  'validUntil',
  'remark',
] as const;
const TOTAL_COLUMN = SHEET_COLUMNS.indexOf('total');

/** Numbers as stored (unrounded: an LCA tool rounds for itself); what is not known is an empty cell. */
async function sheet(table: ClimateTable, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'ProjectClimate' });
  const unitName = (unit: ClimateLine['declaredUnit']) => (unit ? t(`units.${unit}`) : null);
  const row = (line: ClimateLine): Cell[] => {
    const { source } = line;
    const remark = line.missing
      ? t(`missing.${line.missing}`)
      : source?.kind === 'epd' && source.expired
        ? t('sheet.expired')
        : source?.kind === 'generic' && source.example
          ? t('sheet.example')
          : null;
    return [
      line.name ?? line.catalogueId,
      line.productName,
      line.placement && t(`placements.${line.placement}`),
      line.quantity,
      line.unit === 'declared' ? unitName(line.declaredUnit) : line.unit && t('units.m2'),
      line.squareMetres,
      line.kilograms,
      line.perUnit,
      unitName(line.declaredUnit),
      line.perSquareMetre,
      line.total,
      source && t(source.kind === 'epd' ? 'sheet.epd' : 'sheet.generic'),
      source && (source.kind === 'epd' ? source.registrationNumber : `${source.name[locale]} (${source.source})`),
      source?.kind === 'epd' ? source.validUntil : null,
      remark,
    ];
  };
  const total: Cell[] = SHEET_COLUMNS.map((_, i) => (i === 0 ? t('sheet.totalLabel') : i === TOTAL_COLUMN ? table.total : null));
  return {
    name: t('sheet.name'),
    header: SHEET_COLUMNS.map((column) => t(`sheet.${column}`)),
    rows: [...table.lines.map(row), total],
  };
}

/** The table as CSV: RFC 4180, a header row in the page's language, '.' decimals, CRLF line ends, a byte order mark for spreadsheets. */
export async function climateCsv(table: ClimateTable, locale: Locale): Promise<string> {
  const { header, rows } = await sheet(table, locale);
  const field = (cell: Cell) => csvField(typeof cell === 'number' ? csvNumber(cell) : csvText(cell ?? ''));
  return '\uFEFF' + [header.map((h) => csvField(csvText(h))), ...rows.map((r) => r.map(field))].map((r) => r.join(',')).join('\r\n') + '\r\n';
}

/** The table as an XLSX workbook of one sheet: numbers as numbers, the header row bold and frozen. */
export async function climateXlsx(table: ClimateTable, locale: Locale): Promise<ArrayBuffer> {
  const { name, header, rows } = await sheet(table, locale);
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.addRow(header).font = { bold: true };
  for (const row of rows) worksheet.addRow(row);
  worksheet.lastRow!.font = { bold: true };
  worksheet.columns.forEach((column, i) => (column.width = Math.max(12, Math.min(40, header[i]!.length + 2))));
  return workbook.xlsx.writeBuffer();
}
