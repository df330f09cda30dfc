import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/other-host/route';
import { OTHER_HOST_PATH_HEADER } from '@/lib/http/canonical-host';
import proxy from '@/proxy';

// SITE_URL is http://site.test in the unit tests (vitest.config.ts).
const page = (host: string, address: string, method = 'GET') => new NextRequest(`http://localhost:3210${address}`, { method, headers: { host } });

describe('proxy.ts under another host name', () => {
  it("hands a page to the route that sends it to SITE_URL's name with a 308, path and query kept", async () => {
    const handed = await proxy(page('127.0.0.1:3000', '/en/products?category=tiles'));
    expect(handed.headers.get('x-middleware-rewrite')).toBe('http://localhost:3210/api/other-host');
    // The headers the proxy gives the request, as Next.js passes them on to the route.
    const path = handed.headers.get(`x-middleware-request-${OTHER_HOST_PATH_HEADER}`);
    const answer = GET(new Request('http://localhost:3210/en/products?category=tiles', { headers: path === null ? {} : { [OTHER_HOST_PATH_HEADER]: path } }));
    expect(answer.status).toBe(308);
    expect(answer.headers.get('location')).toBe('http://site.test/en/products?category=tiles');
  });

  it("renders a page under SITE_URL's name, on any port", async () => {
    const answer = await proxy(page('site.test:3210', '/en/products'));
    expect(answer.headers.get('x-middleware-rewrite') ?? '').not.toContain('/api/other-host');
    expect(answer.headers.get('location')).toBeNull();
  });
});
