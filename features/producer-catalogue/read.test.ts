import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { SHEET_COLUMNS, SHEET_MAX_BYTES, SHEET_MAX_ROWS, type SheetRecord } from '@/lib/records/catalogue-sheet';
import { LOCALES } from '@/tests/unit/render';
import { ASH, OAK, WHITE } from './fixtures.test-data';
import { headerOf } from './columns';
import { readCatalogueSheet } from './read';
import type { SheetReading } from './rows';
import { catalogueCsv, catalogueXlsx } from './template';
import { describeProblem, describeRefusal } from './words';

const bytes = (text: string) => new TextEncoder().encode(text);
const records = (reading: SheetReading) => (reading.ok ? reading.rows.map((r) => r.record) : reading.problem);

/** A CSV as a producer's spreadsheet might save it: the template's header, then `lines`. */
const filled = (lines: string[], locale: 'sv' | 'en' = 'sv') => bytes(catalogueCsv([], locale) + lines.join('\r\n'));
const HEADER_SV = catalogueCsv([], 'sv').slice(1).trimEnd();

/** Every refusal of a reading, in words. */
async function refusalsIn(file: Uint8Array, locale: 'sv' | 'en') {
  const reading = await readCatalogueSheet(file, 'csv');
  if (!reading.ok) throw new Error(describeProblem(reading.problem, locale));
  return reading.refusals.map((r) => describeRefusal(r, locale));
}

/** A workbook whose first sheet has a header cell and `count` rows of one cell under it. */
async function xlsxOf(count: number) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('x');
  sheet.addRow(['Artikelnummer']);
  for (let i = 0; i < count; i++) sheet.addRow([`A-${i}`]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describe('readCatalogueSheet', () => {
  it.each(LOCALES)('reads back the CSV template it wrote in %s, formula guards and all', async (locale) => {
    const reading = await readCatalogueSheet(bytes(catalogueCsv([OAK, ASH, WHITE], locale)), 'csv');
    expect(reading).toEqual({
      ok: true,
      rows: [
        { row: 2, record: OAK },
        { row: 3, record: ASH },
        { row: 4, record: WHITE },
      ],
      refusals: [],
    });
  });

  it.each(LOCALES)('reads back the XLSX template it wrote in %s', async (locale) => {
    const file = new Uint8Array(await catalogueXlsx([OAK, ASH, WHITE], locale));
    expect(records(await readCatalogueSheet(file, 'xlsx'))).toEqual([OAK, ASH, WHITE]);
  });

  it("reads a Swedish Excel's CSV: ';' between fields, decimal commas, words in either language or codes", async () => {
    const header = HEADER_SV.replaceAll('","', '";"');
    const row = 'YTB-7;Grå;Platta;Kakel och klinker;;A1;r11;;"10,5";Indoors and outdoors;" 12 ";4;STRUCTURED;"1 000,5";"12,25";ABCDEF;;;"−2";';
    expect(records(await readCatalogueSheet(bytes(`${header}\n${row}\n`), 'csv'))).toEqual([
      {
        ...WHITE,
        articleNumber: 'YTB-7',
        surfaceName: 'Grå',
        productName: 'Platta',
        category: 'tiles',
        fireClass: 'A1',
        slipResistance: 'R11',
        thickness: 10.5,
        placement: 'indoor-outdoor',
        leadTimeDays: 12,
        priceBand: 4,
        finish: 'structured',
        gloss: 1000.5,
        lrv: 12.25,
        hex: '#abcdef',
        ncs: null,
        labL: null,
        labA: -2,
        labB: null,
      },
    ]);
  });

  it('refuses each faulty cell with its row, its column and the reason, in both languages', async () => {
    const csv = (record: SheetRecord) => catalogueCsv([record], 'sv').split('\r\n')[1]!;
    const file = filled([
      csv(OAK),
      '',
      csv({ ...OAK, articleNumber: 'O-2' })
        .replace('"Laminat"', '"Parkett"')
        .replace('"8.5"', '"tjock"')
        .replace('"14"', '"400"')
        .replace('"32"', '"35"')
        .replace('"2","Matt"', '"2.5","Matt"'),
      csv({ ...WHITE, articleNumber: 'YTB-100-01', hex: '#fff', surfaceName: 'x'.repeat(121) }),
      csv({ ...WHITE, articleNumber: 'W-2', productName: 'Golvplank Classic' }),
      csv({ ...WHITE, articleNumber: 'W-3' }).replace('"Kritvit"', '""'),
      csv({ ...WHITE, articleNumber: 'W-4', summary: 'y'.repeat(1001) }),
    ]);
    expect(await refusalsIn(file, 'sv')).toEqual([
      'Rad 4, kolumnen ”Kategori”: ”Parkett” är inget av de tillåtna värdena: Golv, Väggpaneler, Kakel och klinker, Laminat eller Målarfärg.',
      'Rad 4, kolumnen ”Nyttjandeklass (EN ISO 10874)”: ”35” är inget av de tillåtna värdena: 21, 22, 23, 31, 32, 33, 34, 41, 42 eller 43.',
      'Rad 4, kolumnen ”Tjocklek (mm)”: ”tjock” är inget tal.',
      'Rad 4, kolumnen ”Leveranstid (dagar)”: 400 ligger utanför det tillåtna, 0–365.',
      'Rad 4, kolumnen ”Prisklass (1–4)”: ”2.5” är inget heltal.',
      'Rad 5, kolumnen ”Artikelnummer”: artikelnumret ”YTB-100-01” finns redan på rad 2.',
      'Rad 5, kolumnen ”Ytans namn”: får vara högst 120 tecken.',
      'Rad 5, kolumnen ”Färg (hex)”: ”#fff” är ingen färg skriven som #RRGGBB.',
      'Rad 6, kolumnen ”Kategori”: produkten ”Golvplank Classic” har ett annat värde här än på rad 2; en produkts kolumner ska vara lika på alla dess rader.',
      'Rad 7, kolumnen ”Ytans namn”: måste fyllas i.',
      'Rad 8, kolumnen ”Sammanfattning”: cellen är längre än 1000 tecken.',
    ]);
    expect(await refusalsIn(file, 'en')).toEqual([
      'Row 4, column “Category”: “Parkett” is not one of the allowed values: Flooring, Wall panels, Tiles, Laminates, or Paints.',
      'Row 4, column “Use class (EN ISO 10874)”: “35” is not one of the allowed values: 21, 22, 23, 31, 32, 33, 34, 41, 42, or 43.',
      'Row 4, column “Thickness (mm)”: “tjock” is not a number.',
      'Row 4, column “Lead time (days)”: 400 is outside what is allowed, 0–365.',
      'Row 4, column “Price band (1–4)”: “2.5” is not a whole number.',
      'Row 5, column “Article number”: the article number “YTB-100-01” is already on row 2.',
      'Row 5, column “Surface name”: may hold at most 120 characters.',
      'Row 5, column “Colour (hex)”: “#fff” is not a colour written as #RRGGBB.',
      'Row 6, column “Category”: the product “Golvplank Classic” has another value here than on row 2; a product’s columns must be the same on all its rows.',
      'Row 7, column “Surface name”: must be filled in.',
      'Row 8, column “Summary”: the cell is longer than 1000 characters.',
    ]);
    const reading = await readCatalogueSheet(file, 'csv');
    expect(records(reading)).toEqual([OAK]);
    expect(reading.ok && reading.refusals.map((r) => [r.row, r.articleNumber])).toContainEqual([7, 'W-3']);
  });

  it.each([
    ['sv', 'Filen är större än 8 MB.'],
    ['en', 'The file is larger than 8 MB.'],
  ] as const)('refuses a file over the size limit before reading it (%s)', async (locale, words) => {
    const reading = await readCatalogueSheet(new Uint8Array(SHEET_MAX_BYTES + 1), 'csv');
    expect(!reading.ok && describeProblem(reading.problem, locale)).toBe(words);
  });

  it.each(['csv', 'xlsx'] as const)('refuses a %s file with more rows than the limit', async (format) => {
    const file = format === 'csv' ? bytes(`${HEADER_SV}\n${'A-1\n'.repeat(SHEET_MAX_ROWS + 1)}`) : await xlsxOf(SHEET_MAX_ROWS + 1);
    const reading = await readCatalogueSheet(file, format);
    expect(!reading.ok && [describeProblem(reading.problem, 'sv'), describeProblem(reading.problem, 'en')]).toEqual([
      'Filen har fler än 20\u00a0000 rader.',
      'The file has more than 20,000 rows.',
    ]);
  });

  it("refuses a header row that is not the template's, naming the columns", async () => {
    const header = HEADER_SV.replace('"Halkklass"', '"Halka"').replace(',"NCS-kod"', '');
    const unknown = await readCatalogueSheet(bytes(`${header}\r\n`), 'csv');
    expect(!unknown.ok && describeProblem(unknown.problem, 'sv')).toBe('Rubrikraden har kolumner som mallen inte har: ”Halka”.');
    const missing = await readCatalogueSheet(bytes(`${header.replace('"Halka"', '"Slip resistance"')}\r\n`), 'csv');
    expect(!missing.ok && describeProblem(missing.problem, 'en')).toBe('The header row lacks the columns “NCS code”.');
    expect(!missing.ok && describeProblem(missing.problem, 'sv')).toBe('Rubrikraden saknar kolumnerna ”NCS-kod”.');
    const repeated = await readCatalogueSheet(bytes(`${HEADER_SV},"ncs code","Glans (GU)"\r\n`), 'csv');
    expect(!repeated.ok && describeProblem(repeated.problem, 'sv')).toBe('Rubrikraden har kolumnerna ”Glans (GU)” och ”NCS-kod” mer än en gång.');
    expect(!repeated.ok && describeProblem(repeated.problem, 'en')).toBe('The header row has the columns “Gloss (GU)” and “NCS code” more than once.');
  });

  it('refuses a file with no rows, and one that is no workbook', async () => {
    const empty = await readCatalogueSheet(bytes(catalogueCsv([], 'sv')), 'csv');
    expect(!empty.ok && describeProblem(empty.problem, 'sv')).toBe('Filen har inga rader under rubrikraden.');
    const garbage = await readCatalogueSheet(bytes('not a zip'), 'xlsx');
    expect(!garbage.ok && describeProblem(garbage.problem, 'en')).toBe('The file cannot be read as XLSX.');
  });

  it('reads an XLSX cell by what it shows: rich text as its words, a formula as its result; and refuses its faults in words', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Blad1');
    // Codes rather than words, as a producer's own system might write them.
    const cells = (record: SheetRecord) => SHEET_COLUMNS.map((column) => record[column]);
    sheet.addRow(SHEET_COLUMNS.map((column) => headerOf('en', column)));
    sheet.addRow(cells(OAK));
    sheet.getCell('B2').value = { richText: [{ text: 'Ek ' }, { font: { bold: true }, text: 'natur' }] };
    sheet.getCell('I2').value = { formula: '17/2', result: 8.5 };
    sheet.addRow([]);
    sheet.addRow(cells({ ...ASH, lrv: 120 }));
    const reading = await readCatalogueSheet(new Uint8Array(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(records(reading)).toEqual([OAK]);
    expect(reading.ok && reading.refusals.map((r) => describeRefusal(r, 'sv'))).toEqual([
      'Rad 4, kolumnen ”Ljusreflektans (LRV)”: 120 ligger utanför det tillåtna, 0–100.',
    ]);
    expect(reading.ok && reading.refusals.map((r) => describeRefusal(r, 'en'))).toEqual([
      'Row 4, column “Light reflectance (LRV)”: 120 is outside what is allowed, 0–100.',
    ]);
  });

  it('reads a CSV that Excel in Swedish saved as Windows-1252', async () => {
    const text = catalogueCsv([{ ...OAK, surfaceName: 'Grå – ”matt”' }], 'sv');
    const windows1252 = new Uint8Array([...text.slice(1)].map((c) => ({ '–': 0x96, '”': 0x94 })[c] ?? c.charCodeAt(0)));
    expect(records(await readCatalogueSheet(windows1252, 'csv'))).toEqual([{ ...OAK, surfaceName: 'Grå – ”matt”' }]);
  });
});
