import { expect, test, type Page } from '@playwright/test';
import { CmsEditor } from '../support/cms-editor.mjs';
import { documentId } from '../support/cms-api';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { seed, type Locale } from '../support/seed-data';

const CMS = `http://127.0.0.1:${E2E.cmsPort}`;
const CMS_ORIGIN = `http://localhost:${E2E.cmsPort}`;
const PAGE = 'api::page.page';
const PRODUCT = 'api::product.product';
/** What editors are promised: a publish shows within 5 s. */
const VISIBLE_WITHIN = 5_000;

let editor: CmsEditor;
test.beforeAll(async () => {
  editor = await new CmsEditor(CMS).signIn();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Reloads until the page's heading reads `text`; the time it took. */
async function timeUntilHeading(page: Page, path: string, text: string) {
  const started = Date.now();
  await expect(async () => {
    await page.goto(path);
    await expect(heading(page)).toHaveText(text, { timeout: 250 });
  }).toPass({ timeout: VISIBLE_WITHIN, intervals: [100] });
  return Date.now() - started;
}

test('a page created, changed, unpublished and deleted in the cms shows on the site within 5 s each time', async ({ page }) => {
  const slug = `nyhet-${unique()}`;
  // Visited before it exists: the site caches "no such page" too, and must forget it.
  expect((await page.goto(`/${slug}`))!.status()).toBe(404);

  const id = await editor.create(PAGE, 'sv', { title: 'Nyhet från redaktionen', slug, blocks: [] });
  await expect(page.goto(`/${slug}`).then((r) => r!.status())).resolves.toBe(404); // a draft is not public
  await editor.publish(PAGE, id, 'sv');
  expect(await timeUntilHeading(page, `/${slug}`, 'Nyhet från redaktionen')).toBeLessThan(VISIBLE_WITHIN);

  await editor.updateAndPublish(PAGE, id, 'sv', { title: 'Nyhet, rättad', slug, blocks: [] });
  expect(await timeUntilHeading(page, `/${slug}`, 'Nyhet, rättad')).toBeLessThan(VISIBLE_WITHIN);

  await editor.unpublish(PAGE, id, 'sv');
  expect(await timeUntilHeading(page, `/${slug}`, messages.sv.ErrorPage.notFoundHeading)).toBeLessThan(VISIBLE_WITHIN);

  await editor.publish(PAGE, id, 'sv');
  await timeUntilHeading(page, `/${slug}`, 'Nyhet, rättad');
  await editor.delete(PAGE, id, 'sv');
  expect(await timeUntilHeading(page, `/${slug}`, messages.sv.ErrorPage.notFoundHeading)).toBeLessThan(VISIBLE_WITHIN);
});

test('a product published in the cms changes its page and search within 5 s, in its language only', async ({ page }) => {
  const product = seed.products.at(-1)!;
  const id = await documentId('products', 'name', product.name.en, 'en');
  const original = await editor.get(PRODUCT, id, 'en');
  const renamed = `${product.name.en} (${unique()})`;
  await page.goto(`/en/products/${id}`);
  await page.goto(`/products/${id}`);
  try {
    await editor.updateAndPublish(PRODUCT, id, 'en', { name: renamed });
    expect(await timeUntilHeading(page, `/en/products/${id}`, renamed)).toBeLessThan(VISIBLE_WITHIN);
    await page.goto(`/en/search?q=${encodeURIComponent(renamed)}`);
    await expect(page.getByRole('link', { name: renamed }).first()).toBeVisible();
    // The Swedish page is the same document in another language: unchanged.
    await page.goto(`/products/${id}`);
    await expect(heading(page)).toHaveText(product.name.sv);
  } finally {
    await editor.updateAndPublish(PRODUCT, id, 'en', { name: original.name as string });
  }
  await timeUntilHeading(page, `/en/products/${id}`, product.name.en);
});

test('the webhook refuses a wrong or missing secret with 401 and changes nothing', async ({ request }) => {
  for (const authorization of [undefined, 'Bearer wrong-secret', `Bearer ${process.env.E2E_REVALIDATE_SECRET}x`, process.env.E2E_REVALIDATE_SECRET!]) {
    const answer = await request.post('/api/revalidate', {
      headers: authorization ? { Authorization: authorization } : {},
      data: { event: 'entry.update', uid: PRODUCT, entry: { documentId: 'abc' } },
    });
    expect(answer.status(), String(authorization)).toBe(401);
    expect(await answer.json()).toMatchObject({ error: 'unauthorized', message: messages.sv.ApiErrors.unauthorized });
  }
  const ok = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${process.env.E2E_REVALIDATE_SECRET}` },
    data: { event: 'entry.update', uid: PRODUCT, entry: { documentId: 'abc' } },
  });
  expect(await ok.json()).toEqual({ revalidated: ['strapi:product', 'strapi:product:abc'] });
});

test.describe('draft preview', () => {
  async function draftPage(locale: Locale) {
    const slug = `utkast-${unique()}`;
    const title = locale === 'sv' ? 'Ett opublicerat utkast' : 'An unpublished draft';
    const id = await editor.create(PAGE, locale, { title, slug, blocks: [] });
    return { id, slug, title, path: locale === 'sv' ? `/${slug}` : `/en/${slug}` };
  }

  for (const locale of ['sv', 'en'] as const) {
    test(`${locale}: the admin's preview button shows the draft with a bar to leave it`, async ({ page, context }) => {
      const draft = await draftPage(locale);
      expect((await page.goto(draft.path))!.status()).toBe(404);

      const url = await editor.previewUrl(PAGE, draft.id, locale);
      expect(new URL(url).pathname).toBe('/api/preview');
      await page.goto(url);
      await expect(page).toHaveURL(draft.path);
      await expect(heading(page)).toHaveText(draft.title);
      const bar = page.getByRole('region', { name: messages[locale].Preview.label });
      await expect(bar).toContainText(messages[locale].Preview.notice);
      // The draft cookie works in the admin's frame on another site: SameSite=None, Secure, httpOnly.
      const cookie = (await context.cookies()).find((c) => c.name === '__prerender_bypass');
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'None' });

      await bar.getByRole('button', { name: messages[locale].Preview.exit }).click();
      await expect(page).toHaveURL(draft.path);
      await expect(heading(page)).toHaveText(messages[locale].ErrorPage.notFoundHeading);
      await expect(page.getByRole('region', { name: messages[locale].Preview.label })).toHaveCount(0);
      await editor.delete(PAGE, draft.id, locale);
    });
  }

  test('the preview works inside the admin frame, and only there', async ({ page }) => {
    const draft = await draftPage('sv');
    const url = await editor.previewUrl(PAGE, draft.id, 'sv');
    const frameHost = (origin: string) =>
      page.route(`${origin}/admin/frame`, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>admin</title><iframe name="preview" src="${url}"></iframe>` }),
      );
    await frameHost(CMS_ORIGIN);
    await page.goto(`${CMS_ORIGIN}/admin/frame`);
    const frame = page.frameLocator('iframe[name=preview]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(frame.getByRole('region', { name: messages.sv.Preview.label })).toBeVisible();
    // Leaving the preview from inside the frame is a post from the site's own page: accepted.
    const exit = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/preview/exit');
    await frame.getByRole('button', { name: messages.sv.Preview.exit }).click();
    expect((await exit).status()).toBe(303);

    // Any other site may not frame it.
    const elsewhere = 'http://localhost:1399';
    await frameHost(elsewhere);
    await page.goto(`${elsewhere}/admin/frame`);
    // The frame has loaded (Chromium's refusal page, not ours) before its absence is read.
    await page.waitForLoadState('load');
    await expect(page.frameLocator('iframe[name=preview]').getByRole('heading', { level: 1 })).toHaveCount(0);
    await editor.delete(PAGE, draft.id, 'sv');
  });

  test('the preview route checks its secret and opens only paths on this site', async ({ request }) => {
    const secret = process.env.E2E_PREVIEW_SECRET!;
    const cases = [
      { query: { url: '/' }, status: 401 },
      { query: { secret: 'wrong', url: '/' }, status: 401 },
      { query: { secret, url: 'https://evil.example/' }, status: 400 },
      { query: { secret, url: '//evil.example/' }, status: 400 },
      { query: { secret, url: '/\\evil.example' }, status: 400 },
      { query: { secret, url: 'javascript:alert(1)' }, status: 400 },
      { query: { secret }, status: 400 },
    ];
    for (const { query, status } of cases) {
      const answer = await request.get(`/api/preview?${new URLSearchParams(query as Record<string, string>)}`, { maxRedirects: 0 });
      expect(answer.status(), JSON.stringify(query)).toBe(status);
      expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
    }
    const good = await request.get(`/api/preview?${new URLSearchParams({ secret, url: '/products?page=2' })}`, { maxRedirects: 0 });
    expect(good.status()).toBe(307);
    expect(good.headers()['location']).toBe('/products?page=2');
  });
});
