import { expect, test, type Page } from '@playwright/test';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { siteEnv } from '../support/e2e-env';
import { startSite } from '../support/site-process';

const SITE = `http://localhost:${E2E.sitePort}`;
const HALF_YEAR = 182 * 24 * 60 * 60;

/** Playwright's browsers say they are automated; the banner hides from bots, so tests say otherwise. */
async function asPerson(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
}

/** Google cannot be reached from here: its hosts answer from a stub, and every request is counted. */
async function stubGoogle(page: Page) {
  const requests: string[] = [];
  await page.route(/https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics|google)\.com\/.*/, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
  });
  return requests;
}

const banner = (page: Page) => page.locator('#cc-main .cm');
const preferences = (page: Page) => page.locator('#cc-main .pm');

test.beforeEach(async ({ page }) => {
  await asPerson(page);
});

test('nothing from Google and no _ga cookie before consent; accept all loads the tag once, a later visit too; revoking and a new revision undo it', async ({
  page,
  context,
}) => {
  const google = await stubGoogle(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(messages.sv.Consent.title);
  expect(google).toEqual([]);
  expect((await context.cookies()).some((c) => c.name.startsWith('_ga'))).toBe(false);

  const logged = page.waitForResponse((r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST');
  await banner(page).getByRole('button', { name: messages.sv.Consent.acceptAll }).click();
  await expect(banner(page)).toBeHidden();
  expect((await logged).status()).toBe(204);

  await expect.poll(() => google.filter((url) => url.includes('googletagmanager.com/gtag/js')).length).toBe(1);
  expect(google.find((url) => url.includes('gtag/js'))).toContain('id=G-TEST12345');

  const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie')!;
  // Secure is asked for in production; the library sets it only over https, and the test site is http.
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: new URL(SITE).protocol === 'https:' });
  const lifetime = cookie.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(HALF_YEAR - 3600);
  expect(lifetime).toBeLessThanOrEqual(HALF_YEAR + 60);
  const value = JSON.parse(decodeURIComponent(cookie.value));
  for (const field of ['categories', 'services', 'revision', 'data', 'consentTimestamp', 'lastConsentTimestamp', 'consentId', 'expirationTime']) {
    expect(value, field).toHaveProperty(field);
  }
  expect(value.categories).toEqual(expect.arrayContaining(['necessary', 'analytics', 'ads']));

  // Consent mode started denied and was then granted for analytics only.
  const consent = await page.evaluate(() => (window as unknown as { dataLayer: unknown[][] }).dataLayer.map((e) => Array.from(e as ArrayLike<unknown>)));
  const defaults = consent.find((e) => e[0] === 'consent' && e[1] === 'default');
  expect(defaults?.[2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  expect(consent.findIndex((e) => e[0] === 'consent' && e[1] === 'default')).toBe(0);
  expect(consent.some((e) => e[0] === 'consent' && e[1] === 'update' && (e[2] as { analytics_storage?: string }).analytics_storage === 'granted')).toBe(true);

  await test.step('a later visit with valid consent loads the tag at once, without the banner', async () => {
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => google.filter((url) => url.includes('gtag/js')).length).toBe(2);
  });

  await test.step('revoking analytics denies storage again, disables the tag and clears its cookies', async () => {
    await context.addCookies([{ name: '_ga', value: 'GA1.1.1.1', url: SITE }]);
    await page.getByRole('contentinfo').getByRole('button', { name: messages.sv.Footer.cookieSettings }).click();
    await preferences(page).getByRole('button', { name: messages.sv.Consent.acceptNecessary }).click();
    await expect(preferences(page)).toBeHidden();

    await expect.poll(() => page.evaluate(() => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST12345'])).toBe(true);
    const updates = await page.evaluate(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
        .map((e) => Array.from(e))
        .filter((e) => e[0] === 'consent' && e[1] === 'update')
        .map((e) => (e[2] as { analytics_storage: string }).analytics_storage),
    );
    expect(updates.at(-1)).toBe('denied');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === '_ga')).toBe(false);
  });

  await test.step('a new revision asks again', async () => {
    const given = (await context.cookies()).find((c) => c.name === 'cc_cookie')!;
    const consented = JSON.parse(decodeURIComponent(given.value));
    // As if the consent was given under an earlier revision of the banner.
    await context.addCookies([{ ...given, value: encodeURIComponent(JSON.stringify({ ...consented, revision: consented.revision - 1 })) }]);
    await page.reload();
    await expect(banner(page)).toBeVisible();
  });
});

test('accept only necessary: no tag, and a _ga cookie set earlier is cleared', async ({ page, context }) => {
  const google = await stubGoogle(page);
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', url: SITE },
    { name: '_gid', value: 'GA1.1.789', url: SITE },
  ]);
  await page.goto('/');
  await banner(page).getByRole('button', { name: messages.sv.Consent.acceptNecessary }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(async () => (await context.cookies()).filter((c) => /^_g(a|id)/.test(c.name)).length).toBe(0);
  // Everything the page was going to ask for has been asked: none of it was Google's.
  await page.waitForLoadState('networkidle');
  expect(google).toEqual([]);
});

test('the banner speaks the page language and follows a switch of language; customise: analytics switched on in the preferences, saved; Escape closes the modal; the footer reopens it', async ({
  page,
}) => {
  const google = await stubGoogle(page);
  await test.step('the banner speaks the page language and follows a switch of language', async () => {
    await page.goto('/products');
    await expect(banner(page)).toContainText(messages.sv.Consent.title);
    await expect(banner(page).getByRole('link', { name: messages.sv.Consent.privacy })).toHaveAttribute('href', '/integrity');
    await page.getByRole('link', { name: messages.sv.LocaleSwitcher.switchTo }).click();
    await expect(page).toHaveURL('/en/products');
    await expect(banner(page)).toContainText(messages.en.Consent.title);
    await expect(banner(page).getByRole('link', { name: messages.en.Consent.privacy })).toHaveAttribute('href', '/en/integrity');
  });

  await test.step('customise: Escape closes the preferences, the footer reopens them, analytics switched on and saved', async () => {
    await banner(page).getByRole('button', { name: messages.en.Consent.showPreferences }).click();
    await expect(preferences(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preferences(page)).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: messages.en.Footer.cookieSettings }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page)).toContainText(messages.en.Consent.preferencesTitle);
    await preferences(page).getByRole('checkbox', { name: messages.en.Consent.analyticsTitle }).check({ force: true });
    await preferences(page).getByRole('button', { name: messages.en.Consent.savePreferences }).click();
    await expect(preferences(page)).toBeHidden();
    await expect.poll(() => google.filter((url) => url.includes('gtag/js')).length).toBe(1);
  });
});

for (const locale of ['sv', 'en'] as const) {
  test(`the banner does not wait for the application: with none of its scripts, it asks and records the answer (${locale})`, async ({ page }) => {
    const chunks: string[] = [];
    // The application's scripts never arrive; its styles do.
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      chunks.push(route.request().url());
      await route.abort();
    });
    const answers = page.waitForRequest((request) => request.url().endsWith('/api/consent') && request.method() === 'POST');
    await page.goto(locale === 'sv' ? '/products' : '/en/products');
    await expect(banner(page)).toContainText(messages[locale].Consent.title);
    await banner(page).getByRole('button', { name: messages[locale].Consent.acceptNecessary }).click();
    expect((await answers).postDataJSON()).toMatchObject({ categories: ['necessary'], locale });
    await expect(banner(page)).toBeHidden();
    // The application's scripts were asked for, and none ran.
    expect(chunks.length).toBeGreaterThan(0);
  });
}

test('with analytics granted, the page reports its Core Web Vitals to the tag', async ({ page }) => {
  const google = await stubGoogle(page);
  await page.goto('/en/products');
  await banner(page).getByRole('button', { name: messages.en.Consent.acceptAll }).click();
  await expect.poll(() => google.filter((url) => url.includes('gtag/js')).length).toBe(1);
  const events = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer
        .map((e) => Array.from(e))
        .filter((e) => e[0] === 'event')
        .map((e) => e[1]),
    );
  // A click settles LCP, once the reporter (loaded after the grant) listens; a visitor who
  // clicks before that settles it with the next click. Leaving the page (hidden) sends the rest.
  await expect(async () => {
    await page.getByRole('heading', { level: 1 }).click();
    expect(await events()).toContain('LCP');
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(events).toContain('CLS');
  expect((await events()).filter((name) => name === 'LCP')).toHaveLength(1);
});

test('with analytics granted, a page whose address carries a secret gives the tag its address without it, and sends no Referer', async ({ page }) => {
  const google = await stubGoogle(page);
  await page.goto('/en');
  await banner(page).getByRole('button', { name: messages.en.Consent.acceptAll }).click();
  await expect.poll(() => google.filter((url) => url.includes('gtag/js')).length).toBe(1);
  const secret = `Zq${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  const tagCommands = () =>
    // Before the page's scripts have run there is no queue yet: no commands.
    page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)) as [string, ...unknown[]][]);
  for (const path of [`/samples/confirm?token=${secret}`, `/en/reset-password?code=${secret}`, `/shared/${secret}`, `/en/shared/${secret}`]) {
    const answer = await page.goto(path);
    expect(answer?.headers()['referrer-policy'], path).toBe('no-referrer');
    // The tag's config, once consent is read again on this page, finds the location set before it.
    await expect.poll(async () => (await tagCommands()).some((c) => c[0] === 'config'), { message: path }).toBe(true);
    const commands = await tagCommands();
    const set = commands.find((c) => c[0] === 'set')?.[1] as { page_location?: string } | undefined;
    expect(set?.page_location, path).toMatch(/[/=]redacted(?:$|[/&])/);
    expect(
      commands.findIndex((c) => c[0] === 'set'),
      path,
    ).toBeLessThan(commands.findIndex((c) => c[0] === 'config'));
    expect(JSON.stringify(commands), path).not.toContain(secret);
  }
  expect(google.filter((url) => url.includes(secret))).toEqual([]);
});

test.describe('a search engine', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('is not shown the banner', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });
});

test('without a tag id the console says "Missing Google tag ID" and nothing loads', async ({ page }) => {
  const site = await startSite(E2E.spareSitePort + 20, siteEnv({ NEXT_PUBLIC_GA_ID: '' }));
  try {
    const google = await stubGoogle(page);
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await page.goto(site.url);
    await banner(page).getByRole('button', { name: messages.sv.Consent.acceptAll }).click();
    await expect.poll(() => warnings).toContain('Missing Google tag ID');
    expect(google).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('the consent log refuses a bad payload with 400, and a payload that is not JSON with 415', async ({ request }) => {
  const json = { 'Content-Type': 'application/json' };
  for (const data of [{}, { consentId: 'x', categories: ['marketing'], revision: -1 }, Buffer.from('not json')]) {
    const answer = await request.post('/api/consent', { data, headers: json });
    expect(answer.status(), String(data)).toBe(400);
  }
  // A string without a content type goes as text/plain.
  expect((await request.post('/api/consent', { data: 'not json' })).status()).toBe(415);
});
