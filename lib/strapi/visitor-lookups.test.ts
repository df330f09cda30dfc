// Lookups whose question a visitor chooses (an id, a slug, a page number, search words):
// Next.js keeps every answer to a tagged fetch on disk for good, so only questions about
// documents that exist may be tagged. These tests watch what reaches the cms and how.
import { describe, expect, it } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { getProducer, getProduct, getProducts, getSurface } from './catalogue';
import { getPage, getPageLocalizations } from './content';
import { search } from './search';

const fetchMock = cmsFetchMock();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const notFound = () => json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }, 404);
const pagination = (page: number, pageCount: number, total: number) => ({ page, pageSize: 12, pageCount, total });

/** The slug index of a type: one page with these slugs. */
const slugIndex = (...slugs: string[]) =>
  json({
    data: slugs.map((slug, i) => ({ documentId: `doc${i}`, slug, updatedAt: '2026-01-01T00:00:00.000Z', locale: 'sv' })),
    meta: { pagination: pagination(1, 1, slugs.length) },
  });

/** Answers by path: the first handler whose pattern matches the URL. */
function cms(routes: [RegExp, () => Response][]) {
  fetchMock.mockImplementation(async (url) => {
    const route = routes.find(([pattern]) => pattern.test(decodeURIComponent(url)));
    if (!route) throw new Error(`unexpected request ${url}`);
    return route[1]();
  });
}
const asked = () => fetchMock.mock.calls.map(([url, init]) => ({ url: decodeURIComponent(url), cached: init?.next?.tags !== undefined, init }));

const ID = 'abcdefghij0123456789abcd';

describe('lookups by id', () => {
  it('ask the cms for the document itself, so an unknown id is a 404 that nothing keeps, and answer null', async () => {
    cms([[/\/api\/(products|surfaces)\//, notFound]]);
    expect(await getProduct(ID, 'sv')).toBeNull();
    expect(await getSurface(ID, 'en')).toBeNull();
    expect(asked().map((a) => a.url.split('?')[0])).toEqual([`http://cms.test/api/products/${ID}`, `http://cms.test/api/surfaces/${ID}`]);
  });

  it('keep a found document cached under its tags', async () => {
    const product = { documentId: ID, name: 'Ek', slug: 'ek', summary: null, description: [], category: 'flooring', updatedAt: '2026-01-01T00:00:00.000Z' };
    cms([[/\/api\/products\//, () => json({ data: product })]]);
    expect(await getProduct(ID, 'sv')).toMatchObject({ id: ID, name: 'Ek' });
    expect(asked()[0]!.init?.next?.tags).toContain(`strapi:product:${ID}`);
  });
});

describe('lookups by slug', () => {
  it('ask only the cached slug index about a slug no producer or page has', async () => {
    cms([
      [/\/api\/producers\?.*fields\[0\]=slug/, () => slugIndex('savela')],
      [/\/api\/pages\?.*fields\[0\]=slug/, () => slugIndex('om-oss')],
    ]);
    expect(await getProducer('made-up-producer', 'sv')).toBeNull();
    expect(await getPage('made-up-page', 'sv')).toBeNull();
    expect(await getPageLocalizations('made-up-page', 'sv')).toBeUndefined();
    expect(asked().every((a) => a.cached && !a.url.includes('made-up'))).toBe(true);
  });

  it('ask about a slug that exists', async () => {
    cms([
      [/\/api\/pages\?.*fields\[0\]=slug&fields\[1\]=updatedAt/, () => slugIndex('om-oss')],
      [/\/api\/pages\?.*filters\[slug\]\[\$eq\]=om-oss/, () => json({ data: [{ documentId: ID, title: 'Om oss', slug: 'om-oss', blocks: [], locale: 'sv' }] })],
    ]);
    expect(await getPage('om-oss', 'sv')).toMatchObject({ slug: 'om-oss' });
    expect(asked().filter((a) => a.url.includes('filters[slug][$eq]=om-oss') && a.cached)).toHaveLength(1);
  });
});

describe('the product list', () => {
  it('answers an unknown producer with an empty list, asking only the slug index', async () => {
    cms([[/\/api\/producers\?.*fields\[0\]=slug/, () => slugIndex('savela')]]);
    const list = await getProducts({ locale: 'sv', producer: 'nobody', page: 3 });
    expect(list).toEqual({ products: [], pagination: { page: 3, pageSize: 12, pageCount: 0, total: 0 }, facets: null });
    expect(asked().some((a) => a.url.includes('nobody'))).toBe(false);
  });

  it('answers a page past the last from the first page, without asking for it', async () => {
    cms([[/\/api\/product-list\?.*&page=1&/, () => json({ data: [], meta: { pagination: pagination(1, 2, 20) } })]]);
    const list = await getProducts({ locale: 'sv', category: ['tiles'], page: 777 });
    expect(list).toEqual({ products: [], pagination: pagination(777, 2, 20), facets: null });
    expect(asked().some((a) => a.url.includes('page=777'))).toBe(false);
  });
});

describe('search', () => {
  const kind = <T>(data: T[], total: number) => ({ data, total });
  const answer = {
    product: kind([], 816),
    surface: kind([{ documentId: 's1', name: 'Honung', articleNumber: 'NS-1043-02', hex: '#c8a050', swatch: null }], 1),
    producer: kind([], 0),
    page: kind([], 0),
  };

  it("asks the cms's full-text search once, uncached, and counts each kind from its totals, not its hits", async () => {
    cms([[/\/api\/site-search\?/, () => json({ data: answer })]]);
    const results = await search('Ekparkett honung', 'sv');
    expect(asked()).toHaveLength(1);
    const [a] = asked();
    expect(a!.cached).toBe(false);
    expect(a!.init?.cache).toBe('no-store');
    expect(new URL(a!.url).searchParams.get('q')).toBe('Ekparkett honung');
    expect(new URL(a!.url).searchParams.get('locale')).toBe('sv');
    expect(results.counts).toEqual({ products: 816, surfaces: 1, producers: 0, pages: 0 });
    expect(results.total).toBe(817);
    expect(results.surfaces).toEqual([
      {
        id: 's1',
        name: 'Honung',
        articleNumber: 'NS-1043-02',
        hex: '#c8a050',
        swatch: null,
        product: null,
        facts: { ncs: null, lrv: null, slipResistance: null, fireClass: null },
      },
    ]);
  });
});
