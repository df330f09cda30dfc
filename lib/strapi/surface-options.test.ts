// The measurements' and the sample order's surface list: the whole catalogue, however many
// pages of 100 the cms answers it in (before, surfaces past the 100th were not there).
import { expect, it } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { getSurfaceOptions } from './surface-options';

const fetchMock = cmsFetchMock();
const surface = (n: number) => ({
  documentId: `s${n}`,
  name: `Yta ${n}`,
  articleNumber: `A-${String(n).padStart(4, '0')}`,
  hex: '#aabbcc',
  labL: 50,
  labA: 1,
  labB: 2,
});

it('reads every page of surfaces the cms has', async () => {
  const total = 230;
  fetchMock.mockImplementation(async (url) => {
    const query = new URL(url).searchParams;
    const page = Number(query.get('pagination[page]'));
    const pageSize = Number(query.get('pagination[pageSize]'));
    const rows = Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, i) => surface((page - 1) * pageSize + i + 1));
    return new Response(JSON.stringify({ data: rows, meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } }));
  });

  const options = await getSurfaceOptions('sv');

  expect(options).toHaveLength(total);
  expect(options.at(-1)).toMatchObject({ id: `s${total}`, name: `Yta ${total}`, declared: { L: 50, a: 1, b: 2 } });
  expect(fetchMock.mock.calls.map(([url]) => new URL(url).searchParams.get('pagination[page]'))).toEqual(['1', '2', '3']);
});
