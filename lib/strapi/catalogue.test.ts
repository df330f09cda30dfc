import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProducts } from './catalogue';
import { cmsMemo } from './memo';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url) => {
    const page = Number(new URL(String(url)).searchParams.get('page'));
    return Response.json({ data: [], meta: { pagination: { page, pageSize: 12, pageCount: 10, total: 120 } } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  cmsMemo.clear();
});

/** Each request's page and whether the data cache may keep it (tagged) or not (no-store). */
const asked = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    page: new URL(String(url)).searchParams.get('page'),
    kept: init?.next?.tags !== undefined && init.cache === undefined,
  }));

describe('getProducts and the data cache', () => {
  it('lets the data cache keep a common list: two filter values, a page near the first', async () => {
    await getProducts({ locale: 'sv', category: ['tiles'], colour: ['green'], sort: 'newest', page: 3 });
    expect(asked()).toEqual([
      { page: '1', kept: true },
      { page: '3', kept: true },
    ]);
  });

  it('asks for a list of more filter values afresh, each time', async () => {
    await getProducts({ locale: 'sv', category: ['tiles'], colour: ['green'], finish: ['matt'] });
    await getProducts({ locale: 'en', fire: ['A1', 'E'], slip: ['R11'], maxLead: 14 });
    expect(asked()).toEqual([
      { page: '1', kept: false },
      { page: '1', kept: false },
    ]);
    expect(fetchMock.mock.calls.map(([, init]) => init?.cache)).toEqual(['no-store', 'no-store']);
  });

  it('asks for a page past the first few afresh, and keeps the first page that tells how many there are', async () => {
    await getProducts({ locale: 'sv', category: ['tiles'], page: 6 });
    expect(asked()).toEqual([
      { page: '1', kept: true },
      { page: '6', kept: false },
    ]);
  });
});
