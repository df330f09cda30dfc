import { describe, expect, it, vi } from 'vitest';
import { cmsFetchMock } from '@/tests/unit/cms-fetch';
import SurfacePage from './page';

vi.mock('next-intl/server', async () => ({ ...(await import('@/tests/unit/intl-server')), setRequestLocale: () => undefined }));

const fetchMock = cmsFetchMock();
const ID = 'surfacesurfacesurfacesur';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('a surface page', () => {
  it('asks for its similar surfaces and the same look with less carbon while the surface itself is on its way', async () => {
    let answerSurface!: () => void;
    const surfaceHeld = new Promise<void>((resolve) => (answerSurface = resolve));
    fetchMock.mockImplementation(async (url) => {
      if (new URL(url).pathname !== `/api/surfaces/${ID}`) return json({ data: [] });
      await surfaceHeld;
      return json({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404);
    });
    const page = SurfacePage({ params: Promise.resolve({ locale: 'sv', id: ID }), searchParams: Promise.resolve({}) });
    const asked = () => fetchMock.mock.calls.map(([url]) => new URL(url)).map((u) => `${u.pathname}?surface=${u.searchParams.get('surface')}`);
    await vi.waitFor(() => expect(asked()).toEqual(expect.arrayContaining([`/api/colour-neighbours?surface=${ID}`, `/api/less-carbon?surface=${ID}`])));
    answerSurface();
    // An unknown surface is still a 404, whatever its neighbours answered.
    await expect(page).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
  });
});
