import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { messages } from '../support/messages';
import { hrefIn, localePath, seed, type Locale } from '../support/seed-data';

const NEWER = { buildId: 'a-newer-build', builtAt: '2030-01-01T00:00:00.000Z' };

type Marked = Window & { sameDocument?: boolean };

/** Opens a page under a fake clock and marks its document, to tell a full load from a client-side one. */
async function openMarked(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', /\S+/);
  // The watcher's hourly timer starts when the page hydrates: before that, moving the clock moves nothing.
  await waitForHydration(page);
  await expect(page.evaluate(() => ((window as Marked).sameDocument = true))).resolves.toBe(true);
}

async function deployNewerBuild(page: Page) {
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: NEWER, headers: { 'Cache-Control': 'no-store' } }));
  await expect(page.evaluate(() => fetch('/builds/latest.json').then((r) => r.json()))).resolves.toEqual(NEWER);
}

const notice = (page: Page, locale: Locale) => page.getByRole('status').filter({ hasText: messages[locale].Builds.notice });
const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).sameDocument === true);

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`a newer build shows the notice after an hour, and Reload reloads (${locale})`, async ({ page }) => {
    await openMarked(page, localePath('/', locale));
    await deployNewerBuild(page);

    await page.clock.fastForward('00:59:00');
    await expect(notice(page, locale)).toHaveCount(0);
    await page.clock.fastForward('00:01:00');
    await expect(notice(page, locale)).toBeVisible();

    await page.getByRole('button', { name: messages[locale].Builds.reload, exact: true }).click();
    await expect.poll(() => sameDocument(page)).toBe(false);
    await expect(notice(page, locale)).toHaveCount(0);
  });
}

test('after a newer build the next link click is a full page load', async ({ page }) => {
  const item = seed.global.navigation.find((link) => seed.pages.some((p) => `/${p.slug.sv}` === hrefIn(link.href, 'sv')))!;
  await openMarked(page, '/');
  await deployNewerBuild(page);
  await page.clock.fastForward('01:00:00');
  await expect(notice(page, 'sv')).toBeVisible();

  await page.getByRole('navigation', { name: messages.sv.Header.mainNavigation }).getByRole('link', { name: item.label.sv }).click();
  await expect(page).toHaveURL(hrefIn(item.href, 'sv'));
  await expect.poll(() => sameDocument(page)).toBe(false);
});

test('the manifest names the build that served the page; unknown builds are 404', async ({ page, request }) => {
  await page.goto('/');
  const served = await page.locator('meta[name="build-id"]').getAttribute('content');
  await expect(served).toMatch(/\S+/);

  const latest = await request.get('/builds/latest.json');
  await expect(latest).toBeOK();
  await expect(latest.headers()['cache-control']).toContain('no-store');
  const body = await latest.json();
  await expect(body).toEqual({ buildId: served, builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });

  const meta = await request.get(`/builds/meta/${served}.json`);
  await expect(meta).toBeOK();
  await expect(await meta.json()).toEqual(body);

  const unknown = await request.get('/builds/meta/no-such-build.json');
  await expect(unknown.status()).toBe(404);
});
