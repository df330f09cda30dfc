// The header's suggestions: one question to the cms's search by names, each suggestion with
// where it leads, and refusals in the caller's language.
import { describe, expect, it } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { setBackendErrorHook } from '@/lib/strapi/errors';
import { outage } from '@/lib/strapi/outage';
import { isSuggestAnswer } from './answer';
import { suggestions } from './routes';

const fetchMock = cmsFetchMock();
const hits = (data: object[]) => ({ data, total: null });
const found = {
  product: hits([
    {
      documentId: 'product00000000000000001',
      name: 'Handglaserat kakel',
      slug: 'handglaserat-kakel',
      summary: null,
      category: 'tiles',
      images: [],
      producer: { name: 'Savela Keramiikka', slug: 'savela' },
      surfaces: [],
    },
  ]),
  surface: hits([{ documentId: 'surface00000000000000001', name: 'Honung', articleNumber: 'NS-1043-02', hex: '#c8a050', swatch: null }]),
  producer: hits([]),
};

const get = (query: string) => suggestions(new Request(`http://site.test/api/search/suggest?${query}`));

describe('GET /api/search/suggest', () => {
  it('asks the cms once for a few names of each kind, and says where each suggestion leads', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: found })));
    const response = await get('q=%20handgl%20&locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=60/);
    const body: unknown = await response.json();
    // What the header's field accepts (it reads the answer without zod).
    expect(isSuggestAnswer(body)).toBe(true);
    expect(body).toEqual({
      query: 'handgl',
      groups: [
        {
          kind: 'products',
          options: [{ id: 'product00000000000000001', label: 'Handglaserat kakel', detail: 'Savela Keramiikka', href: '/products/product00000000000000001' }],
        },
        { kind: 'surfaces', options: [{ id: 'surface00000000000000001', label: 'Honung', detail: 'NS-1043-02', href: '/surfaces/surface00000000000000001' }] },
      ],
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const query = new URL(fetchMock.mock.calls[0]![0]).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ q: 'handgl', locale: 'en', match: 'names', counts: 'false', kinds: 'product,surface,producer' });
    // The visitors' words: never kept in the data cache.
    expect(fetchMock.mock.calls[0]![1]?.next?.tags ?? []).toEqual([]);
  });

  it("the header's field refuses answers of another shape, and links that lead off the site", () => {
    const option = { id: 'a', label: 'A', href: '/products/a' };
    expect(isSuggestAnswer({ query: 'ek', groups: [{ kind: 'products', options: [option] }] })).toBe(true);
    for (const wrong of [
      null,
      { groups: [] },
      { query: 'ek', groups: [{ kind: 'users', options: [] }] },
      { query: 'ek', groups: [{ kind: 'products', options: [{ ...option, href: 'https://evil.test/' }] }] },
      { query: 'ek', groups: [{ kind: 'products', options: [{ ...option, label: 3 }] }] },
    ]) {
      expect(isSuggestAnswer(wrong), JSON.stringify(wrong)).toBe(false);
    }
  });

  it.each(LOCALES)('answers 503 busy in %s when the cms cannot answer in time, and leaves the cms counted as up', async (locale) => {
    setBackendErrorHook(() => {});
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    const response = await get(`q=ek&locale=${locale}`);
    setBackendErrorHook(null);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'busy', message: messagesOf(locale).ApiErrors.busy });
    expect(outage.active()).toBe(false);
  });

  it.each(LOCALES)('refuses a missing, too short or too long question in %s', async (locale) => {
    for (const query of ['', 'q=a', `q=${'x'.repeat(101)}`]) {
      const response = await get(`${query}&locale=${locale}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid', message: messagesOf(locale).ApiErrors.invalid });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
