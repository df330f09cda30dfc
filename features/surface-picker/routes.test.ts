// The pickers' route handlers: at most one page of the catalogue for one question, asked
// of the cms once, and refusals in the caller's language.
import { describe, expect, it } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { setBackendErrorHook } from '@/lib/strapi/errors';
import { outage } from '@/lib/strapi/outage';
import { byIds, search } from './routes';

const fetchMock = cmsFetchMock();
const row = (n: number) => ({
  documentId: `surface${String(n).padStart(16, '0')}`,
  name: `Yta ${n}`,
  articleNumber: `GEN-${n}`,
  hex: '#aabbcc',
  labL: 50,
  labA: 1,
  labB: 2,
  product: { documentId: 'product00000000000000000', name: 'Golv', producer: { name: 'Tillverkaren' } },
});
const answer = (rows: object[], total: number) =>
  new Response(JSON.stringify({ data: rows, meta: { pagination: { page: 1, pageSize: 20, pageCount: Math.ceil(total / 20), total } } }));

const get = (handler: typeof search, query: string) => handler(new Request(`http://site.test/api/surfaces${query}`));

describe('GET /api/surfaces/search', () => {
  it('asks the cms once for one page of surfaces matching every word in name, product or producer', async () => {
    fetchMock.mockResolvedValue(answer([row(1), row(2)], 345));
    const response = await get(search, '/search?q=%20Grå%20GEN-1%20&locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=60/);
    const body = await response.json();
    expect(body.total).toBe(345);
    expect(body.surfaces[1]).toMatchObject({
      name: 'Yta 2',
      articleNumber: 'GEN-2',
      productName: 'Golv',
      producerName: 'Tillverkaren',
      declared: { L: 50, a: 1, b: 2 },
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const query = new URL(fetchMock.mock.calls[0]![0]).searchParams;
    expect(query.get('pagination[pageSize]')).toBe('20');
    expect(query.get('pagination[page]')).toBe('1');
    expect(query.get('locale')).toBe('en');
    // Folded as the cms folds searchText: lowercase, å kept.
    expect(query.get('filters[$and][0][$or][0][searchText][$contains]')).toBe('grå');
    expect(query.get('filters[$and][0][$or][1][product][searchText][$contains]')).toBe('grå');
    expect(query.get('filters[$and][0][$or][2][product][producer][searchText][$contains]')).toBe('grå');
    expect(query.get('filters[$and][1][$or][0][searchText][$contains]')).toBe('gen-1');
    // Searches are the visitors' words: not kept in the data cache.
    expect(fetchMock.mock.calls[0]![1]?.next?.tags ?? []).toEqual([]);
  });

  it.each(LOCALES)('answers a search the cms could not answer in time with 503 busy in %s, and leaves the cms counted as up', async (locale) => {
    setBackendErrorHook(() => {});
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    const response = await get(search, `/search?q=ek&locale=${locale}`);
    setBackendErrorHook(null);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'busy', message: messagesOf(locale).ApiErrors.busy });
    expect(outage.active()).toBe(false);
  });

  it.each(LOCALES)('refuses a missing, too short or too long question in %s', async (locale) => {
    for (const query of ['', 'q=a', `q=${'x'.repeat(101)}`]) {
      const response = await get(search, `/search?${query}&locale=${locale}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid', message: messagesOf(locale).ApiErrors.invalid });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('GET /api/surfaces', () => {
  it('names at most a page of surfaces by id', async () => {
    fetchMock.mockResolvedValue(answer([row(3)], 1));
    const response = await get(byIds, `?ids=${row(3).documentId},${row(4).documentId}&locale=sv`);
    expect(response.status).toBe(200);
    expect((await response.json()).surfaces).toHaveLength(1);
    const query = new URL(fetchMock.mock.calls[0]![0]).searchParams;
    expect(query.getAll('filters[documentId][$in][0]')).toEqual([row(3).documentId]);
  });

  it('refuses ids that are not ids, and more than a page of them', async () => {
    expect((await get(byIds, '?ids=../x&locale=en')).status).toBe(400);
    const many = Array.from({ length: 21 }, (_, i) => row(i).documentId).join(',');
    expect((await get(byIds, `?ids=${many}&locale=en`)).status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
