// The edge in front of the real site, tried as an attacker would from its port only:
// request headers that change the site's answer, a doubled locale cookie, an absolute request
// line, the security headers on answers the site does not render, and a nested placeholder.
// deploy/nginx/edge.test.ts checks each rule against a small upstream.
import net from 'node:net';
import { SITE_REQUEST_HEADERS } from '../../deploy/nginx/site-request-headers';
import { STRICT_TRANSPORT_SECURITY, commonSecurityHeaders } from '../../lib/http/security-headers';
import { answerOf, answers } from '../support/answers';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, seed, type Locale } from '../support/seed-data';

const EDGE = `http://localhost:${E2E.sitePort}`;
const PLACEHOLDER = process.env.E2E_NONCE_PLACEHOLDER!;

/** Without a cookie jar or redirects: every request is a first visit, as an attacker's is. */
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${EDGE}${path}`, { headers, redirect: 'manual' });

/** A request written byte for byte: an absolute request line, which no HTTP client sends. */
function raw(text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(E2E.sitePort, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

/** Every kind of public page the edge keeps, in both languages, with what its full page shows. */
async function publicPages() {
  const product = seed.products[0]!;
  const surface = seed.surfaces[0]!;
  const about = seed.pages.find((p) => p.key === 'about')!;
  const productId = await documentId('products', 'name', product.name.sv, 'sv');
  const surfaceId = await documentId('surfaces', 'articleNumber', surface.articleNumber);
  const producer = seed.producers[0]!;
  return (['sv', 'en'] as const satisfies Locale[]).flatMap((locale) => {
    const t = messages[locale];
    return [
      { path: localePath('/', locale), status: 200, shows: seed.home.blocks.find((b) => b.type === 'hero')!.heading![locale] },
      { path: localePath('/products', locale), status: 200, shows: t.ProductList.title },
      { path: localePath(`/products/${productId}`, locale), status: 200, shows: product.name[locale] },
      { path: localePath(`/surfaces/${surfaceId}`, locale), status: 200, shows: surface.name[locale] },
      { path: localePath(`/producer/${producer.slug}`, locale), status: 200, shows: producer.name },
      { path: localePath(`/${about.slug[locale]}`, locale), status: 200, shows: about.title[locale] },
      { path: localePath('/samples', locale), status: 200, shows: t.Samples.title },
      { path: localePath('/compare', locale), status: 200, shows: t.ComparePage.title },
      { path: localePath('/no-such-page', locale), status: 404, shows: t.ErrorPage.notFoundHeading },
    ];
  });
}

async function expectFullPage(answer: Response, page: { path: string; status: number; shows: string }, what: string) {
  expect(answer.status, `${page.path} after ${what}`).toBe(page.status);
  expect(answer.headers.get('content-type'), `${page.path} after ${what}`).toContain('text/html');
  const html = await answer.text();
  expect(html, `${page.path} after ${what}`).toContain('</html>');
  expect(html, `${page.path} after ${what}`).toContain(page.shows.replaceAll('&', '&amp;').replaceAll("'", '&#x27;'));
}

test('no request header, nor the router’s own requests, can change the page the next visitor gets', async () => {
  const pages = await publicPages();
  // Every header on decision 008's list, and the forms Next.js's router itself sends.
  const attacks: { what: string; headers: Record<string, string>; query?: string }[] = [
    ...SITE_REQUEST_HEADERS.filter((h) => h.name !== 'host').map((h) => ({ what: `${h.name}: ${h.value}`, headers: { [h.name]: h.value } })),
    { what: 'a router navigation', headers: { RSC: '1', 'Next-Router-State-Tree': '%5B%22%22%2C%7B%7D%5D' }, query: '_rsc=abc12' },
    { what: 'a router prefetch', headers: { RSC: '1', 'Next-Router-Prefetch': '1' }, query: '_rsc=abc13' },
    { what: 'a segment prefetch', headers: { RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-Segment-Prefetch': '/_tree' } },
    {
      what: 'all of them at once',
      headers: Object.fromEntries(SITE_REQUEST_HEADERS.filter((h) => h.edge === 'dropped' && h.name !== 'cookie').map((h) => [h.name, h.value])),
    },
  ];
  // The visitor after the attacker: a Swedish browser, as most are (the same key at / too).
  const visitor = { 'Accept-Language': 'sv-SE' };
  // Each attack on one Swedish and one English page, a different kind of page for each attack
  // in turn: every kind meets several attacks in each language, every attack two kinds, and the
  // site renders some ninety pages instead of eight hundred. The edge's rule for each header
  // does not depend on the page (deploy/nginx/edge.test.ts proves each rule on its own).
  const half = pages.length / 2;
  let probe = 0;
  for (const [index, attack] of attacks.entries()) {
    for (const page of [pages[index % half]!, pages[half + ((index + 4) % half)]!]) {
      // An address of its own for each attack, so that it reaches the site instead of a copy
      // another request left (the pages ignore a parameter they do not know).
      const address = `${page.path}?edge-probe=${++probe}`;
      const attacked = await get(attack.query ? `${address}&${attack.query}` : address, { ...visitor, ...attack.headers });
      await attacked.arrayBuffer();
      expect(['MISS', 'BYPASS'], `${address} ${attack.what}`).toContain(attacked.headers.get('x-cache'));
      await expectFullPage(await get(address, visitor), page, attack.what);
    }
  }
});

test('the audit’s example: x-middleware-prefetch never blanks a page for the next visitors', async () => {
  const pages = await publicPages();
  for (const page of pages) {
    const attack = await get(page.path, { 'x-middleware-prefetch': '1' });
    // The header never reaches the site on this way: the attacker gets the page too.
    await expectFullPage(attack, page, 'x-middleware-prefetch');
    for (let i = 0; i < 3; i++) await expectFullPage(await get(page.path), page, 'x-middleware-prefetch');
  }
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const other = locale === 'sv' ? 'en' : 'sv';
  test(`a doubled locale cookie at / never fills the copy a ${locale === 'sv' ? 'Swedish' : 'English'} visitor gets`, async () => {
    const visitor = { Cookie: `i18n_redirected=${locale}`, 'Accept-Language': locale === 'sv' ? 'sv-SE' : 'en-GB' };
    const expectVisitorsHome = async () => {
      const answer = await get('/', visitor);
      if (locale === 'sv') {
        expect(answer.status).toBe(200);
        expect(await answer.text()).toContain('<html lang="sv"');
      } else {
        expect(answer.status).toBe(307);
        expect(answer.headers.get('location')).toMatch(/\/en$/);
      }
    };
    for (const cookie of [
      `i18n_redirected=${locale}; i18n_redirected=${other}`,
      `i18n_redirected=${locale};i18n_redirected=${other}`,
      `i18n_redirected=${locale}; cc_cookie=x; i18n_redirected=${other}`,
      `i18n_redirected=${locale}; i18n_redirected =${other}`,
    ]) {
      for (let i = 0; i < 3; i++) {
        const attack = await get('/', { ...visitor, Cookie: cookie });
        expect(attack.headers.get('x-cache'), cookie).toBe('BYPASS');
        await expectVisitorsHome();
      }
    }
  });
}

test('an absolute request line cannot name another host to the site, nor get a server action through', async () => {
  const action = (line: string, origin: string) =>
    raw(
      `${line}\r\nHost: evil.example\r\nOrigin: ${origin}\r\nNext-Action: 7f00000000000000000000000000000000000000aa\r\nContent-Type: text/plain;charset=UTF-8\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`,
    );
  for (const locale of ['sv', 'en'] as const) {
    for (const path of ['/register', '/login', '/contact', '/samples']) {
      for (const line of [
        `POST http://localhost${localePath(path, locale)} HTTP/1.1`,
        `POST http://localhost:${E2E.sitePort}${localePath(path, locale)} HTTP/1.1`,
      ]) {
        for (const origin of ['http://evil.example', `http://evil.example:${E2E.sitePort}`]) {
          const answer = await action(line, origin);
          expect(answer.status, `${line} from ${origin}`).toBe(403);
          expect(answer.body, `${line} from ${origin}`).toContain(messages[locale].ApiErrors.crossSite);
        }
      }
    }
  }
  // A Host the edge does not serve, in the line or the header, is not answered at all.
  for (const text of [`GET http://evil.example/ HTTP/1.1\r\nHost: localhost`, `GET / HTTP/1.1\r\nHost: evil.example`]) {
    expect((await raw(`${text}\r\nConnection: close\r\n\r\n`)).status, text).toBe(421);
  }
  // A page asked for by an absolute line is built on the host the edge chose, not the header's.
  const page = await raw(`GET http://localhost/en/products HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
  expect(page.status).toBe(200);
  expect(page.body).not.toContain('evil.example');
});

test('every answer carries the security headers, the site’s redirects and the edge’s own refusals too; HSTS never over http', async () => {
  const answers: [string, Response][] = [
    ['a trailing slash (Next.js’s 308)', await get('/products/')],
    ['a trailing slash in English', await get('/en/products/')],
    ['another host (421)', await fetch(`http://127.0.0.1:${E2E.sitePort}/`, { headers: { Host: 'evil.example' }, redirect: 'manual' })],
    ['an unreadable address (400)', await get('/%00')],
    ['a long address (414)', await get(`/products?${'p=1&'.repeat(5_000)}`)],
    ['a long header (431)', await get('/products', { 'X-Big': 'x'.repeat(20_000) })],
    ['a page', await get('/products')],
    ['a route handler', await get('/api/health')],
  ];
  expect(answers[0]![1].status).toBe(308);
  for (const [what, answer] of answers) {
    for (const [name, value] of Object.entries(commonSecurityHeaders())) expect(answer.headers.get(name), `${what}: ${name}`).toBe(value);
    expect(answer.headers.get('content-security-policy'), what).toMatch(/default-src '(none|self)'/);
    expect(answer.headers.get('strict-transport-security'), what).toBeNull();
  }
  // A client claiming HTTPS gets no HSTS over http either: the edge says what the scheme was.
  expect((await get('/products', { 'X-Forwarded-Proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=63072000; includeSubDomains$/);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`a placeholder nested in itself in a shared project never becomes the live nonce (${locale})`, async ({ page, signedIn }) => {
    await signedIn(locale);
    const half = PLACEHOLDER.length >> 1;
    const nest = (inner: string) => `${PLACEHOLDER.slice(0, half)}${inner}${PLACEHOLDER.slice(half)}`;
    const created = await page.request.post('/api/projects', {
      data: { name: `Kapslad ${locale} ${Date.now()}`, description: `före ${nest(nest(PLACEHOLDER))} efter`, status: 'ongoing' },
    });
    await expect(created).toBeOK();
    const projectId = (await answerOf(created, answers.project)).id;
    const shared = await page.request.post(`/api/projects/${projectId}/share`, { data: {} });
    await expect(shared).toBeOK();
    const { token } = await answerOf(shared, answers.shareLink);
    const path = localePath(`/shared/${token}`, locale);
    for (const headers of [{}, { RSC: '1' }] as Record<string, string>[]) {
      // The router's request is sent on to its own address (?_rsc=…), as the router does.
      const answer = await fetch(`${EDGE}${path}`, { headers });
      expect(answer.status, answer.headers.get('location') ?? '').toBe(200);
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const body = await answer.text();
      expect(body).toContain('före  efter');
      expect(body).not.toContain(`före ${nonce}`);
      expect(body.toLowerCase()).not.toContain(PLACEHOLDER);
    }
  });
}

test('the language switch sends visitors only to this site, on its public address', async ({ request }) => {
  const about = seed.pages.find((p) => p.key === 'about')!;
  const answer = await request.get(`/api/locale?from=sv&to=en&path=/${about.slug.sv}`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()['location']).toBe(`${EDGE}/en/${about.slug.en}`);
  // Each way of writing another host that a URL parser reads as one (the hostile-input list has more).
  for (const path of ['/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/./%2e//evil.example']) {
    const refused = await request.get(`/api/locale?${new URLSearchParams({ from: 'en', to: 'sv', path })}`, { maxRedirects: 0 });
    expect(refused.status(), path).toBe(400);
    expect(refused.headers()['location'], path).toBeUndefined();
  }
});
