import { expect, test, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, seed } from '../support/seed-data';

const CMS_ORIGIN = `http://localhost:${E2E.cmsPort}`;
const page = seed.pages.find((p) => p.key !== 'home')!;

/** Parses a Content-Security-Policy into its directives. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectCommonHeaders(answer: APIResponse) {
  const headers = answer.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  // A production build, but over plain http: HSTS is sent only where TLS ends (deploy/nginx/edge.test.ts).
  expect(headers['strict-transport-security']).toBeUndefined();
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) expect(headers['permissions-policy']).toContain(feature);
  expect(headers['x-powered-by']).toBeUndefined();
}

function expectPagePolicy(answer: APIResponse) {
  const csp = directives(answer.headers()['content-security-policy']);
  const scripts = csp['script-src']!;
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts.some((s) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(s))).toBe(true);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expect(csp['img-src']).toContain(CMS_ORIGIN);
  return scripts.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
}

for (const locale of ['sv', 'en'] as const) {
  const pages = [
    { name: 'home', path: localePath('/', locale), status: 200 },
    { name: 'product list', path: localePath('/products', locale), status: 200 },
    { name: 'CMS page', path: localePath(`/${page.slug[locale]}`, locale), status: 200 },
    { name: 'sign-in page', path: localePath('/login', locale), status: 200 },
    { name: 'not-found page', path: localePath('/finns-inte-har', locale), status: 404 },
    { name: 'unknown product', path: localePath('/products/aaaaaaaaaaaaaaaaaaaaaaaa', locale), status: 404 },
  ];
  for (const { name, path, status } of pages) {
    test(`${locale}: the ${name} carries the security headers and a fresh nonce on every script`, async ({ request }) => {
      const first = await request.get(path);
      expect(first.status()).toBe(status);
      expectCommonHeaders(first);
      const nonce = expectPagePolicy(first);
      const html = await first.text();
      if (status === 404) expect(html).toContain(messages[locale].ErrorPage.notFoundHeading);
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);

      const second = await request.get(path);
      expect(expectPagePolicy(second)).not.toBe(nonce);
    });
  }
}

const notPages = [
  { name: 'a route handler', path: '/api/health', status: 200 },
  { name: 'a refused route handler', path: '/api/me', status: 401 },
  { name: 'the revalidation webhook without its secret', path: '/api/revalidate', method: 'POST', status: 401 },
  { name: 'the sitemap', path: '/sitemap.xml', status: 200 },
  { name: 'a sitemap file', path: '/sitemaps/site.xml', status: 200 },
  { name: 'robots.txt', path: '/robots.txt', status: 200 },
  { name: 'the site icon', path: '/icon.svg', status: 200 },
];
for (const { name, path, status, method } of notPages) {
  test(`${name} carries the security headers and a policy that lets nothing run`, async ({ request }) => {
    const answer = method === 'POST' ? await request.post(path) : await request.get(path);
    expect(answer.status()).toBe(status);
    expectCommonHeaders(answer);
    const csp = directives(answer.headers()['content-security-policy']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['script-src']).toBeUndefined();
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
}

/** An uploaded image the home page shows. */
async function anUpload(request: APIRequestContext) {
  const upload = /\/uploads\/[^"?&]+\.png/.exec(await (await request.get('/')).text())?.[0];
  expect(upload).toBeTruthy();
  return upload!;
}

test('uploads keep their own sandbox, found or not, and carry the other headers', async ({ request }) => {
  const upload = await anUpload(request);
  for (const [path, status] of [
    [upload, 200],
    ['/uploads/no-such-file.png', 404],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(status);
    expectCommonHeaders(answer);
    expect(directives(answer.headers()['content-security-policy'])).toEqual({ 'default-src': ["'none'"], sandbox: [], 'frame-ancestors': ["'none'"] });
  }
});

test('another site cannot show our uploads; our own pages can', async ({ page, request, baseURL }) => {
  const upload = `${baseURL}${await anUpload(request)}`;
  const shown = () => page.evaluate(() => [...document.images].map((img) => (img.complete ? img.naturalWidth : -1)));
  await page.route('http://elsewhere.example/', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><img src="${upload}">` }));
  await page.goto('http://elsewhere.example/');
  await expect.poll(shown).toEqual([0]);

  // A detached image loads under the page's own policy and cannot be swept away by React
  // finishing the page (putting it into the body could be, and was).
  await page.goto('/circles');
  const width = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, upload);
  expect(width).toBeGreaterThan(0);
});

test("Next's own files carry the headers too", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  const answer = await request.get(script);
  expect(answer.status()).toBe(200);
  expectCommonHeaders(answer);
});

/** Every policy violation the page reports, collected in the page. */
async function collectViolations(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('under the policy the site works: banner, consent, the Google tag, navigation, no violation', async ({ page, context }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const google: string[] = [];
  await page.route(/https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|google)\.com\/.*/, async (route) => {
    google.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__stubTagRan = true;' });
  });
  const violations = await collectViolations(page);

  await page.goto('/');
  const banner = page.locator('#cc-main .cm');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: messages.sv.Consent.acceptAll }).click();
  // The tag was allowed to load and to run.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __stubTagRan?: boolean }).__stubTagRan)).toBe(true);
  expect(google.some((url) => url.includes('gtag/js'))).toBe(true);

  // Client-side navigation (scripts loaded later) still works.
  await page.getByRole('banner').getByRole('link', { name: seed.global.navigation[0]!.label.sv }).click();
  await expect(page).not.toHaveURL(/\/$/);
  expect(await violations()).toEqual([]);
  expect((await context.cookies()).find((c) => c.name === 'cc_cookie')).toBeDefined();
});

// One browser visit to two pages whose own scripts must run under the policy, and where markup
// injected afterwards must not: each check its own step.
test('pages whose scripts build zod schemas (the surface picker at load, the producer filter when it searches) report no violation; markup injected into a page cannot run script', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await test.step('the surface picker builds its schemas at load', async () => {
    await page.goto('/samples');
    // The picker's script has run: its schemas exist.
    await expect(page.getByRole('combobox', { name: messages.sv.Samples.add })).toHaveAttribute('aria-autocomplete', 'list');
    expect(await violations()).toEqual([]);
  });
  await test.step('the producer filter builds its schemas when it searches', async () => {
    // Each document keeps its own reports.
    await page.goto('/products');
    const producer = page.getByRole('combobox', { name: messages.sv.ProductList.producer });
    await expect(producer).toHaveAttribute('aria-autocomplete', 'list');
    await producer.fill('norr');
    await expect(page.getByRole('listbox', { name: messages.sv.ProductList.producer }).getByRole('option')).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });
  await test.step('markup injected into the page cannot run script', async () => {
    // The classic stored-XSS payload: an inline event handler.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src="/no-such-image.png" onerror="window.__injected = true">'));
    // The image has failed (its handler's moment has passed) before the handler's absence is read.
    // Only the injected one: the list's own images load lazily, so are not all complete.
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[src="/no-such-image.png"]')!.complete);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(violations).toContainEqual(expect.stringMatching(/^script-src/));
  });
});

test('the locale cookie the proxy sets is Secure and SameSite=Lax, and not for scripts to rely on', async ({ request }) => {
  const answer = await request.get('/', { maxRedirects: 0 });
  const cookie = answer.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('i18n_redirected='));
  expect(cookie?.value).toMatch(/; Secure/i);
  expect(cookie?.value).toMatch(/SameSite=lax/i);
  expect(cookie?.value).toMatch(/Max-Age=31536000/);
});
