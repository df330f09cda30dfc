import { describe, expect, it } from 'vitest';
import { codeFromMail, newName, post, signedInUser, signIn, unconfirmedUser } from './accounts';
import { cms, forVisitor } from './api';

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
    const { email, password } = await unconfirmedUser();
    const login = await post('/auth/local', { identifier: email, password });
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
        // A name of its own each time: the per-account wait (decision 036) is not what this counts.
        body: JSON.stringify({ identifier: newName().email, password: 'fel-lösenord' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt('198.51.100.77')).status);
    expect(statuses).toContain(429);
    expect((await attempt('198.51.100.78')).status).toBe(400);
  });

  describe('an access token ends with its session, not ten minutes later', () => {
    const me = (jwt: string) => cms('/users/me', { token: jwt });

    it('at sign-out, also a token issued before the last renewal', async () => {
      const { jwt, refreshToken } = await signedInUser();
      const renewed = (await post('/auth/refresh', { refreshToken })).body as { jwt: string; refreshToken: string };
      expect((await me(jwt)).status).toBe(200);
      expect((await me(renewed.jwt)).status).toBe(200);

      expect((await post('/auth/logout', { refreshToken: renewed.refreshToken }, renewed.jwt)).status).toBe(200);
      expect((await me(renewed.jwt)).status).toBe(401);
      expect((await me(jwt)).status).toBe(401);
    });

    it('at sign-out elsewhere only for that session', async () => {
      const { email, password, jwt } = await signedInUser();
      const other = await signIn(email, password);
      expect((await post('/auth/logout', { refreshToken: other.refreshToken }, other.jwt)).status).toBe(200);
      expect((await me(other.jwt)).status).toBe(401);
      expect((await me(jwt)).status).toBe(200);
    });

    it('for every session at a password change, and the new session works', async () => {
      const { email, password, jwt } = await signedInUser();
      const other = await signIn(email, password);
      const changed = await post(
        '/auth/change-password',
        { currentPassword: password, password: 'Helt-nytt-lösen-7', passwordConfirmation: 'Helt-nytt-lösen-7' },
        jwt,
      );
      expect(changed.status).toBe(200);
      expect((await me(other.jwt)).status).toBe(401);
      expect((await me(jwt)).status).toBe(401);
      expect((await me((changed.body as { jwt: string }).jwt)).status).toBe(200);
    });

    it('for every session at a password reset', async () => {
      const { email, jwt } = await signedInUser();
      expect((await post('/auth/forgot-password', { email })).status).toBe(200);
      const { code } = await codeFromMail(email, 'code');
      const reset = await post('/auth/reset-password', { code, password: 'Återställt-lösen-8', passwordConfirmation: 'Återställt-lösen-8' });
      expect(reset.status).toBe(200);
      expect((await me(jwt)).status).toBe(401);
    });
  });
});
