import { describe, expect, it } from 'vitest';
import { signedInUser } from './accounts';
import { cms, forVisitor, newVisitor } from './api';

describe('accounts in session mode', () => {
  it('confirms by mail with a link to the site in both languages, then issues access and refresh tokens', async () => {
    const { jwt, refreshToken, mail, email } = await signedInUser();
    expect(mail.text).toMatch(/\/confirm-email\?confirmation=/);
    expect(mail.text).toMatch(/\/en\/confirm-email\?confirmation=/);
    expect(jwt).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    const me = await cms('/users/me', { token: jwt });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email });
  });

  it('refuses to sign in before the address is confirmed', async () => {
    const username = `n${Date.now()}`;
    await cms('/auth/local/register', {
      method: 'POST',
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Lösenord-123' }),
    });
    const login = await cms('/auth/local', {
      method: 'POST',
      headers: forVisitor(newVisitor()),
      body: JSON.stringify({ identifier: `${username}@example.com`, password: 'Lösenord-123' }),
    });
    expect(login.status).toBe(400);
    expect(login.body.error).toMatchObject({ message: 'Your account email is not confirmed' });
  });

  it('renews with the refresh token, and logout revokes the session', async () => {
    const { jwt, refreshToken } = await signedInUser();
    const renewed = await cms('/auth/refresh', { method: 'POST', body: JSON.stringify({ refreshToken }) });
    expect(renewed.status).toBe(200);
    const next = renewed.body as { jwt: string; refreshToken: string };

    const out = await cms('/auth/logout', { method: 'POST', token: next.jwt, body: JSON.stringify({ refreshToken: next.refreshToken }) });
    expect(out.status).toBe(200);
    const again = await cms('/auth/refresh', { method: 'POST', body: JSON.stringify({ refreshToken: next.refreshToken }) });
    expect(again.status).toBe(401);
    expect(jwt).not.toBe(next.jwt);
  });

  it('gives requests that bring a just-rotated refresh token the same new session, until logout', async () => {
    const { refreshToken } = await signedInUser();
    const refresh = () => cms('/auth/refresh', { method: 'POST', body: JSON.stringify({ refreshToken }) });
    const first = await refresh();
    expect(first.status).toBe(200);
    // A page and its prefetches arrive together with the same old token: one session, not a sign-out.
    const [second, third] = await Promise.all([refresh(), refresh()]);
    expect([second.status, third.status]).toEqual([200, 200]);
    const next = first.body as { jwt: string; refreshToken: string };
    expect((second.body as { refreshToken: string }).refreshToken).toBe(next.refreshToken);
    expect((third.body as { refreshToken: string }).refreshToken).toBe(next.refreshToken);

    await cms('/auth/logout', { method: 'POST', token: next.jwt, body: JSON.stringify({ refreshToken: next.refreshToken }) });
    expect((await refresh()).status).toBe(401);
  });

  it('counts sign-in attempts per visitor address the site forwards', async () => {
    const attempt = (address: string) =>
      cms('/auth/local', {
        method: 'POST',
        headers: forVisitor(address),
        body: JSON.stringify({ identifier: 'nobody@example.com', password: 'fel-lösenord' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt('198.51.100.77')).status);
    expect(statuses).toContain(429);
    expect((await attempt('198.51.100.78')).status).toBe(400);
  });
});
