// The EPD upload's server side: the product looked up from the words typed when none was
// chosen (a form sent without JavaScript), the chooser's route, and the importer's refusals
// passed on by code for the form to say in the page's language.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackendErrorHook } from '@/lib/strapi/errors';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { LOCALES, messagesOf } from '@/tests/unit/render';
import { uploadEpd } from './actions';
import { searchProducts } from './routes';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
vi.mock('next/cache', () => ({ refresh: vi.fn() }));
const session = vi.hoisted(() => ({ token: 'staff-jwt' as string | null }));
vi.mock('@/lib/auth/session', () => ({ accessToken: async () => session.token }));

const fetchMock = cmsFetchMock();
const RUSTIK = 'productrustik00000000000';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const products = (...names: string[]) =>
  json({ data: names.map((name, i) => ({ documentId: `${RUSTIK.slice(0, -1)}${i}`, name })), meta: { total: names.length } });
const refused = (status: number, details: object = {}) => json({ data: null, error: { status, name: 'ValidationError', message: 'refused', details } }, status);

/** The cms: the product lookup answers `lookup`, the upload `upload`. */
function cms({
  lookup = products('Ekparkett Rustik'),
  upload = json({ data: { registrationNumber: 'EPD-1' } }, 201),
}: {
  lookup?: Response;
  upload?: Response;
}) {
  fetchMock.mockImplementation(async (url) => (new URL(url).pathname === '/api/producer-desk/products' ? lookup.clone() : upload.clone()));
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.append('files', new File(['<processDataSet/>'], 'process.xml', { type: 'text/xml' }));
  return data;
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null }));

beforeEach(() => {
  session.token = 'staff-jwt';
  // The cms's refusals here are the point, not failures to log.
  setBackendErrorHook(() => {});
});
afterEach(() => setBackendErrorHook(null));

describe.each(LOCALES)('uploading an EPD (%s)', (locale) => {
  const t = messagesOf(locale).ProducerDesk;

  it('finds the product by the whole name or article number typed, among the account’s own, and uploads for it', async () => {
    cms({});
    const state = await uploadEpd(locale, { status: 'idle' }, form({ product: '', productName: ' Ekparkett Rustik ' }));
    expect(state).toMatchObject({ status: 'success', message: t.epds.imported.replace('{number}', 'EPD-1') });
    const [lookup, upload] = calls();
    expect([lookup!.url.searchParams.get('q'), lookup!.url.searchParams.get('exact'), lookup!.url.searchParams.get('locale')]).toEqual([
      'Ekparkett Rustik',
      'true',
      locale,
    ]);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('authorization')).toBe('Bearer staff-jwt');
    expect(upload).toMatchObject({ method: 'POST', body: { data: { product: `${RUSTIK.slice(0, -1)}0` } } });
  });

  it('uploads for the product chosen in the list without looking it up', async () => {
    cms({});
    await uploadEpd(locale, { status: 'idle' }, form({ product: RUSTIK, productName: 'Ekparkett Rustik' }));
    expect(calls().map((call) => [call.method, call.url.pathname])).toEqual([['POST', '/api/producer-desk/epds']]);
    expect(calls()[0]!.body.data.product).toBe(RUSTIK);
  });

  it('uploads for one surface of the product when its article number is given, and says so', async () => {
    cms({});
    const state = await uploadEpd(locale, { status: 'idle' }, form({ product: RUSTIK, surface: ' EK-RU-02 ' }));
    expect(calls()[0]!.body.data).toMatchObject({ product: RUSTIK, surface: 'EK-RU-02' });
    expect(state).toMatchObject({ status: 'success', message: t.epds.importedSurface.replace('{number}', 'EPD-1').replace('{surface}', 'EK-RU-02') });
    // Left empty, the EPD is the product's.
    fetchMock.mockClear();
    await uploadEpd(locale, { status: 'idle' }, form({ product: RUSTIK, surface: '' }));
    expect(calls()[0]!.body.data).not.toHaveProperty('surface');
    const long = await uploadEpd(locale, { status: 'idle' }, form({ product: RUSTIK, surface: 'x'.repeat(81) }));
    expect(long).toMatchObject({ status: 'error', fieldErrors: { surface: t.errors.surfaceTooLong } });
  });

  it('says beside the product field when no product or several go by the words, and uploads nothing', async () => {
    cms({ lookup: products() });
    const none = await uploadEpd(locale, { status: 'idle' }, form({ productName: 'Marmor' }));
    expect(none.fieldErrors?.product).toBe(t.epds.productNotFound.replace('{name}', 'Marmor'));
    expect(none.values?.productName).toBe('Marmor');

    cms({ lookup: products('Ekparkett', 'Ekparkett') });
    const two = await uploadEpd(locale, { status: 'idle' }, form({ productName: 'Ekparkett' }));
    expect(two.fieldErrors?.product).toBe(t.epds.productAmbiguous.replace('{name}', 'Ekparkett'));
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);

    const neither = await uploadEpd(locale, { status: 'idle' }, form({ product: '', productName: '' }));
    expect(neither.fieldErrors?.product).toBe(t.errors.productRequired);
  });

  it('says the product is not the account’s when the cms refuses it as unknown (another producer’s)', async () => {
    cms({ upload: json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404) });
    const state = await uploadEpd(locale, { status: 'idle' }, form({ product: RUSTIK }));
    expect(state.fieldErrors?.product).toBe(t.epds.productUnknown);
  });

  it('passes the refusals on by code, with a list joined in the page’s language', async () => {
    const refusal = { file: 'process.xml', code: 'noGwp', params: { standard: 'EN 15804+A2', indicators: ['GWP-GHG', 'GWP-total'] }, reason: 'in English' };
    cms({ upload: refused(400, { refusals: [refusal, { file: 'old.xml', reason: 'from an older cms' }] }) });
    const state = await uploadEpd(locale, { status: 'idle' }, form({ product: RUSTIK }));
    expect(state.message).toBe(t.errors.refused);
    expect(state.refusals).toEqual([
      {
        file: 'process.xml',
        code: 'noGwp',
        params: { standard: 'EN 15804+A2', indicators: locale === 'sv' ? 'GWP-GHG eller GWP-total' : 'GWP-GHG or GWP-total' },
      },
      { file: 'old.xml', code: '', params: {} },
    ]);
  });
});

describe('GET /api/producer-desk/products', () => {
  const get = (query: string) => searchProducts(new Request(`http://site.test/api/producer-desk/products${query}`), { params: Promise.resolve({}) });

  it("asks the cms for the account's own products with the user's token, and keeps the answer out of every cache", async () => {
    fetchMock.mockResolvedValue(products('Ekparkett Rustik', 'Ekparkett Natur'));
    const response = await get('?q=%20ekpar%20&locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      products: [
        { id: `${RUSTIK.slice(0, -1)}0`, name: 'Ekparkett Rustik' },
        { id: `${RUSTIK.slice(0, -1)}1`, name: 'Ekparkett Natur' },
      ],
      total: 2,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([new URL(url).pathname, new URL(url).searchParams.get('q'), new URL(url).searchParams.get('locale')]).toEqual([
      '/api/producer-desk/products',
      'ekpar',
      'en',
    ]);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer staff-jwt');
  });

  it('refuses words too short or too long (400), and a visitor without a session or an account that is no producer’s (401)', async () => {
    expect((await get('?q=e')).status).toBe(400);
    expect((await get(`?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403));
    expect((await get('?q=ek')).status).toBe(401);
    session.token = null;
    expect((await get('?q=ek')).status).toBe(401);
  });
});
