import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { strapiFetch } from '@/lib/strapi/client';
import { cmsMemo } from '@/lib/strapi/memo';
import { POST } from './route';

const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidateTag }));

const schema = z.object({ data: z.object({ title: z.string() }) });
const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: { title: 'Ek' } })));

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  cmsMemo.clear();
});

const webhook = (body: unknown) =>
  POST(
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers: { Authorization: `Bearer ${'r'.repeat(24)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

describe('the cms webhook', () => {
  it("expires the data cache's tags and this process's memo of the same answers", async () => {
    vi.stubGlobal('fetch', fetchMock);
    const product = () => strapiFetch({ path: '/products', query: { id: 'abc' }, schema, tags: ['strapi:product:abc', 'strapi:surface'] });
    await product();
    await product();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const answer = await webhook({ event: 'entry.update', uid: 'api::product.product', entry: { documentId: 'abc' } });
    expect(answer.status).toBe(200);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['strapi:product', 'strapi:product:abc']);

    await product();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
