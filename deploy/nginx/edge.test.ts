// The edge's configuration, run by a real nginx in front of a small upstream that records
// what reached it and answers what each test asks for. The browser tests check the same
// edge in front of the real site (tests/e2e/edge.spec.ts).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SECRET_ADDRESS_REFERRER_POLICY } from '../../lib/http/secret-addresses';
import { commonSecurityHeaders, STRICT_TRANSPORT_SECURITY } from '../../lib/http/security-headers';
import { findNginx, newNoncePlaceholder, prepareEdge } from '../../scripts/lib/edge.mjs';
import { SITE_REQUEST_HEADERS } from './site-request-headers';

const PLACEHOLDER = newNoncePlaceholder();
const POLICY = `default-src 'self'; script-src 'self' 'nonce-${PLACEHOLDER}' 'strict-dynamic'; object-src 'none'`;

interface Seen {
  url: string;
  headers: http.IncomingHttpHeaders;
}
type Answer = { status?: number; headers?: Record<string, string | string[]>; body?: string };

/** What the upstream answers per path; a test sets it. */
let answers: Record<string, (seen: Seen) => Answer> = {};
let seen: Seen[] = [];

const page = (extra: Answer['headers'] = {}, body = `<script nonce="${PLACEHOLDER}">1</script><p>page</p>`): Answer => ({
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': POLICY, 'Cache-Control': 'private, no-cache, no-store', ...extra },
  body,
});
/** What the site sends for a page it lets the edge keep (proxy.ts): opted in, no `no-store`. */
const publicPage = (extra: Answer['headers'] = {}, body?: string) =>
  page({ 'X-Edge-Cache': 'public', 'Cache-Control': 'public, max-age=0, s-maxage=1', ...extra }, body);

let upstream: http.Server;
let edge: Awaited<ReturnType<typeof startEdge>>;
let edgePort: number;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function request(pathname: string, { method = 'GET', headers = {} as Record<string, string>, body = '', port = edgePort } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; raw: Buffer }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method, headers: 'Host' in headers ? headers : { Host: 'localhost', ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A request written byte for byte, for request lines an HTTP client would not send (absolute form). */
function rawRequest(text: string, port = edgePort) {
  return new Promise<{ status: number; head: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(data)?.[1] ?? 0), head: data.split('\r\n\r\n')[0]! }));
    socket.on('error', reject);
  });
}

const nonceOf = (policy: string | string[] | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
const hits = (pathname: string) => seen.filter((s) => s.url === pathname).length;

/** nginx from the template in front of the given upstream ports, in a directory of its own. */
async function startEdge(
  upstreamPorts: number[],
  { extraHttp = '', lastCopyTime = undefined as string | undefined, tls = undefined as { port: number; certificate: string; key: string } | undefined } = {},
) {
  const nginxPath = findNginx();
  if (!nginxPath) throw new Error('nginx is not installed (sudo apt-get install nginx-light): the edge cannot be tested');
  const port = await freePort();
  const edgeDir = mkdtempSync(path.join(os.tmpdir(), 'ytb-edge-test-'));
  const upstreams = upstreamPorts.map((upstreamPort) => `127.0.0.1:${upstreamPort}`);
  const { args } = prepareEdge({ dir: edgeDir, port, host: '127.0.0.1', upstreams, placeholder: PLACEHOLDER, extraHttp, lastCopyTime, tls });
  const child = spawn(nginxPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(edgeDir, { recursive: true, force: true });
  };
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors}`);
    if (
      await new Promise((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .on('connect', function (this: net.Socket) {
            this.destroy();
            resolve(true);
          })
          .on('error', () => resolve(false)),
      )
    )
      return { port, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`nginx did not listen: ${errors}`);
}

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const entry = { url: req.url ?? '', headers: req.headers };
    seen.push(entry);
    const answer: Answer = (answers[new URL(entry.url, 'http://x').pathname] ?? (() => ({ status: 404, body: 'none' })))(entry);
    res.writeHead(answer.status ?? 200, answer.headers ?? {});
    res.end(answer.body ?? '');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  edge = await startEdge([(upstream.address() as net.AddressInfo).port]);
  edgePort = edge.port;
}, 20_000);

afterAll(async () => {
  await edge?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

beforeEach(() => {
  seen = [];
  answers = {};
});

describe('a fresh nonce in every response', () => {
  it('replaces the placeholder in body and policy with one new value per response, cached or not', async () => {
    answers['/fresh'] = () => publicPage();
    const first = await request('/fresh');
    const second = await request('/fresh');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(hits('/fresh')).toBe(1);
    const nonces = [first, second].map((r) => nonceOf(r.headers['content-security-policy']));
    expect(nonces[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(first.body).toContain(`<script nonce="${nonces[0]}">`);
    expect(second.body).toContain(`<script nonce="${nonces[1]}">`);
    for (const r of [first, second]) {
      // From the site or from the cache, browsers keep no page.
      expect(r.headers['cache-control']).toBe('private, no-store');
      expect(r.body).not.toContain(PLACEHOLDER);
      expect(JSON.stringify(r.headers)).not.toContain(PLACEHOLDER);
    }
    expect(first.headers['content-security-policy']).toBe(POLICY.replace(PLACEHOLDER, nonces[0]!));
  });

  it('rewrites RSC payloads too, and nothing but the placeholder', async () => {
    answers['/rsc'] = () => ({
      headers: { 'Content-Type': 'text/x-component', 'Content-Security-Policy': POLICY },
      body: `0:{"nonce":"${PLACEHOLDER}","other":"nonce-abc","mixed":"${PLACEHOLDER.toUpperCase()}"}`,
    });
    const answer = await request('/rsc', { headers: { RSC: '1' } });
    const nonce = nonceOf(answer.headers['content-security-policy']);
    expect(answer.body).toBe(`0:{"nonce":"${nonce}","other":"nonce-abc","mixed":"${nonce}"}`);
  });

  it('leaves a page without the placeholder as it is: no nonce is added by pattern', async () => {
    answers['/plain'] = () => ({
      headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'nonce-other'" },
      body: '<script nonce="other">1</script>',
    });
    const answer = await request('/plain');
    expect(answer.headers['content-security-policy']).toBe("script-src 'nonce-other'");
    expect(answer.body).toBe('<script nonce="other">1</script>');
  });

  it('gives the Link header’s preloads the response’s nonce, and drops a header with more than two', async () => {
    const preload = (n: number) => `</font${n}.woff2>; rel=preload; as="font"; nonce="${PLACEHOLDER}"`;
    answers['/linked'] = () => page({ Link: `${preload(1)}, ${preload(2)}` });
    answers['/linked-one'] = () => page({ Link: preload(1) });
    answers['/linked-three'] = () => page({ Link: [preload(1), preload(2), preload(3)].join(', ') });
    answers['/linked-plain'] = () => page({ Link: '</font.woff2>; rel=preload; as="font"' });
    const two = await request('/linked');
    const nonce = nonceOf(two.headers['content-security-policy']);
    expect(two.headers.link).toBe(`${preload(1)}, ${preload(2)}`.replaceAll(PLACEHOLDER, nonce!));
    const one = await request('/linked-one');
    expect(one.headers.link).toBe(preload(1).replace(PLACEHOLDER, nonceOf(one.headers['content-security-policy'])!));
    expect((await request('/linked-three')).headers.link).toBeUndefined();
    expect((await request('/linked-plain')).headers.link).toBe('</font.woff2>; rel=preload; as="font"');
  });

  it('asks the site for uncompressed bodies, compresses itself, and still substitutes', async () => {
    answers['/big'] = () => publicPage({}, `<script nonce="${PLACEHOLDER}">1</script>${'<p>text</p>'.repeat(500)}`);
    const answer = await request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(seen[0]!.headers['accept-encoding']).toBeUndefined();
    expect(answer.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const body = gunzipSync(answer.raw).toString('utf8');
    expect(body).toContain(`nonce="${nonceOf(answer.headers['content-security-policy'])}"`);
    expect(body).not.toContain(PLACEHOLDER);
  });

  it("compresses scripts under either JavaScript type (Next's files and the consent banner's)", async () => {
    const script = `window.x = ${JSON.stringify('consent '.repeat(400))};`;
    for (const [name, type] of [
      ['/next.js', 'application/javascript'],
      ['/banner.js', 'text/javascript; charset=utf-8'],
    ]) {
      answers[name!] = () => ({ headers: { 'Content-Type': type!, 'Cache-Control': 'public, max-age=31536000, immutable' }, body: script });
      const answer = await request(name!, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(answer.headers['content-encoding'], type).toBe('gzip');
      const { gunzipSync } = await import('node:zlib');
      expect(gunzipSync(answer.raw).toString('utf8')).toBe(script);
    }
  });

  it('tells browsers not to keep or revalidate pages, and leaves files their own headers', async () => {
    answers['/validators'] = () => publicPage({ ETag: '"abc"', 'Last-Modified': 'Wed, 01 Jan 2025 00:00:00 GMT' });
    answers['/file.js'] = () => ({
      headers: { 'Content-Type': 'application/javascript', 'Cache-Control': 'public, max-age=31536000, immutable', ETag: '"f1"' },
      body: 'x',
    });
    const pageAnswer = await request('/validators');
    expect(pageAnswer.headers['cache-control']).toBe('private, no-store');
    expect(pageAnswer.headers.etag).toBeUndefined();
    expect(pageAnswer.headers['last-modified']).toBeUndefined();
    expect(pageAnswer.headers['x-edge-cache']).toBeUndefined();
    const conditional = await request('/validators', { headers: { 'If-None-Match': '"abc"', 'If-Modified-Since': 'Wed, 01 Jan 2025 00:00:00 GMT' } });
    expect(conditional.status).toBe(200);
    const file = await request('/file.js');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers.etag).toBe('"f1"');
  });
});

describe('what the edge keeps', () => {
  it('keeps nothing the site did not opt in', async () => {
    answers['/not-opted'] = () => page();
    await request('/not-opted');
    const second = await request('/not-opted');
    expect(second.headers['x-cache']).not.toBe('HIT');
    expect(hits('/not-opted')).toBe(2);
  });

  it('never stores a response that sets a cookie, even when opted in', async () => {
    answers['/cookie'] = () => publicPage({ 'Set-Cookie': 'ytb_access=secret; HttpOnly' });
    await request('/cookie');
    const second = await request('/cookie');
    expect(second.headers['x-cache']).not.toBe('HIT');
    expect(hits('/cookie')).toBe(2);
  });

  it('answers a session or a preview from the site, and does not keep that answer for others', async () => {
    answers['/mine'] = ({ headers }) => publicPage({}, `<p>${headers.cookie ? 'for A' : 'for anyone'}</p>`);
    for (const cookie of ['ytb_access=a', 'cc_cookie=x; ytb_refresh=r', '__prerender_bypass=p']) {
      const own = await request('/mine', { headers: { Cookie: cookie } });
      expect(own.body).toBe('<p>for A</p>');
      expect(own.headers['x-cache']).toBe('BYPASS');
    }
    expect((await request('/mine')).body).toBe('<p>for anyone</p>');
    // A cookie that is not a session's is no reason to bypass.
    expect((await request('/mine', { headers: { Cookie: 'cc_cookie=x; not_ytb_access=1' } })).headers['x-cache']).toBe('HIT');
  });

  it('never keeps the router’s requests, route handlers, signed-in pages, search or posts', async () => {
    const paths = ['/api/me', '/my-materials', '/en/measurements', '/search', '/en/search', '/account', '/login', '/samples/confirm', '/en/samples/confirm'];
    for (const p of paths) answers[p] = () => publicPage();
    answers['/rsc-page'] = () => publicPage();
    for (const p of paths) {
      await request(`${p}?q=1`);
      expect((await request(`${p}?q=1`)).headers['x-cache']).toBe('BYPASS');
    }
    for (const headers of [{ RSC: '1' }, { 'Next-Router-Prefetch': '1' }, { 'Next-Router-State-Tree': '%5B%5D' }] as Record<string, string>[]) {
      await request('/rsc-page', { headers });
      expect((await request('/rsc-page', { headers })).headers['x-cache']).toBe('BYPASS');
    }
    expect((await request('/rsc-page?_rsc=abc')).headers['x-cache']).toBe('BYPASS');
    answers['/form'] = () => publicPage();
    await request('/form', { method: 'POST', body: 'a=1' });
    await request('/form', { method: 'POST', body: 'a=1' });
    expect(hits('/form')).toBe(2);
  });

  it('keys the home page by the locale cookie and the browser’s languages', async () => {
    answers['/'] = ({ headers }) => publicPage({}, `<p>${String(headers['accept-language'] ?? '')}|${String(headers.cookie ?? '')}</p>`);
    expect((await request('/', { headers: { 'Accept-Language': 'sv-SE' } })).body).toBe('<p>sv-SE|</p>');
    expect((await request('/', { headers: { 'Accept-Language': 'en-GB' } })).body).toBe('<p>en-GB|</p>');
    expect((await request('/', { headers: { 'Accept-Language': 'en-GB', Cookie: 'i18n_redirected=sv' } })).body).toBe('<p>en-GB|i18n_redirected=sv</p>');
    const again = await request('/', { headers: { 'Accept-Language': 'sv-SE' } });
    expect(again.body).toBe('<p>sv-SE|</p>');
    expect(again.headers['x-cache']).toBe('HIT');
  });

  it('keeps a page for about a second, then asks the site again', async () => {
    let version = 0;
    answers['/short'] = () => publicPage({}, `<p>v${++version}</p>`);
    expect((await request('/short')).body).toBe('<p>v1</p>');
    expect((await request('/short')).body).toBe('<p>v1</p>');
    // Wait for the condition, not for a time: the next copy arrives once the first expires.
    await expect.poll(async () => (await request('/short')).body, { timeout: 10_000, interval: 200 }).toMatch(/<p>v[2-9]<\/p>/);
  });

  it('never serves an old copy once the page is gone or has moved', async () => {
    let moved = false;
    answers['/going'] = () => (moved ? { status: 307, headers: { Location: '/elsewhere', 'Set-Cookie': 'i18n_redirected=en' } } : publicPage());
    expect((await request('/going')).status).toBe(200);
    moved = true;
    await expect.poll(async () => (await request('/going')).status, { timeout: 10_000, interval: 100 }).toBe(307);
    for (let i = 0; i < 5; i++) expect((await request('/going')).status).toBe(307);
  });
});

describe('the sitemap (decision 037)', () => {
  const sitemap = (body: string): Answer => ({
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'X-Edge-Cache': 'public', 'Cache-Control': 'public, max-age=0, s-maxage=1' },
    body,
  });

  it('keeps the index and its files like a public page, asks the site with none of the client’s headers, and gzips them', async () => {
    const xml = `<?xml version="1.0"?><urlset>${'<url><loc>http://localhost/products/x</loc></url>'.repeat(100)}</urlset>`;
    answers['/sitemap.xml'] = () => sitemap('<sitemapindex/>');
    answers['/sitemaps/products-sv-1.xml'] = () => sitemap(xml);
    for (const path of ['/sitemap.xml', '/sitemaps/products-sv-1.xml']) {
      await request(path, { headers: { Cookie: 'cc_cookie=x', 'X-Probe': '1' } });
      const again = await request(path);
      expect(again.headers['x-cache'], path).toBe('HIT');
      expect(hits(path), path).toBe(1);
      expect(seen.find((s) => s.url === path)!.headers['x-probe']).toBeUndefined();
    }
    expect((await request('/sitemaps/products-sv-1.xml', { headers: { 'Accept-Encoding': 'gzip' } })).headers['content-encoding']).toBe('gzip');
  });

  it('never keeps a file the site has not (a 404) nor one it did not opt in', async () => {
    answers['/sitemaps/products-sv-9.xml'] = () => ({ status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' }, body: 'Not found' });
    answers['/sitemaps/pages-sv-1.xml'] = () => ({ headers: { 'Content-Type': 'application/xml' }, body: '<urlset/>' });
    for (const path of ['/sitemaps/products-sv-9.xml', '/sitemaps/pages-sv-1.xml']) {
      await request(path);
      expect((await request(path)).headers['x-cache'], path).not.toBe('HIT');
      expect(hits(path), path).toBe(2);
    }
  });
});

describe('our other host names', () => {
  it('sends a request for another of our names to SITE_URL’s with a 308, keeping the address and the method', async () => {
    answers['/en/login'] = () => page();
    for (const method of ['GET', 'POST', 'HEAD']) {
      const answer = await request('/en/login?next=%2Fen', { method, headers: { Host: `127.0.0.1:${edgePort}` } });
      expect(answer.status, method).toBe(308);
      expect(answer.headers.location, method).toBe(`http://localhost:${edgePort}/en/login?next=%2Fen`);
      expect(answer.headers['x-content-type-options'], method).toBe('nosniff');
    }
    expect(hits('/en/login')).toBe(0);
    // The absolute form chooses the server by its own name, whatever Host says.
    const absolute = await rawRequest(`GET http://127.0.0.1:${edgePort}/en/login HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(absolute.status).toBe(308);
    expect((await request('/en/login')).status).toBe(200);
  });

  it('lets a health probe by address through', async () => {
    answers['/api/health'] = () => ({ headers: { 'Content-Type': 'application/json' }, body: '{"ok":true}' });
    const probe = await request('/api/health', { headers: { Host: '127.0.0.1' } });
    expect([probe.status, probe.body]).toEqual([200, '{"ok":true}']);
    expect((await request('/api/healthz', { headers: { Host: '127.0.0.1' } })).status).toBe(308);
  });
});

describe('what reaches the site', () => {
  it('sets X-Forwarded-For itself: the client’s own value never gets through', async () => {
    answers['/who'] = () => page();
    await request('/who', { headers: { 'X-Forwarded-For': '203.0.113.9, 198.51.100.7', 'X-Real-IP': '203.0.113.9' } });
    expect(seen[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[0]!.headers['x-real-ip']).toBe('127.0.0.1');
  });

  it('refuses a 20 kB address with 414 and a 20 kB header with 431, without asking the site', async () => {
    answers['/products'] = () => page();
    const long = await request(`/products?${'p=1&'.repeat(5_000)}`);
    expect(long.status).toBe(414);
    const header = await request('/products', { headers: { 'X-Big': 'x'.repeat(20_000) } });
    expect(header.status).toBe(431);
    // Before the Host header, too: then nginx does not know the server yet.
    const early = await request('/products', { headers: { 'X-Big': 'x'.repeat(20_000), Host: 'localhost' } });
    expect(early.status).toBe(431);
    expect(seen).toHaveLength(0);
  });

  it('answers an address nginx cannot read with its own page in both languages, without asking the site', async () => {
    const { default: sv } = await import('../../messages/sv.json');
    const { default: en } = await import('../../messages/en.json');
    for (const raw of ['/%00', '/products/%E0%A4%A', '/producer/..%2F..%2F..%2Fapi%2Fme', '/api/%E0%A4%A', '/uploads/x%00.png']) {
      const answer = await request(raw, { headers: { 'Accept-Language': 'en-GB' } });
      expect(answer.status, raw).toBe(400);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      // Like the site's own answers (lib/http/security-headers.ts): no other site may embed it.
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(answer.body).toContain(`<h1>${sv.ErrorPage.notFoundHeading}</h1>`);
      expect(answer.body).toContain(sv.ApiErrors.badAddress);
      expect(answer.body).toContain(`<h2>${en.ErrorPage.notFoundHeading}</h2>`);
      expect(answer.body).toContain(en.ApiErrors.badAddress);
    }
    expect(seen).toHaveLength(0);
  });

  it('lets bodies through to the site’s own 100 kB limit, and refuses only far beyond it', async () => {
    answers['/api/projects'] = () => ({ status: 413, headers: { 'Content-Type': 'application/json' }, body: '{"error":"tooLarge"}' });
    const twoMegabytes = await request('/api/projects', { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    expect(twoMegabytes.body).toBe('{"error":"tooLarge"}');
    expect(seen).toHaveLength(1);
    seen = [];
    expect((await request('/api/projects', { method: 'POST', body: 'x'.repeat(9 * 1024 * 1024) })).status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it('answers only to its own host names', async () => {
    answers['/'] = () => publicPage();
    expect((await request('/', { headers: { Host: 'evil.example' } })).status).toBe(421);
    expect(seen).toHaveLength(0);
    expect((await request('/', { headers: { Host: 'localhost' } })).status).toBe(200);
  });
});

describe('a request that may be kept: nothing but the listed headers reach the site', () => {
  it('passes the site only the host, the address and the scheme it checked', async () => {
    answers['/products'] = () => publicPage();
    const sent: Record<string, string> = {};
    for (const { name, value, edge } of SITE_REQUEST_HEADERS) if (edge === 'dropped' && name !== 'cookie') sent[name] = value;
    await request('/products', { headers: { ...sent, Cookie: 'cc_cookie=x; i18n_redirected=en', 'Accept-Language': 'en-GB' } });
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0]!.headers).sort()).toEqual(['host', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']);
  });

  it('keeps no answer that depends on any other header: the next plain visitor gets the full page', async () => {
    for (const [i, { name, value, edge }] of SITE_REQUEST_HEADERS.entries()) {
      if (edge === 'key') continue;
      const path = `/depends-${i}`;
      // The site's answer changes with the header (as Next.js answers x-middleware-prefetch with {}).
      answers[path] = ({ headers }) =>
        String(headers[name] ?? '').includes(value) ? publicPage({ 'Content-Type': 'text/html' }, '{}') : publicPage({}, '<p>full page</p>');
      const attack = await request(path, { headers: { [name]: value } });
      const plain = await request(path);
      expect(plain.body, name).toBe('<p>full page</p>');
      // A header the site needs from browsers goes through on the fresh way, and is never kept.
      if (edge === 'fresh') expect(attack.headers['x-cache'], name).toBe('BYPASS');
      else expect(attack.body, name).toBe('<p>full page</p>');
    }
  });

  it('gives a Cookie only at / and only the locale cookie, and Accept-Language only at /', async () => {
    answers['/'] = () => publicPage();
    answers['/page'] = () => publicPage();
    await request('/', { headers: { Cookie: 'cc_cookie=x; i18n_redirected=en; _ga=1', 'Accept-Language': 'en-GB' } });
    await request('/page', { headers: { Cookie: 'cc_cookie=x; i18n_redirected=en', 'Accept-Language': 'en-GB' } });
    expect(seen.map((s) => [s.url, s.headers.cookie, s.headers['accept-language']])).toEqual([
      ['/', 'i18n_redirected=en', 'en-GB'],
      ['/page', undefined, undefined],
    ]);
  });

  it('tells the site only whether the visitor is an HTML-limited bot, and keeps the two answers apart', async () => {
    answers['/meta'] = ({ headers }) => publicPage({}, `<p>${headers['user-agent'] ? 'metadata in head' : 'metadata streamed'}</p>`);
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
    for (const [agent, body] of [
      ['facebookexternalhit/1.1', '<p>metadata in head</p>'],
      [browser, '<p>metadata streamed</p>'],
      ['Slackbot-LinkExpanding 1.0', '<p>metadata in head</p>'],
      ['Mozilla/5.0 (compatible; Googlebot/2.1)', '<p>metadata streamed</p>'],
      ['', '<p>metadata streamed</p>'],
    ] as const) {
      expect((await request('/meta', { headers: agent ? { 'User-Agent': agent } : {} })).body, agent).toBe(body);
    }
    expect(hits('/meta')).toBe(2);
    const bots = seen.filter((s) => s.headers['user-agent']);
    expect(bots).toHaveLength(1);
    // What the site is told is the class, recognised by Next.js's own expression.
    expect(HTML_LIMITED_BOT_UA_RE.test(bots[0]!.headers['user-agent']!)).toBe(true);
  });

  it('classes bots by exactly the expression Next.js uses', () => {
    const template = readFileSync(path.join(import.meta.dirname, 'ytbanken.conf.template'), 'utf8');
    expect(template).toContain(`"~*${HTML_LIMITED_BOT_UA_RE.source}" 1;`);
    expect(HTML_LIMITED_BOT_UA_RE.flags).toBe('i');
  });

  it('passes what is not a page the headers it brought (Accept picks an image format), and keeps none of it', async () => {
    for (const p of ['/_next/image', '/uploads/a.pdf', '/robots.txt', '/api/health']) answers[p] = () => publicPage();
    for (const p of ['/_next/image?url=%2Fuploads%2Fa.png&w=640&q=75', '/uploads/a.pdf', '/robots.txt', '/api/health']) {
      await request(p, { headers: { Accept: 'image/avif,image/webp', 'Sec-Fetch-Dest': 'image' } });
      expect((await request(p)).headers['x-cache'], p).toBe('BYPASS');
    }
    expect(seen[0]!.headers.accept).toBe('image/avif,image/webp');
    expect(seen[2]!.headers['sec-fetch-dest']).toBe('image');
  });

  it('sends the site the host it chose the server by, also for an absolute request line', async () => {
    answers['/register'] = () => page();
    const absolute = await rawRequest(
      'POST http://localhost/register HTTP/1.1\r\nHost: evil.example\r\nOrigin: http://evil.example\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe(200);
    expect(seen[0]!.headers.host).toBe('localhost');
    expect(seen[0]!.headers['x-forwarded-host']).toBe('localhost');
    for (const line of ['GET http://evil.example/register HTTP/1.1\r\nHost: localhost', 'GET http://EVIL.example:80/register HTTP/1.1\r\nHost: localhost']) {
      expect((await rawRequest(`${line}\r\nConnection: close\r\n\r\n`)).status, line).toBe(421);
    }
    // A Host that agrees with the name keeps its port, so the site's own addresses stay right.
    await request('/register', { headers: { Host: 'LOCALHOST:3000' } });
    expect(seen.at(-1)!.headers.host).toBe('LOCALHOST:3000');
    expect(seen).toHaveLength(2);
  });
});

describe('what the site may not get kept', () => {
  it('honours a no-store or private from the site, even on an opted-in page', async () => {
    for (const cacheControl of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 'private']) {
      const path = `/said-${cacheControl.length}`;
      answers[path] = () => publicPage({ 'Cache-Control': cacheControl });
      await request(path);
      expect((await request(path)).headers['x-cache'], cacheControl).not.toBe('HIT');
      expect(hits(path), cacheControl).toBe(2);
    }
  });

  it('tells browsers and caches in front to keep nothing the site opted in, a redirect included', async () => {
    answers['/moved-here'] = () => ({ status: 307, headers: { Location: '/en', 'X-Edge-Cache': 'public', 'Cache-Control': 'public, max-age=0, s-maxage=1' } });
    answers['/moved-there'] = () => ({ status: 308, headers: { Location: '/x', 'Cache-Control': 'public, max-age=3600' } });
    const fresh = await request('/moved-here');
    const kept = await request('/moved-here');
    expect([fresh.headers['x-cache'], kept.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    for (const answer of [fresh, kept]) expect(answer.headers['cache-control']).toBe('no-store');
    // What the site did not opt in keeps its own word.
    expect((await request('/moved-there')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps only a full HTML page, a redirect or a 404, never a payload or an error', async () => {
    const kinds: Record<string, Answer> = {
      json: publicPage({ 'Content-Type': 'application/json' }, '{}'),
      rsc: publicPage({ 'Content-Type': 'text/x-component' }, '0:{}'),
      none: { status: 200, headers: { 'X-Edge-Cache': 'public', 'Cache-Control': 'public, max-age=0, s-maxage=1' }, body: '{}' },
      plain: publicPage({ 'Content-Type': 'text/plain' }, 'Not Found'),
      error: { ...publicPage(), status: 500 },
      unavailable: { ...publicPage(), status: 503 },
    };
    for (const [kind, answer] of Object.entries(kinds)) {
      answers[`/${kind}`] = () => answer;
      await request(`/${kind}`);
      expect((await request(`/${kind}`)).headers['x-cache'], kind).not.toBe('HIT');
    }
    const kept: Record<string, Answer> = {
      html: publicPage(),
      missing: { ...publicPage(), status: 404 },
      moved: { status: 308, headers: { Location: '/html', 'X-Edge-Cache': 'public', 'Cache-Control': 'public, max-age=0, s-maxage=1' } },
    };
    for (const [kind, answer] of Object.entries(kept)) {
      answers[`/${kind}`] = () => answer;
      await expect.poll(async () => (await request(`/${kind}`)).headers['x-cache'], { timeout: 10_000, interval: 100 }).toBe('HIT');
    }
  });

  it('never keeps the home page for a locale cookie nginx and the site could read differently', async () => {
    answers['/'] = ({ headers }) => publicPage({}, `<p>${String(headers.cookie ?? '')}</p>`);
    for (const cookie of [
      'i18n_redirected=sv; i18n_redirected=en',
      'i18n_redirected=en; i18n_redirected=sv',
      'i18n_redirected =en',
      'i18n_redirected=EN',
      'i18n_redirected="en"',
      'I18N_REDIRECTED=en',
      'i18n_redirected=de',
    ]) {
      const first = await request('/', { headers: { Cookie: cookie } });
      // The site reads such a request as it likes, with everything it sent ...
      expect(first.body, cookie).toBe(`<p>${cookie}</p>`);
      expect(first.headers['x-cache'], cookie).toBe('BYPASS');
    }
    // ... and the copies others get are keyed by what they sent.
    const language = { 'Accept-Language': 'fi-FI' };
    expect((await request('/', { headers: { ...language, Cookie: 'i18n_redirected=sv' } })).body).toBe('<p>i18n_redirected=sv</p>');
    expect((await request('/', { headers: language })).body).toBe('<p></p>');
  });
});

describe('security headers on every answer', () => {
  const expectHeaders = (headers: http.IncomingHttpHeaders, what: string) => {
    for (const [name, value] of Object.entries(commonSecurityHeaders())) expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    expect(headers['content-security-policy'], what).toBeTruthy();
    // Over plain http, never.
    expect(headers['strict-transport-security'], what).toBeUndefined();
  };

  it('puts them on the edge’s own answers and on what the site sent without them, once', async () => {
    answers['/bare'] = () => ({ status: 308, headers: { Location: '/bare-after' } });
    answers['/own'] = () => page({ ...commonSecurityHeaders(), 'Strict-Transport-Security': 'max-age=1' });
    const cases: [string, Promise<{ status: number; headers: http.IncomingHttpHeaders }>][] = [
      ['the site’s redirect without them', request('/bare')],
      ['the site’s page with its own', request('/own')],
      ['another host: 421', request('/', { headers: { Host: 'evil.example' } })],
      ['an unreadable address: 400', request('/%00')],
      ['a long address: 414', request(`/products?${'p=1&'.repeat(5_000)}`)],
      ['a long header: 431', request('/products', { headers: { 'X-Big': 'x'.repeat(20_000) } })],
      ['a huge body: 413', request('/api/projects', { method: 'POST', body: 'x'.repeat(9 * 1024 * 1024) })],
    ];
    for (const [what, answer] of cases) {
      const { headers } = await answer;
      // Equal to the site's value: one of each, not the site's and the edge's side by side.
      expectHeaders(headers, what);
    }
  });

  it('sends no Referer from a page whose address carries a secret, in both languages', async () => {
    for (const path of [
      '/samples/confirm?token=abc',
      '/en/samples/confirm?token=abc',
      '/reset-password?code=x',
      '/en/reset-password?code=x',
      '/shared/tok',
      '/en/shared/tok',
    ]) {
      answers[new URL(path, 'http://x').pathname] = () => page({ 'Referrer-Policy': 'unsafe-url' });
      expect((await request(path)).headers['referrer-policy'], path).toBe(SECRET_ADDRESS_REFERRER_POLICY);
    }
    answers['/en/products'] = () => page();
    expect((await request('/en/products?code=1')).headers['referrer-policy']).toBe(commonSecurityHeaders()['Referrer-Policy']);
  });

  it('answers for a site that does not answer with a page that carries them', async () => {
    const down = await startEdge([await freePort()]);
    try {
      const answer = await request('/products', { port: down.port });
      expect(answer.status).toBe(503);
      expectHeaders(answer.headers, 'a site that is down: 503');
    } finally {
      await down.stop();
    }
  });

  it('answers over TLS and HTTP/2 as deployed, and sends HSTS only there', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ytb-edge-tls-'));
    const tlsPort = await freePort();
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-subj',
          '/CN=localhost',
          '-days',
          '1',
          '-keyout',
          path.join(dir, 'key.pem'),
          '-out',
          path.join(dir, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      // The template's own site server over TLS and HTTP/2: what the README's TLS step adds.
      const tls = await startEdge([(upstream.address() as net.AddressInfo).port], {
        tls: { port: tlsPort, certificate: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') },
      });
      try {
        answers['/tls'] = () => page();
        const session = http2.connect(`https://127.0.0.1:${tlsPort}`, { rejectUnauthorized: false });
        const { headers, protocol } = await new Promise<{ headers: http2.IncomingHttpHeaders; protocol: string | undefined }>((resolve, reject) => {
          session.once('error', reject);
          const stream = session.request({ ':path': '/tls', ':authority': `localhost:${tlsPort}` });
          stream.once('response', (answer) => {
            stream.resume();
            resolve({ headers: answer, protocol: session.alpnProtocol });
          });
          stream.once('error', reject);
        }).finally(() => session.close());
        expect(protocol).toBe('h2');
        expect(headers[':status']).toBe(200);
        expect(seen.map((entry) => entry.url)).toContain('/tls');
        expect(headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
        expect((await request('/', { port: tls.port })).headers['strict-transport-security']).toBeUndefined();
      } finally {
        await tls.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('several site instances', () => {
  it('shares requests over every instance in the list, and passes a GET on when one does not answer', async () => {
    const instances = ['first', 'second'].map((name) => {
      const server = http.createServer((req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ instance: name }));
      });
      return { name, server };
    });
    for (const { server } of instances) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const several = await startEdge(instances.map(({ server }) => (server.address() as net.AddressInfo).port));
    const answeredBy = async () => {
      const names: string[] = [];
      // Not a page the edge keeps: every request reaches an instance.
      for (let i = 0; i < 6; i++) {
        const answer = await request('/api/health', { port: several.port });
        expect(answer.status).toBe(200);
        names.push((JSON.parse(answer.body) as { instance: string }).instance);
      }
      return new Set(names);
    };
    try {
      expect(await answeredBy()).toEqual(new Set(['first', 'second']));
      // The second instance goes away: its port refuses, and the first answers everything.
      const second = instances[1]!.server;
      second.closeAllConnections();
      await new Promise((resolve) => second.close(resolve));
      expect(await answeredBy()).toEqual(new Set(['first']));
    } finally {
      await several.stop();
      for (const { server } of instances) {
        server.closeAllConnections();
        if (server.listening) await new Promise((resolve) => server.close(resolve));
      }
    }
  });
});

describe('the last copy of a page, while the site cannot answer (decision 027)', () => {
  const sv = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'messages', 'sv.json'), 'utf8')) as { ErrorPage: { heading: string } };
  const en = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', 'messages', 'en.json'), 'utf8')) as { ErrorPage: { heading: string } };
  /** The edge's own 503 page, in both languages. */
  const expectUnavailablePage = (answer: { status: number; body: string }) => {
    expect(answer.status).toBe(503);
    expect(answer.body).toContain(sv.ErrorPage.heading);
    expect(answer.body).toContain(en.ErrorPage.heading);
  };
  /** Until the edge's copy of a page is older than its second. */
  const untilExpired = async (pathname: string, port = edgePort) => {
    for (;;) {
      const answer = await request(pathname, { port });
      if (answer.headers['x-cache'] !== 'HIT') return answer;
      await sleep(200);
    }
  };

  it('serves the last copy marked STALE while the site answers an error, with a fresh nonce, and the site’s answer again once it has one', async () => {
    answers['/kept'] = () => publicPage({}, `<script nonce="${PLACEHOLDER}">1</script><p>the copy</p>`);
    expect((await request('/kept')).status).toBe(200);
    for (const status of [500, 502, 503, 504]) {
      answers['/kept'] = () => page({}, `<p>error ${status}</p>`);
      answers['/kept'] = () => ({ status, headers: { 'Content-Type': 'text/html' }, body: `<p>error ${status}</p>` });
      const stale = await untilExpired('/kept');
      expect(stale.status, String(status)).toBe(200);
      expect(stale.headers['x-cache']).toBe('STALE');
      expect(stale.body).toContain('the copy');
      const nonce = nonceOf(stale.headers['content-security-policy']);
      expect(stale.body).toContain(`<script nonce="${nonce}">`);
      expect(stale.body).not.toContain(PLACEHOLDER);
    }
    answers['/kept'] = () => publicPage({}, '<p>new</p>');
    const back = await untilExpired('/kept');
    expect(back.headers['x-cache']).not.toBe('STALE');
    expect(back.body).toContain('new');
  });

  it('passes the site’s own error page for a page it has no copy of, and keeps no copy of what the site did not opt in', async () => {
    answers['/never-kept'] = () => page({}, '<p>personal answer</p>');
    expect((await request('/never-kept')).body).toContain('personal answer');
    answers['/never-kept'] = () => ({ status: 503, headers: { 'Content-Type': 'text/html' }, body: '<p>the site’s own outage page</p>' });
    const answer = await request('/never-kept');
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('the site’s own outage page');
    expect(answer.body).not.toContain('personal answer');
  });

  it('replaces the last copy with a 404: an unpublished page is not served again from an older copy', async () => {
    answers['/unpublished'] = () => publicPage({}, '<p>published once</p>');
    await request('/unpublished');
    answers['/unpublished'] = () => publicPage({}, 'gone');
    answers['/unpublished'] = () => ({ ...publicPage({}, '<p>not found</p>'), status: 404 });
    expect((await untilExpired('/unpublished')).status).toBe(404);
    answers['/unpublished'] = () => ({ status: 503, headers: { 'Content-Type': 'text/html' }, body: 'outage' });
    const answer = await untilExpired('/unpublished');
    expect(answer.body).not.toContain('published once');
    expect(answer.status).toBe(404);
    expect(answer.headers['x-cache']).toBe('STALE');
  });

  it('when the site is down: copies for anonymous visitors, the 503 page for pages it never had and for every signed-in request, and no copy once it is older than its time', async () => {
    const site = http.createServer((req, res) => {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': POLICY,
        'X-Edge-Cache': 'public',
        'Cache-Control': 'public, max-age=0, s-maxage=1',
      });
      res.end(`<p>public ${req.url}</p>`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const sitePort = (site.address() as net.AddressInfo).port;
    const edgeDown = await startEdge([sitePort], { lastCopyTime: '3s' });
    try {
      expect((await request('/page', { port: edgeDown.port })).body).toContain('public /page');
      // With a session, the same page is somebody's own: it goes to the site every time.
      expect((await request('/page', { port: edgeDown.port, headers: { Cookie: 'ytb_access=abc' } })).body).toContain('public /page');
      await new Promise((resolve) => site.close(resolve));
      site.closeAllConnections();

      const stale = await untilExpired('/page', edgeDown.port);
      expect(stale.status).toBe(200);
      expect(stale.headers['x-cache']).toBe('STALE');
      expect(stale.body).toContain('public /page');
      expectUnavailablePage(await request('/page', { port: edgeDown.port, headers: { Cookie: 'ytb_access=abc' } }));
      expectUnavailablePage(await request('/my-materials', { port: edgeDown.port }));
      expectUnavailablePage(await request('/never-asked', { port: edgeDown.port }));
      // The copy is served for its time only (3 s here, 10 minutes by default), whatever the traffic.
      let answer = stale;
      while (answer.headers['x-cache'] === 'STALE') {
        await sleep(250);
        answer = await request('/page', { port: edgeDown.port });
      }
      expectUnavailablePage(answer);
    } finally {
      await edgeDown.stop();
      if (site.listening) await new Promise((resolve) => site.close(resolve));
    }
  }, 30_000);
});
