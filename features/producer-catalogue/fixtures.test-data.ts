import type { SheetRecord } from '@/lib/records/catalogue-sheet';

/** A laminate floor's surface with every column filled. */
export const OAK: SheetRecord = {
  articleNumber: 'YTB-100-01',
  surfaceName: 'Ek natur',
  productName: 'Golvplank Classic',
  category: 'laminates',
  summary: 'Slitstark laminat, "klick"-montage; 8 mm',
  fireClass: 'Cfl-s1',
  slipResistance: 'R10',
  useClass: 32,
  thickness: 8.5,
  placement: 'indoor',
  leadTimeDays: 14,
  priceBand: 2,
  finish: 'matt',
  gloss: 4.2,
  lrv: 38,
  hex: '#b08d5f',
  ncs: 'S 3020-Y30R',
  labL: 61.25,
  labA: 7.5,
  labB: -0.125,
};

/** A second surface of the same product, with only what a surface must have. */
export const ASH: SheetRecord = {
  ...OAK,
  articleNumber: 'YTB-100-02',
  surfaceName: '-Ask vit',
  finish: null,
  gloss: null,
  lrv: null,
  hex: null,
  ncs: null,
  labL: null,
  labA: null,
  labB: null,
};

/** A paint: another product, with text a spreadsheet would run as a formula. */
export const WHITE: SheetRecord = {
  articleNumber: '=HYPERLINK("x")',
  surfaceName: 'Kritvit',
  productName: 'Väggfärg 7',
  category: 'paints',
  summary: null,
  fireClass: 'A2-s1,d0',
  slipResistance: null,
  useClass: null,
  thickness: null,
  placement: 'indoor-outdoor',
  leadTimeDays: 3,
  priceBand: 1,
  finish: 'satin',
  gloss: 20,
  lrv: 88.5,
  hex: '#f4f2ec',
  ncs: 'S 0502-Y',
  labL: 95.5,
  labA: -0.5,
  labB: 3,
};

/** `count` surfaces over products of ten surfaces each, all valid. */
export function manyRecords(count: number): SheetRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    ...OAK,
    articleNumber: `GEN-${String(i).padStart(6, '0')}`,
    surfaceName: `Yta ${i}`,
    productName: `Produkt ${Math.floor(i / 10)}`,
    leadTimeDays: Math.floor(i / 10) % 366,
    lrv: (i % 1000) / 10,
  }));
}
