import { describe, expect, it } from 'vitest';
import { GENERICS, MATERIALS, TODAY } from './fixtures.test-data';
import { climateTable } from './table';

const table = (swaps?: Parameters<typeof climateTable>[0]['swaps']) =>
  climateTable({ name: 'Villa Ekbacken', materials: MATERIALS, generics: GENERICS, swaps, today: TODAY });
const line = (t: ReturnType<typeof table>, id: string) => t.lines.find((l) => l.id === id)!;

describe('a project’s climate table', () => {
  it('adds up the lines with a quantity and a figure, as worked by hand', () => {
    const t = table();
    expect(t.total).toBeCloseTo(888 + 400, 9);
    expect(t.a4).toBeCloseTo(60, 9);
    expect(line(t, 'oak')).toMatchObject({ squareMetres: 120, perSquareMetre: 7.4, perUnit: 7.4, placement: 'floor', missing: null });
    expect(line(t, 'oak').total).toBeCloseTo(888, 9);
    expect(line(t, 'oak').share).toBeCloseTo(888 / 1288, 9);
    expect(line(t, 'tile')).toMatchObject({ squareMetres: 40, kilograms: 800, perSquareMetre: 10, perUnit: 0.5, declaredUnit: 'kg', total: 400 });
  });

  it('names each source: an EPD (expired or not, the surface’s own or its product’s) or a generic value', () => {
    const t = table();
    expect(line(t, 'oak').source).toEqual({ kind: 'epd', of: 'product', registrationNumber: 'YTB-FIKTIV-0001', validUntil: '2025-06-30', expired: true });
    expect(line(t, 'paint').source).toMatchObject({ kind: 'epd', of: 'surface', expired: false });
    expect(line(t, 'tile').source).toEqual({ kind: 'generic', name: { sv: 'Keramiska plattor', en: 'Ceramic tiles' }, source: 'Exempelvärden', example: true });
    expect(line(t, 'board').source).toBeNull();
  });

  it('names the lines left out and why, never as zero', () => {
    const t = table();
    expect(t.lines.map((l) => [l.id, l.missing, l.total])).toEqual([
      ['oak', null, expect.any(Number)],
      ['tile', null, 400],
      ['paint', 'quantity', null],
      ['board', 'figure', null],
      ['panel', 'conversion', null],
    ]);
  });

  it('takes each line’s swap where it lowers the line, and says what the project would come to', () => {
    const swap = { name: 'Ek grå', productName: 'Lågkolparkett', producerName: 'Norrgolv', deltaE: 1.2, fromEpd: true, look: null };
    const t = table(
      new Map([
        ['oak', { ...swap, surfaceId: 'a'.repeat(24), perSquareMetre: 5.4 }],
        // Higher than the tile's own figure (the list compares the products'): no swap.
        ['tile', { ...swap, surfaceId: 'b'.repeat(24), perSquareMetre: 12 }],
      ]),
    );
    expect(line(t, 'oak').swap).toMatchObject({ name: 'Ek grå', total: 120 * 5.4 });
    expect(line(t, 'oak').swap!.saving).toBeCloseTo(240, 9);
    expect(line(t, 'tile').swap).toBeNull();
    expect(t.totalWithSwaps).toBeCloseTo(1288 - 240, 9);
    expect(table().totalWithSwaps).toBeNull();
  });
});
