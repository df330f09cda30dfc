import { expect, test } from '@playwright/test';
import { siteEnv } from '../support/e2e-env';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { documentId } from '../support/cms-api';
import { localePath, seed } from '../support/seed-data';
import { startSiteBehindProxy } from '../support/site-behind-proxy';
import { runSiteExpectingFailure } from '../support/site-process';
import type { TcpProxy } from '../support/tcp-proxy';

const hero = seed.home.blocks.find((b) => b.type === 'hero')!;

// One site instance whose cms sits behind a switchable proxy; the tests share it in order.
test.describe.configure({ mode: 'serial' });

let site: Awaited<ReturnType<typeof startSiteBehindProxy>>;
let proxy: TcpProxy;

test.beforeAll(async () => {
  site = await startSiteBehindProxy(E2E.spareSitePort, E2E.proxyPort);
  proxy = site.proxy;
});

test.afterAll(async () => {
  await site?.stop();
});

const product = seed.products[0]!;
const other = seed.products[1]!;

test('with the cms down, a page that was cached is still served; one that was not answers 503 in its language', async ({ page }) => {
  const id = await documentId('products', 'name', product.name.sv);
  const otherId = await documentId('products', 'name', other.name.sv);
  await proxy.set('forward');
  for (const locale of ['sv', 'en'] as const) {
    await page.goto(`${site.url}${localePath(`/products/${id}`, locale)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name[locale]);
  }

  await proxy.set('refuse');
  for (const locale of ['sv', 'en'] as const) {
    const cached = await page.request.get(`${site.url}${localePath(`/products/${id}`, locale)}`);
    expect(cached.status()).toBe(200);
    expect(await cached.text()).toContain(product.name[locale]);

    const uncached = await page.request.get(`${site.url}${localePath(`/products/${otherId}`, locale)}`, { timeout: 25_000 });
    expect(uncached.status()).toBe(503);
    expect(uncached.headers()['retry-after']).toBe('2');
    // The error page is a page like any other: its policy has a nonce, nothing else runs.
    expect(uncached.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(uncached.headers()['x-content-type-options']).toBe('nosniff');
    expect(await uncached.text()).toContain(messages[locale].ErrorPage.heading);
  }
  await proxy.set('forward');
});

test('with the cms too slow for searches, the search and the colour search say busy, in their language, with 503', async ({ page }) => {
  await proxy.set('forward');
  // The search slots are one per process: made first by the surface pickers' route handler, a
  // bundle of its own, they hand the pages busy errors of another bundle's class.
  // Until the site has seen the cms answer again since the last test took it down, a question
  // no cache answers fails at once (decision 026's outage pause): wait for that, not for time.
  await expect.poll(async () => (await page.request.get(`${site.url}/api/surfaces/search?q=ek&locale=sv`)).status()).toBe(200);

  await proxy.set('slow');
  for (const locale of ['sv', 'en'] as const) {
    const word = `ord${Math.random().toString(36).slice(2, 8)}`;
    for (const [path, notice] of [
      [`/search?q=${word}`, messages[locale].Search.busy],
      [`/colour-search?hex=%23b98a5a`, messages[locale].ColourSearch.busy],
    ] as const) {
      const answer = await page.goto(`${site.url}${localePath(path, locale)}`);
      expect(answer?.status()).toBe(503);
      expect(answer?.headers()['retry-after']).toBe('2');
      await expect(page.locator('[data-cms-busy]')).toHaveText(notice);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  }
  // The pickers' own answer says busy too, in the caller's language.
  const busyPicker = await page.request.get(`${site.url}/api/surfaces/search?q=ek&locale=en`);
  expect(busyPicker.status()).toBe(503);
  expect((await busyPicker.json()) as unknown).toMatchObject({ error: 'busy', message: messages.en.ApiErrors.busy });
  await proxy.set('forward');
});

/** A page nobody asked for yet, so not in the cache: a search for a word of its own. */
const uncached = (locale: 'sv' | 'en') => localePath(`/search?q=ord${Math.random().toString(36).slice(2, 8)}`, locale);
/**
 * A product page nobody asked for yet. Not a search: a search the cms cannot answer in time is
 * answered "busy, try again" (decision 026), while any other page then says the cms is down.
 */
const uncachedProduct = (locale: 'sv' | 'en') =>
  localePath(`/products/${`zz${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`.slice(0, 24).padEnd(24, '0')}`, locale);

for (const mode of ['refuse', 'hang'] as const) {
  test(`with the cms ${mode === 'refuse' ? 'down' : 'hanging'}, a page not in the cache answers the localized error page with 503 once the cms call times out`, async ({
    page,
  }) => {
    await proxy.set(mode);
    for (const locale of ['sv', 'en'] as const) {
      const text = messages[locale].ErrorPage;
      const path = uncachedProduct(locale);
      // A hanging cms never answers: a 503 at all shows the site's own timeout fired. The
      // request's limit is far above STRAPI_TIMEOUT_MS, so a busy machine cannot break it.
      const answer = await page.request.get(`${site.url}${path}`, { timeout: 25_000 });
      expect(answer.status()).toBe(503);
      expect(await answer.text()).toContain(text.heading);

      await page.goto(`${site.url}${uncachedProduct(locale)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);

      await expect(page).toHaveTitle(text.title);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('button', { name: text.retry })).toBeVisible();
      // No stack trace or internals reach the visitor in production.
      await expect(page.locator('body')).not.toContainText(/ECONNREFUSED|node_modules|UnknownError|at async/);
    }
  });
}

test('recovers by itself once the cms answers again', async ({ page }) => {
  await proxy.set('refuse');
  const path = uncached('sv');
  await page.goto(`${site.url}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.sv.ErrorPage.heading);

  await proxy.set('forward');
  // The site waits a moment after an outage before it tries the cms again. On a busy machine a
  // page whose cms calls outlive STRAPI_TIMEOUT_MS is an error page of its own (the cms is slow,
  // not down), so each page is tried until it shows; none of them may stay an error page.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.sv.Search.title, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.goto(`${site.url}/en`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading!.en, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('the site refuses to start with one line naming a bad variable', async () => {
  const { code, output } = await runSiteExpectingFailure(E2E.spareSitePort + 10, siteEnv({ STRAPI_URL: 'not-a-url' }));
  expect(code).not.toBe(0);
  expect(output).toContain('site: Invalid environment: STRAPI_URL must be an http(s) URL (see .env.example)');
});
