import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { cms, forVisitor, newVisitor } from './api';
import { waitForMail } from './mail';

/**
 * A confirmed user with a session, made the way a visitor makes one: register, follow the
 * confirmation mail, sign in. Returns the access token the cms issued.
 */
export async function signedInUser(password = 'Lösenord-123') {
  const username = `u${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  const registered = await cms('/auth/local/register', { method: 'POST', body: JSON.stringify({ username, email, password }) });
  expect(registered.status).toBe(200);
  // E-mail confirmation is on: no session until the address is confirmed.
  expect((registered.body as { jwt?: string }).jwt).toBeUndefined();

  const mail = await waitForMail((m) => m.to.some((to) => to.address === email));
  const code = /confirmation=([A-Za-z0-9]+)/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();
  const confirmed = await cms(`/auth/email-confirmation?confirmation=${code}`, { redirect: 'manual' });
  expect(confirmed.status).toBeGreaterThanOrEqual(300);
  expect(confirmed.status).toBeLessThan(400);

  // Through the site, as a visitor of its own: sign-ins straight from this machine share one limit.
  const session = await cms('/auth/local', { method: 'POST', headers: forVisitor(newVisitor()), body: JSON.stringify({ identifier: email, password }) });
  expect(session.status).toBe(200);
  const { jwt, refreshToken } = session.body as { jwt: string; refreshToken: string };
  return { username, email, password, jwt, refreshToken, mail };
}
