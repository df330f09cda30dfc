import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mail';
import { messages } from './messages';
import { localePath, type Locale } from './seed-data';

export const PASSWORD = 'Grå-ekparkett-42';

export function newAccount() {
  const username = `test${randomUUID().slice(0, 8)}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

const label = (locale: Locale, key: 'username' | 'email' | 'password' | 'passwordConfirmation' | 'identifier') => new RegExp(`^${messages[locale].Auth[key]}`);

/** Fills the registration form and sends it; the HTTP status of the action's answer. */
export async function submitRegistration(page: Page, locale: Locale, account: ReturnType<typeof newAccount>) {
  await page.goto(localePath('/register', locale));
  await page.getByLabel(label(locale, 'username')).fill(account.username);
  await page.getByLabel(label(locale, 'email')).fill(account.email);
  await page.getByLabel(label(locale, 'password'), { exact: false }).first().fill(account.password);
  await page.getByLabel(label(locale, 'passwordConfirmation')).fill(account.password);
  return submitForm(page, messages[locale].Auth.register.submit);
}

/** Clicks a form's button and waits for its server action's answer; that answer's HTTP status. */
export async function submitForm(page: Page, button: string) {
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined);
  await page.getByRole('button', { name: button, exact: true }).click();
  return (await answered).status();
}

/** Registers through the form and follows the confirmation mail; ends on the login page. */
export async function registerAndConfirm(page: Page, locale: Locale, account = newAccount()) {
  await submitRegistration(page, locale, account);
  await expect(page.getByRole('status').filter({ hasText: account.email })).toBeVisible();

  const mail = await waitForMail(account.email);
  await page.goto(linkIn(mail, localePath('/confirm-email?confirmation=', locale)));
  await expect(page.getByText(messages[locale].Auth.login.confirmed)).toBeVisible();
  return account;
}

/** Fills and sends the login form, and waits for the site's answer (cookies set or refused). */
export async function signIn(page: Page, locale: Locale, identifier: string, password: string) {
  await page.getByLabel(label(locale, 'identifier')).fill(identifier);
  await page.getByLabel(label(locale, 'password')).fill(password);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/login'));
  await page.getByRole('button', { name: messages[locale].Auth.login.submit, exact: true }).click();
  await answered;
  await expect(page.getByRole('button', { name: messages[locale].Auth.login.pending })).toHaveCount(0);
}
