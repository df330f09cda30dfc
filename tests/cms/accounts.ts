import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cms, forVisitor, newVisitor } from './api';
import { waitForMail } from './mail';

export const PASSWORD = 'Lösenord-123';

/** A username and address no test has used. */
export function newName(prefix = 'u') {
  const username = `${prefix}${randomUUID().slice(0, 8)}`;
  return { username, email: `${username}@example.com` };
}

/**
 * Posted the way the site's server posts, as a visitor of its own for each call: the auth
 * endpoints limit attempts per visitor (10 a minute), and this suite signs in far more often
 * than any one visitor would.
 */
export const post = (path: string, body: unknown, token?: string) =>
  cms(path, { method: 'POST', body: JSON.stringify(body), token, headers: forVisitor(newVisitor()) });

/** The newest mail to `email` whose text has a link with `part`, and that link's code. */
export async function codeFromMail(email: string, part: 'confirmation' | 'code', also: (text: string) => boolean = () => true) {
  const mail = await waitForMail((m) => m.to.some((to) => to.address === email) && m.text.includes(`?${part}=`) && also(m.text));
  const code = new RegExp(`\\?${part}=([A-Za-z0-9]+)`).exec(mail.text)?.[1];
  expect(code).toBeTruthy();
  return { mail, code: code! };
}

/** Registered, not yet confirmed: the cms answers at once and mails the link afterwards. */
export async function unconfirmedUser(password = PASSWORD) {
  const { username, email } = newName();
  const registered = await post('/auth/local/register', { username, email, password });
  expect(registered.status).toBe(200);
  // E-mail confirmation is on: no session until the address is confirmed.
  expect((registered.body as { jwt?: string }).jwt).toBeUndefined();
  const { mail, code } = await codeFromMail(email, 'confirmation');
  return { username, email, password, mail, code };
}

/**
 * A confirmed user with a session, made the way a visitor makes one: register, follow the
 * confirmation mail, sign in. Returns the access token the cms issued.
 */
export async function signedInUser(password = PASSWORD) {
  const { username, email, mail, code } = await unconfirmedUser(password);
  const confirmed = await cms(`/auth/email-confirmation?confirmation=${code}`, { redirect: 'manual' });
  expect(confirmed.status).toBeGreaterThanOrEqual(300);
  expect(confirmed.status).toBeLessThan(400);
  return { username, email, password, mail, ...(await signIn(email, password)) };
}

export async function signIn(identifier: string, password: string) {
  const session = await post('/auth/local', { identifier, password });
  expect(session.status).toBe(200);
  return session.body as unknown as { jwt: string; refreshToken: string };
}
