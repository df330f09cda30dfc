import { expect, test } from '@playwright/test';
import { messages, translator } from '../support/messages';
import { headAttribute, htmlDocument, linksNamed, textOf } from '../support/html-document';
import { E2E } from '../support/ports';
import { localePath, seed, type Locale } from '../support/seed-data';

const site = `http://localhost:${E2E.sitePort}`;
const about = seed.pages.find((p) => p.key === 'about')!;
const integrity = seed.pages.find((p) => p.key === 'integrity')!;

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`the privacy policy is at /integrity (${locale})`, async ({ request }) => {
    const doc = await htmlDocument(await request.get(localePath('/integrity', locale)));
    expect(textOf(doc.querySelector('h1'))).toBe(integrity.title[locale]);
    expect(doc.documentElement.getAttribute('lang')).toBe(locale);
    // Linked from every page's footer.
    const label = seed.global.footer.links.find((l) => l.href === '/integrity')!.label[locale];
    expect(linksNamed(doc.querySelector('footer')!, label)).toHaveLength(1);
  });

  test(`a cms page carries canonical, hreflang and Open Graph metadata with each language's slug (${locale})`, async ({ request }) => {
    const doc = await htmlDocument(await request.get(localePath(`/${about.slug[locale]}`, locale)));
    const head = (selector: string, attribute: string) => headAttribute(doc, selector, attribute);
    expect(head('link[rel="canonical"]', 'href')).toBe(`${site}${localePath(`/${about.slug[locale]}`, locale)}`);
    expect(head('link[rel="alternate"][hreflang="sv"]', 'href')).toBe(`${site}/${about.slug.sv}`);
    expect(head('link[rel="alternate"][hreflang="en"]', 'href')).toBe(`${site}/en/${about.slug.en}`);
    expect(head('link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${site}/${about.slug.sv}`);
    expect(head('meta[property="og:url"]', 'content')).toBe(`${site}${localePath(`/${about.slug[locale]}`, locale)}`);
    expect(head('meta[property="og:locale"]', 'content')).toBe(locale === 'sv' ? 'sv_SE' : 'en_GB');
    expect(head('meta[property="og:title"]', 'content')).toMatch(/.+/);
  });

  test(`a malformed slug is a 404, not a 500 (${locale})`, async ({ request }) => {
    for (const path of ['/STORA-BOKSTÄVER', '/a%2F..%2Fb', '/products/%3Cscript%3E', '/producer/%3Cx%3E', "/surfaces/'--"]) {
      const response = await request.get(localePath(path, locale));
      expect(response.status(), path).toBe(404);
    }
  });

  // The not-found page's words come with its scripts (the server streams them as data): read in the browser.
  test(`a slug that does not exist in this language is a 404 with the path in the message (${locale})`, async ({ page }) => {
    const path = localePath('/finns-inte-alls', locale);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(messages[locale].ErrorPage.title);
    await expect(page.getByText(translator(locale, 'ErrorPage')('notFoundPath', { path }))).toBeVisible();
  });
}

test('an address with broken percent-encoding is a 4xx page, not a 500: the edge’s own, or the site’s 404 behind it', async ({ page }) => {
  const atEdge = await page.goto('/%E0%A4%A');
  expect(atEdge?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.sv.ErrorPage.notFoundHeading);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(messages.en.ErrorPage.notFoundHeading);
  const atSite = await page.goto(`http://localhost:${E2E.siteInternalPort}/%E0%A4%A`);
  expect(atSite?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.sv.ErrorPage.notFoundHeading);
});

// Following the switcher as a browser does is tests/e2e/locale.spec.ts; here its link is followed as a link.
test("a page's slug from the other language is a 404, and the switcher finds the right one", async ({ request }) => {
  const doc = await htmlDocument(await request.get(`/${about.slug.sv}`));
  const [switcher] = linksNamed(doc, messages.sv.LocaleSwitcher.switchTo);
  const switched = await request.get(switcher!.getAttribute('href')!);
  expect(new URL(switched.url()).pathname).toBe(`/en/${about.slug.en}`);
  expect((await htmlDocument(switched)).documentElement.getAttribute('lang')).toBe('en');

  const response = await request.get(`/en/${about.slug.sv}`);
  expect(response.status()).toBe(404);
});

test('the language switch refuses to send visitors to another site', async ({ request }) => {
  const response = await request.get('/api/locale?from=sv&to=en&path=//evil.example/', { maxRedirects: 0 });
  expect(response.status()).toBe(400);
});

test('sitemap.xml is an index whose files list pages, products and producers in both languages; robots.txt points to it', async ({ request }) => {
  const index = await (await request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(files).toContain('/sitemaps/site.xml');
  let sitemap = '';
  for (const file of files) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    sitemap += await response.text();
  }
  for (const url of [`${site}/`, `${site}/en`, `${site}/products`, `${site}/en/products`, `${site}/${about.slug.sv}`, `${site}/en/${about.slug.en}`]) {
    expect(sitemap, url).toContain(`<loc>${url}</loc>`);
  }
  expect(sitemap).toMatch(new RegExp(`<loc>${site}/en/products/[a-z0-9]+</loc>`));
  expect(sitemap).toMatch(new RegExp(`<loc>${site}/producer/${seed.producers[0]!.slug}</loc>`));
  expect(sitemap).toContain(`hreflang="en" href="${site}/en/${about.slug.en}"`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test('a cms page shares an Open Graph image', async ({ request }) => {
  const doc = await htmlDocument(await request.get(`/${about.slug.sv}`));
  expect(headAttribute(doc, 'meta[property="og:image"]', 'content')).toMatch(new RegExp(`^${site}/uploads/.+\\.png$`));
});

test('uploads are served with nosniff and only as images or PDFs', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const upload = /\/uploads\/[^"?&]+\.png/.exec(home)?.[0];
  expect(upload).toBeTruthy();
  const response = await request.get(upload!);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

// The not-found page's words come with its scripts (the server streams them as data): read in the browser.
for (const locale of ['sv', 'en'] as const) {
  test(`an old address with a file extension gets the localized 404 (${locale})`, async ({ page }) => {
    const path = localePath('/gammal-sida.html', locale);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(translator(locale, 'ErrorPage')('notFoundPath', { path }))).toBeVisible();
  });
}

// The one thing here that needs a browser is the layout; the art has no words, so Swedish is enough for it.
test('the decorative circles are a responsive SVG', async ({ page }) => {
  await page.goto('/circles');
  const art = page.getByRole('main').locator('svg');
  await expect(art).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await art.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
});

for (const locale of ['sv', 'en'] as const)
  test(`the decorative circles are hidden from screen readers (${locale})`, async ({ request }) => {
    const art = (await htmlDocument(await request.get(localePath('/circles', locale)))).querySelector('main svg');
    expect(art?.getAttribute('aria-hidden')).toBe('true');
    expect(art!.querySelectorAll('circle').length).toBeGreaterThan(100);
  });
