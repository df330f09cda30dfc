import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SHEET_COLUMNS, SHEET_MAX_BYTES } from '@/lib/records/catalogue-sheet';
import { setBackendErrorHook } from '@/lib/strapi/errors';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { ASH, OAK } from './fixtures.test-data';
import { apply, template, upload } from './routes';
import { catalogueCsv } from './template';

const session = vi.hoisted(() => ({ token: 'acmes-jwt' as string | null }));
vi.mock('@/lib/auth/session', () => ({ accessToken: async () => session.token }));

const fetchMock = cmsFetchMock();
const PRODUCER = 'producerproducerproducer';
const JOB = 'jobjobjobjobjobjobjobjob';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const job = { documentId: JOB, status: 'ready', total: 2, rowsDone: 0, deleteMissing: false, deleted: 0, published: false };

/** The cms: the producer's catalogue holds OAK with another LRV and an article the file leaves out. */
function cms() {
  const sent: { path: string; body: unknown }[] = [];
  fetchMock.mockImplementation(async (url, init) => {
    const path = new URL(url).pathname;
    sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === '/api/producer-desk/catalogue')
      return json({ data: { [OAK.articleNumber]: { ...OAK, lrv: 30 }, 'YTB-OLD-1': { ...ASH, articleNumber: 'YTB-OLD-1' } } });
    if (path === '/api/producer-desk/catalogue/jobs') return json({ data: job }, 201);
    if (path === `/api/producer-desk/catalogue/jobs/${JOB}/apply`) return json({ error: { status: 409, name: 'ApplicationError', message: 'running' } }, 409);
    return json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404);
  });
  return sent;
}

const post = (query: string, body: BodyInit, headers: Record<string, string> = {}) =>
  upload(new Request(`http://site.test/api/producer-desk/catalogue/upload?${query}`, { method: 'POST', body, headers }));

beforeEach(() => {
  session.token = 'acmes-jwt';
});

describe('the catalogue upload route', () => {
  it('previews the file against the producer’s catalogue in the page’s language and stores it as a job to apply', async () => {
    const sent = cms();
    const response = await post(`producer=${PRODUCER}&format=csv&locale=en`, catalogueCsv([OAK, ASH], 'en'));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.preview.counts).toEqual({ added: 1, changed: 1, unchanged: 0, refused: 0, missing: 1 });
    expect(answer.preview.changed).toEqual([{ article: OAK.articleNumber, name: OAK.surfaceName, columns: ['Light reflectance (LRV)'] }]);
    expect(answer.preview.missing).toEqual(['YTB-OLD-1']);
    expect(answer.job).toMatchObject({ id: JOB, status: 'ready' });
    expect(sent.at(-1)).toEqual({
      path: '/api/producer-desk/catalogue/jobs',
      body: { data: { producer: PRODUCER, language: 'en', total: 2, records: [OAK, ASH] } },
    });
  });

  it('stores nothing for a file with refused rows, and words each refusal', async () => {
    const sent = cms();
    const csv = catalogueCsv([OAK, { ...ASH, lrv: 140 }], 'sv');
    const answer = await (await post(`producer=${PRODUCER}&format=csv&locale=sv`, csv)).json();
    expect(answer.job).toBeNull();
    expect(answer.preview.refused).toEqual([{ row: 3, text: 'Rad 3, kolumnen ”Ljusreflektans (LRV)”: 140 ligger utanför det tillåtna, 0–100.' }]);
    expect(sent.map((s) => s.path)).toEqual(['/api/producer-desk/catalogue']);
  });

  it('refuses a file over 8 MB by its length before reading it, a signed-out caller and an unreadable file, in the caller’s language', async () => {
    cms();
    const large = await post(`producer=${PRODUCER}&format=csv&locale=sv`, 'x', { 'Content-Length': String(SHEET_MAX_BYTES + 1) });
    expect(large.status).toBe(413);
    expect((await large.json()).message).toBe('Filen är större än 8 MB. Dela upp den i flera filer.');

    const unreadable = await post(`producer=${PRODUCER}&format=csv&locale=en`, 'Namn;Färg\r\nEk;vit\r\n');
    expect(unreadable.status).toBe(422);
    expect((await unreadable.json()).message).toMatch(/^The header row has columns the template does not/);

    session.token = null;
    expect((await post(`producer=${PRODUCER}&format=csv`, catalogueCsv([OAK], 'sv'))).status).toBe(401);
    expect(fetchMock.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([]);
  });
});

describe('the catalogue template and apply routes', () => {
  it('gives the template in the asked language, as CSV', async () => {
    const response = await template(new Request('http://site.test/api/producer-desk/catalogue/template?format=csv&locale=en'), { params: Promise.resolve({}) });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="ytbanken-catalogue.csv"');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(catalogueCsv([], 'en'));
  });

  it.each([
    ['sv', 'ytbanken-katalog.xlsx', ['Artikelnummer', 'Ytans namn', 'Produktens namn', 'Kategori']],
    ['en', 'ytbanken-catalogue.xlsx', ['Article number', 'Surface name', 'Product name', 'Category']],
  ] as const)('gives the template in the asked language (%s), as an XLSX workbook headed with every column', async (locale, fileName, first) => {
    const response = await template(new Request(`http://site.test/api/producer-desk/catalogue/template?format=xlsx&locale=${locale}`), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const headers = workbook.worksheets[0]!.getRow(1).values as (string | undefined)[];
    expect(headers.slice(1, 5)).toEqual(first);
    const columns = { sv, en }[locale].ProducerCatalogue.columns;
    expect(headers.slice(1)).toEqual(SHEET_COLUMNS.map((column) => columns[column]));
    // The template is empty: a header row and nothing else.
    expect(workbook.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('says in words that another of the producer’s catalogues is being applied (409)', async () => {
    cms();
    // The cms's 409 is an answer the route expects, not a failure to announce.
    setBackendErrorHook(() => {});
    onTestFinished(() => setBackendErrorHook(null));
    const request = new Request(`http://site.test/api/producer-desk/catalogue/jobs/${JOB}/apply?locale=sv`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ deleteMissing: true }),
    });
    const response = await apply(request, { params: Promise.resolve({ id: JOB }) });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('En katalog sparas redan för den här tillverkaren. Vänta tills den är klar och försök igen.');
  });
});
