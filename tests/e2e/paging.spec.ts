import { expect, test, type Page } from '@playwright/test';
import { cmsGet } from '../support/cms-api';
import { siteEnv } from '../support/e2e-env';
import { messages, translator } from '../support/messages';
import { E2E } from '../support/ports';
import { localePath, seed, type Locale } from '../support/seed-data';
import { startSite } from '../support/site-process';

// The demo content is small: a site instance of its own splits it as a real catalogue is split,
// with sitemap files of 7 addresses and producer pages of 3 products. It shares the other
// instances' data cache, so the cms's webhook (sent to the first instance) expires its answers too.
const PER_FILE = 7;
const PER_PAGE = 3;
const SITE = `http://localhost:${E2E.sitePort}`;

let site: Awaited<ReturnType<typeof startSite>>;
test.beforeAll(async () => {
  site = await startSite(
    E2E.pagingSitePort,
    siteEnv({ SITEMAP_MAX_URLS: String(PER_FILE), PRODUCTS_PER_PAGE: String(PER_PAGE), REDIS_URL: `redis://127.0.0.1:${E2E.redisPort}` }),
  );
});
test.afterAll(async () => site?.stop());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** The root element's name and namespace, or the parser's complaint: the browser's own XML parser is the judge. */
function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    return error ? { error: error.textContent } : { root: doc.documentElement.localName, namespace: doc.documentElement.namespaceURI };
  }, xml);
}

/** Every address the sitemap should list, from the cms's own lists of the published documents. */
async function expectedUrls() {
  const urls: string[] = [];
  const url = (path: string, locale: Locale) => `${SITE}${localePath(path, locale)}`;
  for (const locale of ['sv', 'en'] as const) {
    for (const path of ['/', '/products', '/contact']) urls.push(url(path, locale));
    const list = async (type: string, field: string) =>
      (await cmsGet<{ data: Record<string, string>[] }>(`/${type}?locale=${locale}&fields[0]=${field}&pagination[pageSize]=100`)).data;
    for (const p of await list('products', 'name')) urls.push(url(`/products/${p.documentId}`, locale));
    for (const s of await list('surfaces', 'name')) urls.push(url(`/surfaces/${s.documentId}`, locale));
    for (const p of await list('producers', 'slug')) urls.push(url(`/producer/${p.slug}`, locale));
    for (const p of await list('pages', 'slug')) urls.push(url(`/${p.slug}`, locale));
  }
  return urls.sort();
}

test('the sitemap index splits the catalogue into files of at most the configured size, and lists every address exactly once', async ({ page, request }) => {
  // Other tests publish while this one reads: the whole check is repeated until one reading of
  // every file agrees with the cms (a republished document moves to the end of its type's order).
  await expect(async () => {
    const expected = await expectedUrls();
    const index = await request.get(`${site.url}/sitemap.xml`);
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(await parseXml(page, indexXml)).toEqual({ root: 'sitemapindex', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
    const files = locs(indexXml);
    // 16 products, 48 surfaces in each language: several files each.
    expect(files.filter((f) => /\/sitemaps\/surfaces-sv-\d+\.xml$/.test(f))).toHaveLength(Math.ceil(48 / PER_FILE));
    expect(files.filter((f) => /\/sitemaps\/products-en-\d+\.xml$/.test(f))).toHaveLength(Math.ceil(16 / PER_FILE));

    const listed: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${SITE}/sitemaps/`), file).toBe(true);
      const response = await request.get(`${site.url}${new URL(file).pathname}`);
      expect(response.status(), file).toBe(200);
      const body = await response.body();
      expect(body.length, file).toBeLessThan(50 * 1024 * 1024);
      const xml = body.toString('utf8');
      expect(await parseXml(page, xml), file).toEqual({ root: 'urlset', namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9' });
      const urls = locs(xml);
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.length, file).toBeLessThanOrEqual(PER_FILE);
      listed.push(...urls);
    }
    expect(listed.length).toBe(new Set(listed).size);
    expect(listed.sort()).toEqual(expected);
  }).toPass({ timeout: 30_000 });
});

test("a sitemap file links each address's language versions", async ({ request }) => {
  const about = seed.pages.find((p) => p.key === 'about')!;
  const index = locs(await (await request.get(`${site.url}/sitemap.xml`)).text());
  let found = '';
  for (const file of index.filter((f) => f.includes('/sitemaps/pages-en-'))) {
    const xml = await (await request.get(`${site.url}${new URL(file).pathname}`)).text();
    const entry = xml.split('</url>').find((e) => e.includes(`<loc>${SITE}/en/${about.slug.en}</loc>`));
    if (entry) found = entry;
  }
  expect(found).toContain(`hreflang="sv" href="${SITE}/${about.slug.sv}"`);
  expect(found).toContain(`hreflang="en" href="${SITE}/en/${about.slug.en}"`);
  expect(found).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
});

test('a sitemap file past the last, or of a kind there is none of, is a 404', async ({ request }) => {
  for (const name of ['surfaces-sv-99.xml', 'products-de-1.xml', 'users-sv-1.xml', 'products-sv-0.xml']) {
    expect((await request.get(`${site.url}/sitemaps/${name}`)).status(), name).toBe(404);
  }
});

const producer = seed.producers.find((p) => p.slug === 'norrskog')!;
const products = seed.products.filter((p) => p.producer === producer.slug);

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`a producer with more products than a page pages through them (${locale})`, async ({ page }) => {
    expect(products.length).toBeGreaterThan(PER_PAGE);
    const t = messages[locale].ProductList;
    const tPage = translator(locale, 'ProductList');
    const path = localePath(`/producer/${producer.slug}`, locale);
    await page.goto(`${site.url}${path}`);

    const list = page.getByRole('region', { name: new RegExp(messages[locale].ProducerPage.products) });
    await expect(list.getByRole('heading', { level: 2 })).toContainText(translator(locale, 'ProducerPage')('productCount', { count: products.length }));
    await expect(list.locator('.card__title')).toHaveCount(PER_PAGE);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}`);
    const first = await list.locator('.card__title').allTextContents();

    const pagination = list.getByRole('navigation', { name: t.pagination });
    await expect(pagination.getByRole('link', { name: tPage('goToPage', { page: 2 }) })).toBeVisible();
    await pagination.getByRole('link', { name: t.next }).click();
    await expect(page).toHaveURL(`${site.url}${path}?page=2#products`);
    await expect(list.locator('.card__title')).toHaveCount(products.length - PER_PAGE);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}${path}?page=2`);
    await expect(page).toHaveTitle(new RegExp(tPage('page', { page: 2, pages: 2 })));
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');
    await expect(pagination.getByRole('link', { name: t.previous })).toHaveAttribute('rel', 'prev');
    const second = await list.locator('.card__title').allTextContents();

    // Every product once across the pages.
    expect([...first, ...second].sort()).toEqual(products.map((p) => p.name[locale]).sort());

    // A page past the last is no page.
    const past = await page.goto(`${site.url}${path}?page=3`);
    expect(past?.status()).toBe(404);
  });
}
