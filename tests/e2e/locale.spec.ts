import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { htmlDocument } from '../support/html-document';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { seed } from '../support/seed-data';

const YEAR = 365 * 24 * 60 * 60;
const SITE = `http://localhost:${E2E.sitePort}`;
const about = seed.pages.find((p) => p.key === 'about')!;

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'i18n_redirected');
}

test('switching language sets the i18n_redirected cookie for a year and keeps the page', async ({ page, context }) => {
  await page.goto(`/${about.slug.sv}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await page.getByRole('link', { name: messages.sv.LocaleSwitcher.switchTo }).click();
  await expect(page).toHaveURL(`/en/${about.slug.en}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const cookie = await localeCookie(context);
  // Secure in production (the test site is a production build); readable by next-intl's links.
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax', secure: true, httpOnly: false });
  const lifetime = cookie!.expires - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(YEAR - 60 * 60);
  expect(lifetime).toBeLessThanOrEqual(YEAR + 60);

  await page.getByRole('link', { name: messages.en.LocaleSwitcher.switchTo }).click();
  await expect(page).toHaveURL(`/${about.slug.sv}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  expect((await localeCookie(context))?.value).toBe('sv');
});

// The rest is the proxy's answer to an address, a cookie and the browser's languages: asked without a browser.
const SWEDISH_BROWSER = { 'accept-language': 'sv-SE,sv;q=0.9' };
const ENGLISH_BROWSER = { 'accept-language': 'en-GB,en;q=0.9' };
/** Where the site sends an address (its path, or null when it answers there), and the language of the page at the end. */
async function visit(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const first = await request.get(path, { headers, maxRedirects: 0 });
  const location = first.headers()['location'];
  const final = location ? await request.get(location, { headers }) : first;
  expect(final.status(), path).toBe(200);
  const lang = (await htmlDocument(final)).documentElement.getAttribute('lang');
  return {
    redirectedTo: location ? new URL(location, SITE).pathname : null,
    lang,
    cookies: first.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie'),
  };
}

test('the cookie decides the language of an unprefixed path, before the browser does', async ({ request }) => {
  // The browser asks for Swedish; the visitor chose English earlier.
  const { redirectedTo, lang, cookies } = await visit(request, '/', { ...SWEDISH_BROWSER, cookie: 'i18n_redirected=en' });
  expect(redirectedTo).toBe('/en');
  expect(lang).toBe('en');
  // The choice stays: nothing sets it back to the browser's language.
  expect(cookies.filter((c) => c.value.startsWith('i18n_redirected=') && !c.value.startsWith('i18n_redirected=en;'))).toEqual([]);
});

test('the route wins over the cookie in both directions', async ({ request }) => {
  expect(await visit(request, `/en/${about.slug.en}`, { ...SWEDISH_BROWSER, cookie: 'i18n_redirected=sv' })).toMatchObject({ redirectedTo: null, lang: 'en' });
  // With English chosen, an unprefixed page address is still the Swedish page (its slug is Swedish).
  expect(await visit(request, `/${about.slug.sv}`, { ...SWEDISH_BROWSER, cookie: 'i18n_redirected=en' })).toMatchObject({ redirectedTo: null, lang: 'sv' });
});

test('the route wins over the browser: /en is English for a Swedish browser', async ({ request }) => {
  expect(await visit(request, `/en/${about.slug.en}`, SWEDISH_BROWSER)).toMatchObject({ redirectedTo: null, lang: 'en' });
});

test('a browser that prefers English is sent to /en on its first visit to an unprefixed path', async ({ request }) => {
  expect(await visit(request, '/', ENGLISH_BROWSER)).toMatchObject({ redirectedTo: '/en', lang: 'en' });
});
