import type { Page } from '@playwright/test';
import { newAccount, PASSWORD, registerAndConfirm, signIn, submitForm, submitRegistration } from '../support/accounts';
import { ageResetLink } from '../support/cms-database';
import { controlIn, hiddenFields, hiddenFieldsOfFormWith, roleTexts, sendFormWithoutScript } from '../support/e2e-forms';
import { expect, test } from '../support/fixtures';
import { caughtMails, linkIn, waitForMail } from '../support/mail';
import { messages, translator } from '../support/messages';
import { localePath, type Locale } from '../support/seed-data';
import { asVisitor, newVisitorAddress } from '../support/visitor';

/** The header's sign-out form, as a browser without JavaScript sends it. */
const signOutFields = (html: string, locale: Locale) => hiddenFieldsOfFormWith(html, new RegExp(`>${messages[locale].Header.signOut}<`));

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

  test(`a wrong password is refused in the page's language, and the e-mail stays (${locale})`, async ({ request, confirmedAccount }) => {
    // The form's answer as the server renders it; the form's behaviour with JavaScript (the
    // alert in place, the password emptied) is features/auth/AuthForm.test.tsx's.
    const account = await confirmedAccount();
    const answer = await sendFormWithoutScript(
      request,
      localePath('/login', locale),
      'login',
      { identifier: account.email, password: 'inte-rätt-lösenord' },
      { 'X-Forwarded-For': newVisitorAddress() },
    );
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(roleTexts(html, 'alert')).toContain(t.Auth.errors.wrongCredentials);
    expect(controlIn(html, 'login-identifier').value).toBe(account.email);
    expect(controlIn(html, 'login-password').value).toBeUndefined();
  });

  test(`too many attempts are refused with a clear message (${locale})`, async ({ request }) => {
    const visitor = newVisitorAddress();
    const loginPath = localePath('/login', locale);
    const form = await request.get(loginPath);
    await expect(form).toBeOK();
    const fields = hiddenFields(await form.text(), 'login');
    // Wrong guesses from one address, posted as a browser without JavaScript posts the form,
    // until the per-visitor limit answers; a name of its own each time, so this is that limit,
    // not the per-account wait. The refusal is the form's alert, in the page's language.
    let refused = false;
    for (let attempt = 1; attempt <= 15 && !refused; attempt++) {
      const answer = await request.post(loginPath, {
        multipart: { ...fields, identifier: `ingen-${locale}-${attempt}@example.com`, password: `fel-${attempt}` },
        headers: { 'X-Forwarded-For': visitor },
        maxRedirects: 0,
      });
      const alerts = roleTexts(await answer.text(), 'alert');
      refused = alerts.includes(t.Auth.errors.tooMany);
      expect(refused || alerts.includes(t.Auth.errors.wrongCredentials), `attempt ${attempt}: ${alerts.join(' | ')}`).toBe(true);
    }
    expect(refused, 'no attempt was refused as too many').toBe(true);
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

  test(`sign-up, a reset link and a new confirmation mail answer alike whether the address has an account; an unconfirmed account has its mail again (${locale})`, async ({
    page,
    confirmedAccount,
  }) => {
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

    // A new confirmation mail, asked for by an account that awaits one, for any address. The
    // cms makes the account after it has answered (quiet-answers.js): its first mail says it exists.
    await waitForMail(unknown.email, 1);
    await page.goto(localePath('/login', locale));
    await signIn(page, locale, unknown.email, unknown.password);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.errors.unconfirmed);
    for (const email of [owner.email, 'finns-inte@example.com']) {
      await emailField(page).fill(email);
      expect(await submitForm(page, t.resend.submit), email).toBe(taken);
      await expect(page.getByRole('status').filter({ hasText: t.resend.sent })).toBeVisible();
    }

    // The account that awaits its confirmation has it sent again: a second mail.
    await emailField(page).fill(unknown.email);
    expect(await submitForm(page, t.resend.submit)).toBe(taken);
    await waitForMail(unknown.email, 2);
    expect((await caughtMails()).filter((mail) => mail.to.some((to) => to.address === unknown.email))).toHaveLength(2);
  });

  test(`a taken username is said at its field (${locale})`, async ({ request, confirmedAccount }) => {
    const owner = await confirmedAccount();
    const answer = await sendFormWithoutScript(
      request,
      localePath('/register', locale),
      'register',
      { ...newAccount(), username: owner.username, passwordConfirmation: PASSWORD },
      { 'X-Forwarded-For': newVisitorAddress() },
    );
    const username = controlIn(await answer.text(), 'register-username');
    expect(username.description).toContain(t.errors.usernameTaken);
    expect(username.invalid).toBe(true);
    expect(username.value).toBe(owner.username);
  });

  test(`a reset link older than an hour is refused with the page's message (${locale})`, async ({ request, confirmedAccount }) => {
    const account = await confirmedAccount();
    const visitor = { 'X-Forwarded-For': newVisitorAddress() };
    const asked = await sendFormWithoutScript(request, localePath('/forgot-password', locale), 'forgot', { email: account.email }, visitor);
    expect(roleTexts(await asked.text(), 'status')).toContain(t.forgot.sent);
    const mail = await waitForMail(account.email);
    await ageResetLink({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: process.env.E2E_CMS_DATABASE }, account.email, 61 * 60_000);

    const link = new URL(linkIn(mail, localePath('/reset-password?code=', locale)));
    const answer = await sendFormWithoutScript(
      request,
      `${link.pathname}${link.search}`,
      'reset',
      { password: 'Nytt-lösenord-2026', passwordConfirmation: 'Nytt-lösenord-2026' },
      visitor,
    );
    expect(answer.status()).toBe(200);
    expect(roleTexts(await answer.text(), 'alert')).toContain(t.errors.invalidCode);
  });
}

test('change password on the account page: the old one stops working, the new one works', async ({ page, signedIn }) => {
  // The account page's form as it posts without JavaScript, in the browser's cookie jar; the
  // form's behaviour in the page is features/auth/AuthForm.test.tsx's.
  const t = messages.sv.Auth;
  const account = await signedIn('sv');
  const change = async (currentPassword: string, password: string) =>
    (await sendFormWithoutScript(page.request, '/account', 'change-password', { currentPassword, password, passwordConfirmation: password })).text();

  expect(roleTexts(await change('fel-nuvarande', 'Bytt-lösenord-99'), 'alert')).toContain(t.errors.wrongCurrentPassword);
  // Only the cms knows the address here; its refusal is said at the field, in Swedish.
  const personal = await change(account.password, account.email.toUpperCase());
  expect(controlIn(personal, 'change-password-password').description).toContain(t.errors.passwordPersonal);
  expect(roleTexts(await change(account.password, 'Bytt-lösenord-99'), 'status')).toContain(t.account.changed);

  await page.context().clearCookies();
  const signIn = (password: string) =>
    sendFormWithoutScript(page.request, '/login', 'login', { identifier: account.username, password }, { 'X-Forwarded-For': newVisitorAddress() });
  expect(roleTexts(await (await signIn(account.password)).text(), 'alert')).toContain(t.errors.wrongCredentials);
  const renewed = await signIn('Bytt-lösenord-99');
  expect(renewed.status()).toBe(303);
  expect(renewed.headers()['location']).toBe('/');
});

test('form errors are shown in the page language and passwords never come back', async ({ request }) => {
  const t = messages.en.Auth;
  const answer = await sendFormWithoutScript(
    request,
    '/en/register',
    'register',
    { username: 'a', email: 'not-an-address', password: 'short', passwordConfirmation: 'different' },
    { 'X-Forwarded-For': newVisitorAddress() },
  );
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const field = (name: string) => controlIn(html, `register-${name}`);
  expect(field('username').description).toContain(t.errors.usernameInvalid);
  expect(field('email').description).toContain(t.errors.emailInvalid);
  expect(field('password').description).toContain(t.errors.passwordShort);
  expect(field('passwordConfirmation').description).toContain(t.errors.passwordMismatch);
  expect(field('email').value).toBe('not-an-address');
  expect(field('password').value).toBeUndefined();
  expect(field('passwordConfirmation').value).toBeUndefined();
});

for (const locale of ['sv', 'en'] as const satisfies Locale[]) {
  test(`/my-materials?x=1: an anonymous visitor signs in and comes back to the same address, its language once (${locale})`, async ({
    request,
    confirmedAccount,
  }) => {
    // As the browser follows them without JavaScript; the sign-in with it is the account flow's.
    const t = messages[locale];
    const account = await confirmedAccount();
    const wanted = localePath('/my-materials?x=1', locale);
    const asked = await request.get(wanted, { maxRedirects: 0 });
    const loginPath = `${localePath('/login', locale)}?returnTo=%2Fmy-materials%3Fx%3D1`;
    const location = new URL(asked.headers()['location']!, 'http://site');
    expect(`${location.pathname}${location.search}`).toBe(loginPath);

    // A returnTo taken from the address bar carries the language already (/en/…).
    for (const path of [loginPath, `${localePath('/login', locale)}?returnTo=${encodeURIComponent(wanted)}`]) {
      const form = await (await request.get(path)).text();
      expect(roleTexts(form, 'status'), path).toContain(t.Auth.login.signInRequired);
      const answer = await request.post(path, {
        multipart: { ...hiddenFields(form, 'login'), identifier: account.email, password: account.password },
        headers: { 'X-Forwarded-For': newVisitorAddress() },
        maxRedirects: 0,
      });
      expect(answer.headers()['location'], path).toBe(wanted);
      const back = await (await request.get(wanted, { maxRedirects: 0 })).text();
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(back)?.[1], path).toBe(t.Materials.title);
      // Signed out again, for the next way in.
      expect((await request.post(wanted, { maxRedirects: 0, multipart: signOutFields(back, locale) })).status()).toBe(303);
    }
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

test('a provider return without a finished exchange is refused with a message', async ({ request }) => {
  const back = await request.get('/connect/standin/redirect', { maxRedirects: 0 });
  expect(back.headers()['location']).toBe('/login?provider=standin');
  const html = await (await request.get(back.headers()['location']!)).text();
  const failed = translator('sv', 'Auth')('provider.failed', { provider: messages.sv.Auth.provider.names.standin });
  expect(roleTexts(html, 'status')).toContain(failed);
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  expect(header).toMatch(new RegExp(`<a[^>]*href="/login[^"]*"[^>]*>${messages.sv.Header.signIn}</a>`));
});
