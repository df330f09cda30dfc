import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBackendErrorHook } from '@/lib/strapi/errors';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import { messagesOf } from '@/tests/unit/render';
import { figuresExport } from './routes';

vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'));
const session = vi.hoisted(() => ({ token: 'producers-jwt' as string | null }));
vi.mock('@/lib/auth/session', () => ({ accessToken: async () => session.token }));

const fetchMock = cmsFetchMock();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const week = (name: string, view: number | null) => ({ week: name, view, save: null, compare: null, order: null });
const figures = (page: number, pageCount: number) => ({
  data: [
    { documentId: `surface${page}`.padEnd(24, 'x'), name: `Yta ${page}`, articleNumber: `NS-${page}`, weeks: [week('2026-W47', 12), week('2026-W48', null)] },
  ],
  meta: { weeks: ['2026-W47', '2026-W48'], shownFrom: 5, pagination: { page, pageSize: 500, pageCount, total: pageCount } },
});
const download = (locale: 'sv' | 'en') =>
  figuresExport(new Request(`http://site.test/api/producer-desk/figures?locale=${locale}`), { params: Promise.resolve({}) });

describe("the producers' figures as CSV", () => {
  afterEach(() => setBackendErrorHook(null));

  it.each(['sv', 'en'] as const)('reads every page with the user’s token and answers one CSV in the page’s language (%s)', async (locale) => {
    session.token = 'producers-jwt';
    fetchMock.mockImplementation(async (url) => json(figures(Number(new URL(url).searchParams.get('page')), 2)));
    const answer = await download(locale);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="figures-2026-W48.csv"');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const t = messagesOf(locale).ProducerFigures;
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines[0]).toContain(`"${t.csvColumns.articleNumber}"`);
    expect(lines.slice(1)).toEqual([
      `"NS-1","Yta 1","2026-W47","12","${t.fewerThan.replace('{count}', '5')}","${t.fewerThan.replace('{count}', '5')}","${t.fewerThan.replace('{count}', '5')}"`,
      expect.stringContaining('"NS-1","Yta 1","2026-W48"'),
      expect.stringContaining('"NS-2","Yta 2","2026-W47","12"'),
      expect.stringContaining('"NS-2","Yta 2","2026-W48"'),
    ]);
    const asked = fetchMock.mock.calls.map(([url, init]) => [
      new URL(url).pathname,
      new URL(url).searchParams.get('pageSize'),
      new Headers(init?.headers).get('authorization'),
    ]);
    expect(asked).toEqual([
      ['/api/producer-desk/figures', '500', 'Bearer producers-jwt'],
      ['/api/producer-desk/figures', '500', 'Bearer producers-jwt'],
    ]);
  });

  it('breaks the download off, rather than ending it as if whole, when a later page fails', async () => {
    session.token = 'producers-jwt';
    setBackendErrorHook(vi.fn());
    fetchMock.mockImplementation(async (url) => {
      const page = Number(new URL(url).searchParams.get('page'));
      return page === 1
        ? json(figures(1, 3))
        : json({ data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }, 500);
    });
    const answer = await download('sv');
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
  });

  it('asks a visitor without a session to sign in, and asks the cms nothing', async () => {
    session.token = null;
    expect((await download('en')).status).toBe(401);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not there for an account the cms does not let into the desk', async () => {
    session.token = 'architects-jwt';
    const announced = vi.fn();
    setBackendErrorHook(announced);
    fetchMock.mockResolvedValue(json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'This account acts for no producer' } }, 403));
    const answer = await download('sv');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ error: 'notFound' });
    expect(announced).toHaveBeenCalledWith(
      expect.objectContaining({ status: 403 }),
      expect.objectContaining({ path: expect.stringMatching(/^\/api\/producer-desk\/figures\?/) }),
    );
  });
});
