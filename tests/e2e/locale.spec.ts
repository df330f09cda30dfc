import { expect, test, type BrowserContext } from '@playwright/test';
import { messages } from '../support/messages';
import { E2E } from '../support/ports';
import { seed } from '../support/seed-data';

const YEAR = 365 * 24 * 60 * 60;
const SITE = `http://localhost:${E2E.sitePort}`;

async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'i18n_redirected');
}

test('switching language sets the i18n_redirected cookie for a year and keeps the page', async ({ page, context }) => {
  const about = seed.pages.find((p) => p.key === 'about')!;
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

test('the cookie decides the language of an unprefixed path, before the browser does', async ({ page, context }) => {
  // The browser asks for Swedish (sv-SE); the visitor chose English earlier.
  await page.goto('/');
  await page.getByRole('link', { name: messages.sv.LocaleSwitcher.switchTo }).click();
  await expect(page).toHaveURL('/en');

  await page.goto('/');
  await expect(page).toHaveURL('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await localeCookie(context))?.value).toBe('en');
});

test('the route wins over the cookie in both directions', async ({ page, context }) => {
  const about = seed.pages.find((p) => p.key === 'about')!;
  await context.addCookies([{ name: 'i18n_redirected', value: 'sv', url: SITE }]);
  await page.goto(`/en/${about.slug.en}`);
  await expect(page).toHaveURL(`/en/${about.slug.en}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // With English chosen, an unprefixed page address is still the Swedish page (its slug is Swedish).
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: SITE }]);
  await page.goto(`/${about.slug.sv}`);
  await expect(page).toHaveURL(`/${about.slug.sv}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
});

test('the route wins over the browser: /en is English for a Swedish browser', async ({ page }) => {
  const about = seed.pages.find((p) => p.key === 'about')!;
  await page.goto(`/en/${about.slug.en}`);
  await expect(page).toHaveURL(`/en/${about.slug.en}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('is sent to /en on its first visit to an unprefixed path', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
