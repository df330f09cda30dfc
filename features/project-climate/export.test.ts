import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/i18n/routing';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { climateCsv, climateXlsx } from './export';
import { GENERICS, MATERIALS, TODAY, generic } from './fixtures.test-data';
import { climateTable } from './table';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));

const table = climateTable({ name: 'Villa Ekbacken', materials: MATERIALS, generics: GENERICS, today: TODAY });

const HEADERS = {
  sv: [
    'Material',
    'Produkt',
    'Placering',
    'Mängd',
    'Enhet',
    'Area (m²)',
    'Massa (kg)',
    'A1–A3 per deklarerad enhet (kg CO₂e)',
    'Deklarerad enhet',
    'A1–A3 (kg CO₂e/m²)',
    'A1–A3 totalt (kg CO₂e)',
    'Källa',
    'EPD-nummer eller generiskt värde',
    'Giltig till',
    'Anmärkning',
  ],
  en: [
    'Material',
    'Product',
    'Placement',
    'Quantity',
    'Unit',
    'Area (m²)',
    'Mass (kg)',
    'A1–A3 per declared unit (kg CO₂e)',
    'Declared unit',
    'A1–A3 (kg CO₂e/m²)',
    'A1–A3 total (kg CO₂e)',
    'Source',
    'EPD number or generic value',
    'Valid until',
    'Remark',
  ],
};
/** One row per material and the total, the words in the page's language. */
function rowsIn(locale: Locale) {
  const m = messagesOf(locale).ProjectClimate;
  return [
    ['Ek natur', 'Produkt', m.placements.floor, 120, 'm²', 120, null, 7.4, 'm²', 7.4, 888, 'EPD', 'YTB-FIKTIV-0001', '2025-06-30', m.sheet.expired],
    [
      'Vit matt',
      'Produkt',
      m.placements.wall,
      40,
      'm²',
      40,
      800,
      0.5,
      'kg',
      10,
      400,
      m.sheet.generic,
      `${generic.name[locale]} (Exempelvärden)`,
      null,
      m.sheet.example,
    ],
    ['Linoljefärg', 'Produkt', null, null, null, null, null, 2, 'm²', 2, null, 'EPD', 'YTB-FIKTIV-0002', '2029-01-01', m.missing.quantity],
    ['Skiva utan data', 'Produkt', m.placements.ceiling, 10, 'm²', 10, null, null, null, null, null, null, null, null, m.missing.figure],
    ['Panel per kg', 'Produkt', m.placements.facade, 5, 'm²', 5, null, 1.1, 'kg', null, null, 'EPD', 'YTB-FIKTIV-0003', '2029-01-01', m.missing.conversion],
    [m.sheet.totalLabel, null, null, null, null, null, null, null, null, null, 1288, null, null, null, null],
  ];
}

/** A worksheet's rows as plain values, an empty cell as null. */
function valuesOf(sheet: ExcelJS.Worksheet) {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    rows.push(Array.from({ length: HEADERS.sv.length }, (_, i) => row.getCell(i + 1).value ?? null));
  });
  return rows;
}

const round = (rows: unknown[][]) => rows.map((row) => row.map((cell) => (typeof cell === 'number' ? Math.round(cell * 1e9) / 1e9 : cell)));

describe.each(LOCALES)('the climate table’s exports (%s)', (locale) => {
  it('are an XLSX workbook that opens with its headers in the page’s language and one row per material, numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await climateXlsx(table, locale));
    expect(workbook.worksheets).toHaveLength(1);
    const [sheet] = workbook.worksheets;
    expect(sheet!.name).toBe(locale === 'sv' ? 'Klimatpåverkan' : 'Climate impact');
    const [header, ...rows] = valuesOf(sheet!);
    expect(header).toEqual(HEADERS[locale]);
    expect(round(rows)).toEqual(rowsIn(locale));
  });

  it('are a CSV with the same header and rows, read back field by field', async () => {
    const csv = await climateCsv(table, locale);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    const fields = lines.map((line) => line.slice(1, -1).split('","'));
    expect(fields[0]).toEqual(HEADERS[locale]);
    const expected = rowsIn(locale).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));
    expect(fields.slice(1)).toEqual(expected);
  });
});
