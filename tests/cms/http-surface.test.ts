import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_ADMIN } from '../support/cms-server.mjs';

const seedDir = path.resolve(import.meta.dirname, '..', '..', 'cms', 'seed');
const SITE_ORIGIN = 'http://localhost:3000';

// As the site's server reads: the public role reads nothing of the content API.
const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(`${inject('cmsUrl')}${route}`, { headers: { Authorization: `Bearer ${inject('cmsToken')}`, ...headers } });

describe('CORS', () => {
  const adminOrigin = () => `http://localhost:${new URL(inject('cmsUrl')).port}`;

  it('lets the site and the admin read answers with credentials', async () => {
    for (const origin of [SITE_ORIGIN, adminOrigin()]) {
      const answer = await get('/api/products?locale=sv', { Origin: origin });
      expect(answer.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
    }
  });

  it('gives a foreign origin no CORS headers, for reads and for preflights', async () => {
    const origin = 'https://evil.example';
    const read = await get('/api/products?locale=sv', { Origin: origin });
    expect(read.status).toBe(200);
    const preflight = await fetch(`${inject('cmsUrl')}/api/auth/local`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    for (const answer of [read, preflight]) {
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
      expect(answer.headers.get('access-control-allow-methods')).toBeNull();
    }
  });
});

it('does not say what it runs on (no X-Powered-By)', async () => {
  for (const route of ['/_health', '/api/products?locale=sv', '/admin/init', '/api/nothing-here']) {
    expect((await get(route)).headers.has('x-powered-by'), route).toBe(false);
  }
});

describe('uploads', () => {
  let token: string;
  const uploaded: number[] = [];

  beforeAll(async () => {
    const login = await fetch(`${inject('cmsUrl')}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
    });
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    for (const id of uploaded) {
      await fetch(`${inject('cmsUrl')}/upload/files/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    }
  });

  /** Uploads one file as an editor does in the media library. */
  async function upload(name: string, type: string, content: string | Uint8Array<ArrayBuffer>) {
    const form = new FormData();
    form.append('files', new Blob([content], { type }), name);
    const answer = await fetch(`${inject('cmsUrl')}/upload`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const body: unknown = await answer.json().catch(() => null);
    if (answer.ok) uploaded.push(...(body as { id: number }[]).map((file) => file.id));
    return { status: answer.status, body };
  }

  it('takes images and PDF data sheets', async () => {
    const png = await upload('swatch.png', 'image/png', new Uint8Array(readFileSync(path.join(seedDir, 'images', 'hero-home.png'))));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject([{ mime: 'image/png' }]);
    const pdf = await upload('datasheet.pdf', 'application/pdf', new Uint8Array(readFileSync(path.join(seedDir, 'documents', 'datasheet-betongklinker.pdf'))));
    expect(pdf.status).toBe(201);
    expect(pdf.body).toMatchObject([{ mime: 'application/pdf' }]);
  });

  it.each([
    ['an HTML page', 'page.html', 'text/html', '<!doctype html><script>alert(document.cookie)</script>'],
    ['an SVG with a script', 'logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['a text file', 'notes.txt', 'text/plain', 'just some text'],
  ])('refuses %s', async (_what, name, type, content) => {
    const answer = await upload(name, type, content);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/not allowed/i);
  });
});
