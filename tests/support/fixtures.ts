import { test as base, expect, type Page } from '@playwright/test';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../lib/auth/tokens';
import { newAccount } from './accounts';
import { CmsEditor } from './cms-editor.mjs';
import { hiddenFields } from './e2e-forms';
import { E2E } from './ports';
import { localePath, type Locale } from './seed-data';
import { newVisitorAddress } from './visitor';

export { expect };

export type Account = ReturnType<typeof newAccount>;

interface SignInFixtures {
  /**
   * A new account, confirmed: made by the cms's administrator in the admin, as an editor can
   * (no registration form, no mail). For the sign-in's own tests, which then use the form.
   */
  confirmedAccount: () => Promise<Account>;
  /**
   * A new confirmed account, signed in in this test's browser: the site's own sign-in sets
   * the session cookies. The page stays where it was; the test goes where it wants.
   */
  signedIn: (locale: Locale) => Promise<Account>;
}

/**
 * The browser tests' `test`, with a signed-in visitor a request away. Only the account flows
 * (tests/e2e/accounts*.spec.ts, and tests whose point is the sign-in form) go through the forms
 * and the mail (tests/support/accounts.ts).
 */
export const test = base.extend<SignInFixtures>({
  // Playwright reads a fixture's dependencies from its first argument, so it must be a pattern.
  confirmedAccount: async ({}, provide) => {
    await provide(confirmedAccount);
  },
  signedIn: async ({ page }, provide) => {
    await provide(async (locale) => {
      const account = await confirmedAccount();
      await startSession(page, locale, account);
      return account;
    });
  },
});

async function confirmedAccount(): Promise<Account> {
  const account = newAccount();
  const editor = await new CmsEditor(`http://127.0.0.1:${E2E.cmsPort}`).signIn();
  await editor.createConfirmedUser(account);
  return account;
}

/**
 * Signs in through the site's sign-in form as a browser without JavaScript posts it: the
 * form's own hidden fields name the server action, and the site answers with its session
 * cookies (httpOnly, so no script could set them) and a redirect. `page.request` shares the
 * page's cookie jar, so the page is signed in from here on. Its own visitor address keeps the
 * cms's per-visitor sign-in limit away from the test's other requests.
 */
export async function startSession(page: Page, locale: Locale, account: Account) {
  const loginPath = localePath('/login', locale);
  const form = await page.request.get(loginPath);
  await expect(form).toBeOK();
  const fields = hiddenFields(await form.text(), 'login');
  const answer = await page.request.post(loginPath, {
    multipart: { ...fields, identifier: account.email, password: account.password },
    headers: { 'X-Forwarded-For': newVisitorAddress() },
    maxRedirects: 0,
  });
  // Signed in, the action redirects home; refused, it renders the form again with the reason.
  expect(answer.status(), `sign-in as ${account.email} answered ${answer.status()}`).toBe(303);
  expect(answer.headers()['location']).toBe(localePath('/', locale));
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE]));
}
