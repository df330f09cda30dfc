import ExcelJS from 'exceljs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { ownExport, sharedExport } from './routes';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
const session = vi.hoisted(() => ({ token: 'alices-jwt' as string | null }));
vi.mock('@/lib/auth/session', () => ({ accessToken: async () => session.token }));

const fetchMock = cmsFetchMock();
const PROJECT = 'projectprojectprojectpro';
const SURFACE = 'surfacesurfacesurfacesur';
const SHARE_TOKEN = 'T'.repeat(43);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const notFound = () => json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404);

const surfaces = {
  data: [
    {
      documentId: SURFACE,
      name: 'Ek natur',
      declaration: { registrationNumber: 'YTB-FIKTIV-0001', standard: 'EN 15804+A2', declaredUnit: 'm2', gwpIndicator: 'GWP-GHG', gwpA1A3: 7.4 },
      product: { documentId: 'productproductproductpro', name: 'Parkett', category: 'flooring', thickness: 14 },
    },
  ],
};
const ownProject = {
  data: {
    name: 'Villa Ekbacken',
    quantities: [{ material: 'materialmaterialmaterial', quantity: 120, unit: 'm2', placement: 'floor' }],
    materials: [{ documentId: 'materialmaterialmaterial', surface: { documentId: SURFACE } }],
  },
};
const sharedProject = {
  data: {
    name: 'Villa Ekbacken',
    status: 'ongoing',
    materials: [
      {
        note: null,
        quantity: { quantity: 120, unit: 'm2', placement: 'floor' },
        surface: { documentId: SURFACE, name: 'Ek natur', articleNumber: 'EK-1', hex: null, labL: null, labA: null, labB: null, gloss: null, lrv: null },
        product: null,
      },
    ],
  },
};

/** The cms: `project` answers the owner's read of the project; the catalogue answers as published. */
function cms(project: () => Response) {
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(url).pathname;
    if (path === `/api/projects/${PROJECT}`) return project();
    if (path === `/api/shared-projects/${SHARE_TOKEN}`) return project();
    if (path === '/api/surfaces') return json(surfaces);
    if (path === '/api/products') return json({ data: [] });
    return json({ data: [] });
  });
}

const own = (query: string) =>
  ownExport(new Request(`http://site.test/api/projects/${PROJECT}/climate?${query}`), { params: Promise.resolve({ id: PROJECT }) });
const shared = (query: string) =>
  sharedExport(new Request(`http://site.test/api/shared-projects/${SHARE_TOKEN}/climate?${query}`), { params: Promise.resolve({ token: SHARE_TOKEN }) });

beforeEach(() => {
  session.token = 'alices-jwt';
});

describe('the climate export of one’s own project', () => {
  it('is an XLSX workbook of the project read with the user’s own token', async () => {
    cms(() => json(ownProject));
    const response = await own('format=xlsx&locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Villa-Ekbacken-climate.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Material');
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(11).value]).toEqual(['Ek natur', 888]);
    const projectRead = fetchMock.mock.calls.find(([url]) => new URL(url).pathname === `/api/projects/${PROJECT}`)!;
    expect(new Headers(projectRead[1]?.headers).get('authorization')).toBe('Bearer alices-jwt');
  });

  it('reads its materials from the catalogue in one request by their ids, sorted by them so SQLite looks each one up', async () => {
    cms(() => json(ownProject));
    expect((await own('format=csv&locale=sv')).status).toBe(200);
    const asked = fetchMock.mock.calls.map(([url]) => new URL(url)).filter((u) => u.pathname === '/api/surfaces');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.getAll('filters[documentId][$in][0]')).toEqual([SURFACE]);
    expect(asked[0]!.searchParams.getAll('sort[0]')).toEqual(['documentId:asc']);
  });

  it('is a CSV with Swedish headers for a Swedish page', async () => {
    cms(() => json(ownProject));
    const response = await own('format=csv&locale=sv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The byte order mark tells a spreadsheet the file is UTF-8 (å, ä, ö, CO₂).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, first] = new TextDecoder().decode(bytes).split('\r\n');
    expect(header).toMatch(/^"Material","Produkt","Placering","Mängd"/);
    expect(first).toMatch(/^"Ek natur","Parkett","Golv","120","m²"/);
  });

  it('is refused for another user’s project as the cms refuses it (404), and without a session (401)', async () => {
    session.token = 'bobs-jwt';
    cms(notFound);
    const refused = await own('format=csv');
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('Ek natur');

    session.token = null;
    fetchMock.mockClear();
    expect((await own('format=csv')).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a format it does not make with a 400 in the caller’s language', async () => {
    cms(() => json(ownProject));
    const response = await own('format=pdf&locale=sv');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid', message: 'Uppgifterna kunde inte tas emot. Kontrollera fälten och försök igen.' });
  });
});

describe('the climate export of a shared project', () => {
  it('is given while the link is live, and refused once the cms no longer knows it', async () => {
    cms(() => json(sharedProject));
    const response = await shared('format=csv&locale=en');
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n')[1]).toMatch(/^"Ek natur","Parkett","Floor","120"/);

    cms(notFound);
    expect((await shared('format=csv&locale=en')).status).toBe(404);
  });
});
