// The deployed shape: every test here goes through the edge (deploy/nginx/) in front of the
// real site and cms. deploy/nginx/edge.test.ts checks the same configuration against a
// small upstream, where each rule can be seen on its own.
import { readFileSync } from 'node:fs';
import type { APIResponse } from '@playwright/test';
import { signIn } from '../support/accounts';
import { CmsEditor } from '../support/cms-editor.mjs';
import { documentId } from '../support/cms-api';
import { expect, test } from '../support/fixtures';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, seed, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

const PLACEHOLDER = process.env.E2E_NONCE_PLACEHOLDER!;
const nonceOf = (answer: APIResponse) => /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
const product = seed.products[0]!;
const productId = () => documentId('products', 'name', product.name.sv, 'sv');

/** What the edge must never let out: the placeholder, in any case, anywhere. */
async function expectNoPlaceholder(answer: APIResponse) {
  const seen = `${JSON.stringify(answer.headersArray())}\n${await answer.text()}`.toLowerCase();
  expect(seen.includes(PLACEHOLDER), `${answer.url()} shows the placeholder`).toBe(false);
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`a cached product page gets a new nonce in header and body every time, and its scripts run (${locale})`, async ({ page, request }) => {
    const path = localePath(`/products/${await productId()}`, locale);
    const answers: APIResponse[] = [];
    // The second of two quick requests comes from the edge's cache (a one-second copy).
    await expect(async () => {
      answers.splice(0, answers.length, await request.get(path), await request.get(path));
      expect(answers[1]!.headers()['x-cache']).toBe('HIT');
    }).toPass({ timeout: 10_000 });
    const nonces = answers.map(nonceOf);
    expect(nonces[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, answer] of answers.entries()) {
      const body = await answer.text();
      expect(body).toContain(`nonce="${nonces[i]}"`);
      expect(body).toContain(product.name[locale]);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      expect(answer.headers()['etag']).toBeUndefined();
      expect(answer.headers()['last-modified']).toBeUndefined();
      await expectNoPlaceholder(answer);
    }

    // In the browser: no policy violation, and the page's scripts run (the consent banner is theirs).
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    // The banner hides from automated browsers; this one says it is a person.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
    await page.goto(path);
    await page.reload();
    await expect(page.locator('#cc-main .cm')).toContainText(messages[locale].Consent.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name[locale]);
    expect(violations).toEqual([]);
  });
}

test('a public page is kept whichever language the browser prefers, and sets no cookie', async () => {
  const about = seed.pages.find((p) => p.key === 'about')!;
  // Without a cookie jar: each request is a first visit, as a crawler's or a load test's.
  for (const path of [`/${about.slug.sv}`, `/en/${about.slug.en}`, '/en/products']) {
    for (const language of [undefined, 'sv-SE', 'en-GB', 'de-DE']) {
      const get = () => fetch(`http://localhost:${E2E.sitePort}${path}`, { headers: language ? { 'Accept-Language': language } : {} });
      await expect(async () => {
        const [first, second] = [await get(), await get()];
        expect(first.headers.get('set-cookie'), `${path} ${language}`).toBeNull();
        expect(second.headers.get('x-cache'), `${path} ${language}`).toBe('HIT');
      }).toPass({ timeout: 10_000 });
    }
  }
});

test('the placeholder never leaves the edge: pages, router payloads, errors, files and handlers', async ({ request }) => {
  const id = await productId();
  const paths = [
    '/',
    '/en',
    '/products',
    '/en/products?category=tiles',
    `/products/${id}`,
    '/search?q=ek',
    '/login',
    '/contact',
    '/no-such-page',
    '/api/health',
    '/builds/latest.json',
    '/robots.txt',
  ];
  for (const path of paths) await expectNoPlaceholder(await request.get(path, { maxRedirects: 0 }));
  const rsc = await request.get(`/en/products/${id}`, { headers: { RSC: '1' } });
  expect(rsc.headers()['content-type']).toContain('text/x-component');
  expect(await rsc.text()).toContain(nonceOf(rsc));
  await expectNoPlaceholder(rsc);
});

test('a signed-in visitor’s pages are never kept: anonymous visitors after A never see A', async ({ browser, page, request, signedIn }) => {
  await asVisitor(page);
  const account = await signedIn('sv');
  await page.goto('/');
  await expect(page.getByRole('link', { name: account.username })).toBeVisible();
  const paths = ['/products', '/en/products', `/products/${await productId()}`, '/', '/en/contact', '/account', '/my-materials'];
  for (const path of paths) {
    const mine = await page.request.get(path);
    expect(await mine.text(), path).toContain(account.username);
    expect(mine.headers()['x-cache'], path).toBe('BYPASS');
  }
  const stranger = await browser.newContext();
  for (const path of paths) {
    const theirs = await stranger.request.get(path);
    expect(await theirs.text(), path).not.toContain(account.username);
  }
  await stranger.close();
  // A cookie-less request straight after A's is not A's page either.
  expect(await (await request.get('/products')).text()).not.toContain(account.username);
});

test('an editor’s preview is never kept for others, nor are search results; the home page is kept per language', async ({ page, request }) => {
  const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
  const id = await productId();
  const original = await editor.get('api::product.product', id, 'sv');
  const draftName = `${product.name.sv} (utkast ${Math.random().toString(36).slice(2, 7)})`;
  await editor.updateDraft('api::product.product', id, 'sv', { name: draftName });
  try {
    await page.goto(`/api/preview?${new URLSearchParams({ secret: process.env.E2E_PREVIEW_SECRET!, url: `/products/${id}` })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftName);
    const again = await page.request.get(`/products/${id}`);
    expect(again.headers()['x-cache']).toBe('BYPASS');
    for (let i = 0; i < 3; i++) expect(await (await request.get(`/products/${id}`)).text()).not.toContain(draftName);
  } finally {
    await editor.updateDraft('api::product.product', id, 'sv', { name: original.name });
  }

  for (const path of ['/search?q=ek', '/en/search?q=oak']) {
    await request.get(path);
    expect((await request.get(path)).headers()['x-cache'], path).toBe('BYPASS');
  }
  // The home page's language decision is keyed by the browser's languages: a Swedish
  // browser's cached home page never answers an English one, which is sent to /en.
  // Without a cookie jar: each request is a first visit.
  const home = (language: string) => fetch(`http://localhost:${E2E.sitePort}/`, { headers: { 'Accept-Language': language }, redirect: 'manual' });
  for (let i = 0; i < 2; i++) {
    const swedish = await home('sv-SE');
    expect(swedish.status).toBe(200);
    expect(await swedish.text()).toContain('<html lang="sv"');
    const english = await home('en-GB');
    expect(english.status).toBe(307);
    expect(english.headers.get('location')).toBe('/en');
  }
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`the placeholder in cms content or in an address is no way in (${locale})`, async ({ page }) => {
    const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
    const slug = `kant-${Math.random().toString(36).slice(2, 8)}`;
    const title = locale === 'sv' ? 'Kantfall' : 'Edge case';
    const id = await editor.create('api::page.page', locale, { title: `${title} ${PLACEHOLDER}`, slug, blocks: [] });
    try {
      await editor.publish('api::page.page', id, locale);
      // The edge would turn a placeholder into this response's nonce; the site removed it first.
      await expect(async () => {
        await page.goto(localePath(`/${slug}`, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 });
      }).toPass({ timeout: 10_000 });
    } finally {
      await editor.delete('api::page.page', id, locale);
    }
    const answer = await page.goto(`${localePath('/search', locale)}?q=${PLACEHOLDER}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].ErrorPage.notFoundHeading);
  });
}

test('the sitemap is kept at the edge, and a publish renews it through the webhook', async ({ request }) => {
  const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
  for (const path of ['/sitemap.xml', '/sitemaps/pages-sv-1.xml']) {
    // The second of two quick requests comes from the edge's copy.
    await expect(async () => {
      const [first, second] = [await request.get(path), await request.get(path)];
      expect(first.status(), path).toBe(200);
      expect(second.headers()['x-cache'], path).toBe('HIT');
    }).toPass({ timeout: 10_000 });
  }
  const slug = `karta-${Math.random().toString(36).slice(2, 8)}`;
  const id = await editor.create('api::page.page', 'sv', { title: 'En sida för kartan', slug, blocks: [] });
  try {
    await editor.updateAndPublish('api::page.page', id, 'sv', { title: 'En sida för kartan', slug });
    // Kept for a day by the site, a copy of a second at the edge: only the webhook brings the new page in.
    await expect.poll(async () => (await request.get('/sitemaps/pages-sv-1.xml')).text(), { timeout: 15_000 }).toContain(`/${slug}</loc>`);
  } finally {
    await editor.unpublish('api::page.page', id, 'sv');
  }
  await expect.poll(async () => (await request.get('/sitemaps/pages-sv-1.xml')).text(), { timeout: 15_000 }).not.toContain(`/${slug}</loc>`);
});

test('another of our host names is sent to SITE_URL’s, where forms work; a health probe by address is not', async ({ page }) => {
  const other = `http://127.0.0.1:${E2E.sitePort}`;
  const answer = await fetch(`${other}/en/login?x=1`, { redirect: 'manual' });
  expect(answer.status).toBe(308);
  expect(answer.headers.get('location')).toBe(`http://localhost:${E2E.sitePort}/en/login?x=1`);
  expect((await fetch(`${other}/api/health`, { redirect: 'manual' })).status).toBe(200);
  await page.goto(`${other}/en/contact`);
  await expect(page).toHaveURL(`http://localhost:${E2E.sitePort}/en/contact`);
});

test('an address or a header over 16 kB is refused by the edge itself', async ({ request }) => {
  const long = await request.get(`/products?${'p=1&'.repeat(5_000)}`);
  expect(long.status()).toBe(414);
  expect(long.headers()['server']).toBe('nginx');
  const header = await request.get('/products', { headers: { 'X-Big': 'x'.repeat(20_000) } });
  expect(header.status(), await header.text()).toBe(431);
  expect(header.headers()['server']).toBe('nginx');
});

test('only the edge listens for everyone: the site’s own port is bound to loopback', async () => {
  // Linux's table of listening TCP sockets: local address in hex, state 0A (LISTEN).
  const listening = (port: number) =>
    ['/proc/net/tcp', '/proc/net/tcp6']
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${port.toString(16).toUpperCase().padStart(4, '0')}`))
      .map((fields) => fields[1]!.split(':')[0]!);
  const loopback = ['0100007F', '00000000000000000000000001000000'];
  const site = listening(E2E.siteInternalPort);
  expect(site.length).toBeGreaterThan(0);
  expect(site.every((address) => loopback.includes(address))).toBe(true);
  const edge = listening(E2E.sitePort);
  expect(edge.some((address) => !loopback.includes(address))).toBe(true);
});

for (const locale of ['sv', 'en'] as const) {
  test(`the edge names the visitor: a made-up X-Forwarded-For does not reset the sign-in limit (${locale})`, async ({ page }) => {
    // The test plays a load balancer in front of the edge (its entry is the rightmost); whatever
    // a client put to the left of it changes on every attempt and must not count.
    const balancerEntry = () => `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
    const visitor = balancerEntry();
    const alert = page.getByRole('main').getByRole('alert');
    await page.goto(localePath('/login', locale));
    // A name of its own each time: the per-account wait (cms/src/extensions/users-permissions/limits.js) is not what this counts.
    for (let attempt = 1; attempt <= 11; attempt++) {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${attempt}, ${visitor}` });
      await signIn(page, locale, `ingen-${locale}-${attempt}-${visitor}@example.com`, `fel-${attempt}`);
    }
    await expect(alert).toContainText(messages[locale].Auth.errors.tooMany);

    // The site vouches for each visitor to the cms: another one still has all its attempts.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.1, ${balancerEntry()}` });
    await signIn(page, locale, `ingen-${locale}-${visitor}@example.com`, 'fel-igen');
    await expect(alert).toContainText(messages[locale].Auth.errors.wrongCredentials);
  });
}
