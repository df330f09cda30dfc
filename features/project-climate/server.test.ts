import { describe, expect, it, vi } from 'vitest';
import type { ClimateMaterial } from '@/lib/strapi/project-climate';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { NOT_DECLARED, epd } from '@/tests/unit/climate-records';
import { projectClimateTable, SWAP_CONCURRENCY } from './server';

const fetchMock = cmsFetchMock();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

const SURFACE = 'surfacesurfacesurfacesur';
const PRODUCT = 'productproductproductpro';
const line = (overrides: Partial<ClimateMaterial> & Pick<ClimateMaterial, 'id' | 'kind' | 'catalogueId'>): ClimateMaterial => ({
  name: 'Ek natur',
  productName: null,
  quantity: { material: overrides.id, quantity: 100, unit: 'm2', placement: 'floor' },
  declaration: epd({ registrationNumber: 'YTB-FIKTIV-0001', gwp: { ...NOT_DECLARED, A1A3: 7.4 } }),
  declarationOf: 'product',
  category: 'flooring',
  thickness: null,
  ...overrides,
});
/** A surface and a product on the board, 100 m² and 50 m² at 7.4 kg CO₂e/m²: 740 + 370 = 1,110 kg CO₂e. */
const source = {
  name: 'Villa Ekbacken',
  materials: [
    line({ id: 'surface', kind: 'surface', catalogueId: SURFACE }),
    line({
      id: 'product',
      kind: 'product',
      catalogueId: PRODUCT,
      name: 'Ekparkett',
      quantity: { material: 'product', quantity: 50, unit: 'm2', placement: 'wall' },
    }),
  ],
};

const card = (documentId: string, name: string, a1a3: number) => ({
  documentId,
  name,
  articleNumber: `${name}-1`,
  lrv: null,
  product: { name: 'Lågkolparkett', producer: { name: 'Norrgolv', slug: 'norrgolv' } },
  deltaE: 1.2,
  carbon: { a1a3, fromEpd: true, savingKg: 7.4 - a1a3, savingPercent: 10 },
});

/** The cms's less-carbon list: one answer for the surface, one for the product (around its first surface, "Ek natur"). */
function cms() {
  fetchMock.mockImplementation(async (url) => {
    const address = new URL(url);
    if (address.pathname !== '/api/less-carbon') return json({ data: [] });
    if (address.searchParams.get('surface') === SURFACE) return json({ data: [card('a'.repeat(24), 'Ek grå', 5.4)], meta: { carbon: null, complete: true } });
    if (address.searchParams.get('product') === PRODUCT) {
      return json({ data: [card('b'.repeat(24), 'Ek vit', 3.4)], meta: { carbon: null, complete: true, look: { documentId: SURFACE, name: 'Ek natur' } } });
    }
    return json({ data: [] });
  });
}

describe('a project’s swaps', () => {
  it('gives a product on the board the best swap around its first surface, and what the project would save, as worked by hand', async () => {
    cms();
    const table = await projectClimateTable(source, 'sv', { swaps: true });
    const [surface, product] = table.lines;
    expect(surface!.swap).toMatchObject({ surfaceId: 'a'.repeat(24), name: 'Ek grå', look: null });
    expect(surface!.swap!.saving).toBeCloseTo(100 * (7.4 - 5.4), 9);
    expect(product!.swap).toMatchObject({ surfaceId: 'b'.repeat(24), name: 'Ek vit', look: 'Ek natur', perSquareMetre: 3.4 });
    expect(product!.swap!.total).toBeCloseTo(50 * 3.4, 9);
    expect(product!.swap!.saving).toBeCloseTo(50 * (7.4 - 3.4), 9);
    // 1,110 − 200 − 200 kg CO₂e.
    expect(table.totalWithSwaps).toBeCloseTo(710, 9);
    const asked = fetchMock.mock.calls.map(([url]) => new URL(url)).filter((u) => u.pathname === '/api/less-carbon');
    expect(asked.map((u) => [u.searchParams.get('surface'), u.searchParams.get('product')])).toEqual([
      [SURFACE, null],
      [null, PRODUCT],
    ]);
  });

  it('asks the cms a few swaps at a time, however many lines the project has, and gives each line its own', async () => {
    const lines = Array.from({ length: 20 }, (_, i) => line({ id: `line-${i}`, kind: 'surface', catalogueId: `surface${String(i).padStart(17, '0')}` }));
    let asking = 0;
    let most = 0;
    fetchMock.mockImplementation(async (url) => {
      const surface = new URL(url).searchParams.get('surface')!;
      most = Math.max(most, ++asking);
      await new Promise((resolve) => setTimeout(resolve, 1));
      asking--;
      return json({ data: [card('c'.repeat(24), `Svar för ${surface}`, 5.4)], meta: { carbon: null, complete: true } });
    });
    const table = await projectClimateTable({ name: 'Kv. Tjugo', materials: lines }, 'sv', { swaps: true });
    expect(most).toBe(SWAP_CONCURRENCY);
    expect(table.lines.map((l) => l.swap?.name)).toEqual(lines.map((l) => `Svar för ${l.catalogueId}`));
  });

  it('leaves a line without a swap where the cms cannot answer', async () => {
    // The failure is reported as any cms failure is; the table goes on without the swaps.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (url) => (new URL(url).pathname === '/api/less-carbon' ? new Response('{}', { status: 500 }) : json({ data: [] })));
    const table = await projectClimateTable(source, 'en', { swaps: true });
    expect(table.lines.map((l) => l.swap)).toEqual([null, null]);
    expect(table.totalWithSwaps).toBeNull();
    expect(reported.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining(`/api/less-carbon?locale=en&surface=${SURFACE}`),
      expect.stringContaining(`/api/less-carbon?locale=en&product=${PRODUCT}`),
    ]);
  });
});
