import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/tests/unit/render';
import { catalogueCsv, catalogueXlsx } from './template';
import { OAK, WHITE } from './fixtures.test-data';

const HEADERS = {
  sv: 'Artikelnummer,Ytans namn,Produktens namn,Kategori,Sammanfattning,Brandteknisk klass (EN 13501-1),Halkklass,Nyttjandeklass (EN ISO 10874),Tjocklek (mm),Inomhus eller utomhus,Leveranstid (dagar),Prisklass (1–4),Ytfinish,Glans (GU),Ljusreflektans (LRV),Färg (hex),NCS-kod,CIELAB L*,CIELAB a*,CIELAB b*',
  en: 'Article number,Surface name,Product name,Category,Summary,Reaction to fire (EN 13501-1),Slip resistance,Use class (EN ISO 10874),Thickness (mm),Indoors or outdoors,Lead time (days),Price band (1–4),Finish,Gloss (GU),Light reflectance (LRV),Colour (hex),NCS code,CIELAB L*,CIELAB a*,CIELAB b*',
};
const quoted = (line: string) =>
  line
    .split(',')
    .map((h) => `"${h}"`)
    .join(',');

describe('catalogueCsv', () => {
  it.each(LOCALES)('writes an empty template with every column headed in %s', (locale) => {
    expect(catalogueCsv([], locale)).toBe(`\uFEFF${quoted(HEADERS[locale])}\r\n`);
  });

  it("writes a catalogue's rows with choices in the sheet's language and text guarded against formulas", () => {
    const [, oak, white] = catalogueCsv([OAK, WHITE], 'sv').split('\r\n');
    expect(oak).toBe(
      '"YTB-100-01","Ek natur","Golvplank Classic","Laminat","Slitstark laminat, ""klick""-montage; 8 mm","Cfl-s1","R10","32","8.5","Inomhus","14","2","Matt","4.2","38","#b08d5f","S 3020-Y30R","61.25","7.5","-0.125"',
    );
    expect(white).toMatch(/^"'=HYPERLINK\(""x""\)","Kritvit","Väggfärg 7","Målarfärg","","A2-s1,d0","","","","Inomhus och utomhus",/);
    expect(catalogueCsv([OAK], 'en').split('\r\n')[1]).toContain('"Laminates","Slitstark');
  });
});

describe('catalogueXlsx', () => {
  async function workbookOf(buffer: ArrayBuffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    return workbook;
  }

  it.each(LOCALES)('heads the sheet in %s, bold and frozen, with columns wide enough', async (locale) => {
    const workbook = await workbookOf(await catalogueXlsx([OAK], locale));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...HEADERS[locale].split(',')]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(5).width).toBe(48);
    sheet.columns.forEach((column, i) => expect(column.width, HEADERS[locale].split(',')[i]).toBeGreaterThanOrEqual(12));
    expect(sheet.getRow(2).getCell(9).value).toBe(8.5);
  });

  it("offers each choice column's values as a list and checks each number column's range", async () => {
    const workbook = await workbookOf(await catalogueXlsx([], 'sv'));
    const [sheet, lists] = workbook.worksheets;
    expect(lists!.name).toBe('Tillåtna värden');
    expect(lists!.getRow(1).values).toEqual([
      undefined,
      'Kategori',
      'Brandteknisk klass (EN 13501-1)',
      'Halkklass',
      'Nyttjandeklass (EN ISO 10874)',
      'Inomhus eller utomhus',
      'Ytfinish',
    ]);
    expect(lists!.getColumn(1).values.slice(2)).toEqual(['Golv', 'Väggpaneler', 'Kakel och klinker', 'Laminat', 'Målarfärg']);
    expect(lists!.getColumn(2).values).toContain('A2-s1,d0');
    // The last row an upload may hold is still checked, the one after it not.
    expect(sheet!.getCell('F20001').dataValidation).toMatchObject({ type: 'list', formulae: ["'Tillåtna värden'!$B$2:$B$52"] });
    expect(sheet!.getCell('F20002').dataValidation).toBeUndefined();
    expect(sheet!.getCell('I2').dataValidation).toMatchObject({ type: 'decimal', operator: 'between', formulae: [0, 500] });
    expect(sheet!.getCell('L2').dataValidation).toMatchObject({ type: 'whole', operator: 'between', formulae: [1, 4] });
    expect(sheet!.getCell('A2').dataValidation).toBeUndefined();
  });
});
