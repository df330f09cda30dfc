import { describe, expect, it } from 'vitest';
import { SHEET_MAX_ROWS, type SheetRecord } from '@/lib/records/catalogue-sheet';
import { ASH, OAK, WHITE, manyRecords } from './fixtures.test-data';
import { previewCatalogue } from './preview';
import { readCatalogueSheet } from './read';
import { catalogueCsv, catalogueXlsx } from './template';

const byArticle = (records: SheetRecord[]) => Object.fromEntries(records.map((r) => [r.articleNumber, r]));
const bytes = (text: string) => new TextEncoder().encode(text);

async function read(file: Uint8Array, format: 'csv' | 'xlsx') {
  const reading = await readCatalogueSheet(file, format);
  if (!reading.ok) throw new Error(reading.problem.reason);
  return reading;
}

describe('previewCatalogue', () => {
  it.each(['csv', 'xlsx'] as const)(
    'sorts a %s the producer downloaded, edited and uploaded into new, changed, unchanged, refused and missing',
    async (format) => {
      const catalogue = [OAK, ASH, WHITE];
      const PINE: SheetRecord = { ...OAK, articleNumber: 'YTB-100-03', surfaceName: 'Furu' };
      const edited = [{ ...OAK, lrv: 40, hex: '#B08D5F' }, PINE, { ...WHITE, articleNumber: 'W-9', surfaceName: '' }];
      const file = format === 'csv' ? bytes(catalogueCsv(edited, 'en')) : new Uint8Array(await catalogueXlsx(edited, 'en'));
      const preview = previewCatalogue(byArticle(catalogue), await read(file, format));
      expect(preview.added).toEqual([{ row: 3, record: PINE }]);
      // The hex colour in other letters is the same colour: only the light reflectance changed.
      expect(preview.changed).toEqual([{ row: 2, record: { ...OAK, lrv: 40, hex: '#b08d5f' }, fields: ['lrv'] }]);
      expect(preview.unchanged).toEqual([]);
      expect(preview.refused).toEqual([
        { row: 4, articleNumber: 'W-9', refusals: [{ row: 4, articleNumber: 'W-9', column: 'surfaceName', reason: 'required', values: {} }] },
      ]);
      expect(preview.missing).toEqual([ASH.articleNumber, WHITE.articleNumber]);
      expect(preview.deletions).toEqual([]);
    },
  );

  it('lists every column a row changes, and nothing for a row read back as it was written', async () => {
    const changed: SheetRecord = { ...WHITE, category: 'wall-panels', summary: 'Ny', thickness: 2, labB: 3.00001, ncs: null };
    const reading = await read(bytes(catalogueCsv([changed, OAK], 'sv')), 'csv');
    const preview = previewCatalogue(byArticle([WHITE, OAK]), reading);
    // Four decimal places are what the cms keeps: 3.00001 is no change from 3.
    expect(preview.changed.map((c) => c.fields)).toEqual([['category', 'summary', 'thickness', 'ncs']]);
    expect(preview.unchanged).toEqual([{ row: 3, record: OAK }]);
    expect(preview.added).toEqual([]);
  });

  it('makes the missing articles deletions only when the caller asks', async () => {
    const reading = await read(bytes(catalogueCsv([OAK], 'sv')), 'csv');
    expect(previewCatalogue(byArticle([OAK, ASH]), reading)).toMatchObject({ missing: ['YTB-100-02'], deletions: [] });
    expect(previewCatalogue(byArticle([OAK, ASH]), reading, { deleteMissing: true })).toMatchObject({
      missing: ['YTB-100-02'],
      deletions: ['YTB-100-02'],
    });
  });

  it('does not count an article on a refused row as missing', () => {
    const preview = previewCatalogue(byArticle([OAK]), {
      rows: [],
      refusals: [{ row: 2, articleNumber: OAK.articleNumber, column: 'lrv', reason: 'notANumber', values: { value: 'ljus' } }],
    });
    expect(preview.missing).toEqual([]);
    expect(preview.refused.map((r) => r.articleNumber)).toEqual([OAK.articleNumber]);
  });

  it('reads and sorts a file of the most rows an upload may hold', async () => {
    const records = manyRecords(SHEET_MAX_ROWS);
    const catalogue = byArticle(records.slice(0, 15_000).map((r, i) => (i % 100 === 0 ? { ...r, thickness: 9 } : r)));
    const reading = await read(bytes(catalogueCsv(records, 'sv')), 'csv');
    expect(reading.refusals).toEqual([]);
    expect(reading.rows).toHaveLength(SHEET_MAX_ROWS);
    expect(reading.rows[19_999]).toEqual({ row: 20_001, record: records[19_999] });
    const preview = previewCatalogue(catalogue, reading);
    expect([preview.added.length, preview.changed.length, preview.unchanged.length, preview.refused.length, preview.missing.length]).toEqual([
      5_000, 150, 14_850, 0, 0,
    ]);
    expect(new Set(preview.changed.flatMap((c) => c.fields))).toEqual(new Set(['thickness']));
  });
});
