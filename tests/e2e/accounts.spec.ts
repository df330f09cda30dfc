import type { Page } from '@playwright/test';
import { newAccount, PASSWORD, registerAndConfirm, signIn, submitForm, submitRegistration } from '../support/accounts';
import { ageResetLink } from '../support/cms-database';
import { hiddenFields } from '../support/e2e-forms';
import { expect, test } from '../support/fixtures';
import { caughtMails, linkIn, waitForMail } from '../support/mail';
import { messages, translator } from '../support/messages';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor } from '../support/visitor';

// Each test has an account and a visitor address of its own, so both workers take from this file.
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await asVisitor(page);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale];

  test(`register, confirm by mail, sign in, see the user in the header, sign out (${locale})`, async ({ page }) => {
    const account = await registerAndConfirm(page, locale);
    await signIn(page, locale, account.email, account.password);

    await expect(page).toHaveURL(localePath('/', locale));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(account.username) })).toBeVisible();
    await expect(header.getByRole('link', { name: t.Header.signIn })).toHaveCount(0);

    await header.getByRole('button', { name: t.Header.signOut }).click();
    await expect(header.getByRole('link', { name: t.Header.signIn })).toBeVisible();
    await page.goto(localePath('/account', locale));
    await expect(page).toHaveURL(new RegExp(`${localePath('/login', locale)}\\?returnTo=%2Faccount$`));
  });

  test(`a wrong password is refused in the page's language, and the e-mail stays (${locale})`, async ({ page, confirmedAccount }) => {
    const account = await confirmedAccount();
    await page.goto(localePath('/login', locale));
    await signIn(page, locale, account.email, 'inte-rätt-lösenord');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.Auth.errors.wrongCredentials);
    await expect(page.getByLabel(new RegExp(`^${t.Auth.identifier}`))).toHaveValue(account.email);
    await expect(page.getByLabel(new RegExp(`^${t.Auth.password}`))).toHaveValue('');
  });

  test(`too many attempts are refused with a clear message (${locale})`, async ({ page }) => {
    const visitor = await asVisitor(page);
    const loginPath = localePath('/login', locale);
    const form = await page.request.get(loginPath);
    await expect(form).toBeOK();
    const fields = hiddenFields(await form.text(), 'login');
    // Wrong guesses from one address, posted as a browser without JavaScript posts the form,
    // until the per-visitor limit answers; a name of its own each time, so this is that limit,
    // not the per-account wait.
    let refused = false;
    for (let attempt = 1; attempt <= 15 && !refused; attempt++) {
      const answer = await page.request.post(loginPath, {
        multipart: { ...fields, identifier: `ingen-${locale}-${attempt}@example.com`, password: `fel-${attempt}` },
        headers: { 'X-Forwarded-For': visitor },
        maxRedirects: 0,
      });
      const html = await answer.text();
      refused = html.includes(t.Auth.errors.tooMany);
      expect(refused || html.includes(t.Auth.errors.wrongCredentials), `attempt ${attempt}`).toBe(true);
    }
    expect(refused, 'no attempt was refused as too many').toBe(true);

    // The next attempt in the page is refused with the message, in the page's language.
    await page.goto(loginPath);
    await signIn(page, locale, `ingen-${locale}-16@example.com`, 'fel-16');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.Auth.errors.tooMany);
  });
}

test('forgot password → mail → reset → signed in; the old password no longer works', async ({ page, confirmedAccount }) => {
  const account = await confirmedAccount();
  await page.goto('/en/forgot-password');
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: messages.en.Auth.forgot.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.en.Auth.forgot.sent })).toBeVisible();

  const mail = await waitForMail(account.email);
  expect(mail.subject).toContain('Reset your password');
  await page.goto(linkIn(mail, '/en/reset-password?code='));
  await page.getByLabel(/^New password/).fill('Nytt-lösenord-2026');
  await page.getByLabel(/^Repeat the password/).fill('Nytt-lösenord-2026');
  await page.getByRole('button', { name: messages.en.Auth.reset.submit }).click();

  await expect(page).toHaveURL('/en/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.Auth.account.title);
  await expect(page.getByText(account.email)).toBeVisible();

  // The same link does not work twice.
  await page.goto(linkIn(mail, '/en/reset-password?code='));
  await page.getByLabel(/^New password/).fill('Ett-tredje-lösen-1');
  await page.getByLabel(/^Repeat the password/).fill('Ett-tredje-lösen-1');
  await page.getByRole('button', { name: messages.en.Auth.reset.submit }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.en.Auth.errors.invalidCode);

  await page.context().clearCookies();
  await page.goto('/en/login');
  await signIn(page, 'en', account.email, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(messages.en.Auth.errors.wrongCredentials);
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  const t = messages[locale].Auth;
  const emailField = (page: Page) => page.getByLabel(new RegExp(`^${t.email} \\(`));

  test(`sign-up, a reset link and a new confirmation mail answer alike whether the address has an account (${locale})`, async ({ page, confirmedAccount }) => {
    const owner = await confirmedAccount();
    const unknown = newAccount();
    const checkMail = (email: string) => page.getByRole('status').filter({ hasText: translator(locale, 'Auth')('register.checkMail', { email }) });

    // Sign-up: the same answer, and the same status, for a taken and a new address.
    const taken = await submitRegistration(page, locale, { ...newAccount(), email: owner.email });
    await expect(checkMail(owner.email)).toBeVisible();
    expect(await submitRegistration(page, locale, unknown)).toBe(taken);
    await expect(checkMail(unknown.email)).toBeVisible();

    // A reset link.
    for (const email of [owner.email, 'finns-inte@example.com']) {
      await page.goto(localePath('/forgot-password', locale));
      await emailField(page).fill(email);
      expect(await submitForm(page, t.forgot.submit), email).toBe(taken);
      await expect(page.getByRole('status').filter({ hasText: t.forgot.sent })).toBeVisible();
    }

    // A new confirmation mail, asked for by an account that awaits one, for any address.
    await page.goto(localePath('/login', locale));
    await signIn(page, locale, unknown.email, unknown.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.unconfirmed);
    for (const email of [owner.email, 'finns-inte@example.com']) {
      await emailField(page).fill(email);
      expect(await submitForm(page, t.resend.submit), email).toBe(taken);
      await expect(page.getByRole('status').filter({ hasText: t.resend.sent })).toBeVisible();
    }
  });

  test(`a taken username is said at its field (${locale})`, async ({ page, confirmedAccount }) => {
    const owner = await confirmedAccount();
    await submitRegistration(page, locale, { ...newAccount(), username: owner.username });
    await expect(page.getByLabel(new RegExp(`^${t.username}`))).toHaveAccessibleDescription(t.errors.usernameTaken);
    await expect(page.getByLabel(new RegExp(`^${t.username}`))).toHaveValue(owner.username);
  });

  test(`a reset link older than an hour is refused with the page's message (${locale})`, async ({ page, confirmedAccount }) => {
    const account = await confirmedAccount();
    await page.goto(localePath('/forgot-password', locale));
    await emailField(page).fill(account.email);
    await submitForm(page, t.forgot.submit);
    const mail = await waitForMail(account.email);
    await ageResetLink({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: process.env.E2E_CMS_DATABASE }, account.email, 61 * 60_000);

    await page.goto(linkIn(mail, localePath('/reset-password?code=', locale)));
    await page.getByLabel(new RegExp(`^${t.newPassword}`)).fill('Nytt-lösenord-2026');
    await page.getByLabel(new RegExp(`^${t.passwordConfirmation}`)).fill('Nytt-lösenord-2026');
    await page.getByRole('button', { name: t.reset.submit }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.invalidCode);
  });
}

test('change password on the account page: the old one stops working, the new one works', async ({ page, confirmedAccount }) => {
  const t = messages.sv.Auth;
  const account = await confirmedAccount();
  await page.goto('/login');
  await signIn(page, 'sv', account.username, account.password);
  await page.goto('/account');

  await page.getByLabel(new RegExp(`^${t.currentPassword}`)).fill('fel-nuvarande');
  await page.getByLabel(new RegExp(`^${t.newPassword}`)).fill('Bytt-lösenord-99');
  await page.getByLabel(new RegExp(`^${t.passwordConfirmation}`)).fill('Bytt-lösenord-99');
  await page.getByRole('button', { name: t.account.changeSubmit }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.wrongCurrentPassword);

  // Only the cms knows the address here; its refusal is said at the field, in Swedish.
  await page.getByLabel(new RegExp(`^${t.currentPassword}`)).fill(account.password);
  await page.getByLabel(new RegExp(`^${t.newPassword}`)).fill(account.email.toUpperCase());
  await page.getByLabel(new RegExp(`^${t.passwordConfirmation}`)).fill(account.email.toUpperCase());
  await page.getByRole('button', { name: t.account.changeSubmit }).click();
  await expect(page.getByText(t.errors.passwordPersonal)).toBeVisible();

  await page.getByLabel(new RegExp(`^${t.currentPassword}`)).fill(account.password);
  await page.getByLabel(new RegExp(`^${t.newPassword}`)).fill('Bytt-lösenord-99');
  await page.getByLabel(new RegExp(`^${t.passwordConfirmation}`)).fill('Bytt-lösenord-99');
  await page.getByRole('button', { name: t.account.changeSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: t.account.changed })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await signIn(page, 'sv', account.username, account.password);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.wrongCredentials);
  await signIn(page, 'sv', account.username, 'Bytt-lösenord-99');
  await expect(page).toHaveURL('/');
});

test('an unconfirmed account is told so and can have the confirmation sent again', async ({ page }) => {
  const t = messages.sv.Auth;
  const account = newAccount();
  await page.goto('/register');
  await page.getByLabel(/^Användarnamn/).fill(account.username);
  await page.getByLabel(/^E-post/).fill(account.email);
  await page.getByLabel(/^Lösenord/).fill(PASSWORD);
  await page.getByLabel(/^Upprepa lösenordet/).fill(PASSWORD);
  await page.getByRole('button', { name: t.register.submit }).click();
  await waitForMail(account.email);

  await page.goto('/login');
  await signIn(page, 'sv', account.email, PASSWORD);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.unconfirmed);
  await page.getByRole('button', { name: t.resend.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: t.resend.sent })).toBeVisible();
  await waitForMail(account.email, 2);
  expect((await caughtMails()).filter((mail) => mail.to.some((to) => to.address === account.email))).toHaveLength(2);
});

test('form errors are shown in the page language and passwords never come back', async ({ page }) => {
  const t = messages.en.Auth;
  await page.goto('/en/register');
  await page.getByLabel(/^Username/).fill('a');
  await page.getByLabel(/^Email/).fill('not-an-address');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Repeat the password/).fill('different');
  await page.getByRole('button', { name: t.register.submit }).click();

  await expect(page.getByText(t.errors.usernameInvalid)).toBeVisible();
  await expect(page.getByText(t.errors.emailInvalid)).toBeVisible();
  await expect(page.getByText(t.errors.passwordShort)).toBeVisible();
  await expect(page.getByText(t.errors.passwordMismatch)).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('not-an-address');
  await expect(page.getByLabel(/^Password/)).toHaveValue('');
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`/my-materials?x=1: an anonymous visitor signs in and comes back to the same address, its language once (${locale})`, async ({
    page,
    confirmedAccount,
  }) => {
    const t = messages[locale];
    const account = await confirmedAccount();
    await page.context().clearCookies();
    await page.goto(localePath('/my-materials?x=1', locale));
    await expect(page).toHaveURL(`${localePath('/login', locale)}?returnTo=%2Fmy-materials%3Fx%3D1`);
    await expect(page.getByText(t.Auth.login.signInRequired)).toBeVisible();
    await signIn(page, locale, account.email, account.password);
    await expect(page).toHaveURL(localePath('/my-materials?x=1', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Materials.title);

    // A returnTo taken from the address bar carries the language already (/en/…).
    await page.context().clearCookies();
    await page.goto(`${localePath('/login', locale)}?returnTo=${encodeURIComponent(localePath('/my-materials?x=1', locale))}`);
    await signIn(page, locale, account.email, account.password);
    await expect(page).toHaveURL(localePath('/my-materials?x=1', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Materials.title);
  });
}

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`sign in with a third-party provider (local stand-in) and land signed in (${locale})`, async ({ page, context }) => {
    const t = messages[locale].Auth;
    const email = `oauth${Date.now()}${locale}@example.com`;
    await page.goto(localePath('/login', locale));
    await page.getByRole('link', { name: translator(locale, 'Auth')('provider.continueWith', { provider: t.provider.names.standin }) }).click();

    // The provider's own consent page, on its own origin.
    await expect(page.getByRole('heading', { name: 'Stand-in provider' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Approve' }).click();

    await expect(page).toHaveURL(localePath('/account', locale));
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(email.split('@')[0]!) })).toBeVisible();
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['ytb_access', 'ytb_refresh']));
    expect(names).not.toContain('koa.sess');
  });
}

test('a provider return without a finished exchange is refused with a message', async ({ page }) => {
  await page.goto('/connect/standin/redirect');
  await expect(page).toHaveURL('/login?provider=standin');
  await expect(page.getByText(translator('sv', 'Auth')('provider.failed', { provider: messages.sv.Auth.provider.names.standin }))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: messages.sv.Header.signIn })).toBeVisible();
});
