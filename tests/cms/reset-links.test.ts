import { describe, expect, inject, it } from 'vitest';
import { ageResetLink } from '../support/cms-database';
import { codeFromMail, post, signedInUser } from './accounts';

const MINUTE = 60_000;

async function resetLink() {
  const user = await signedInUser();
  expect((await post('/auth/forgot-password', { email: user.email })).status).toBe(200);
  const { code, mail } = await codeFromMail(user.email, 'code');
  const reset = (password: string) => post('/auth/reset-password', { code, password, passwordConfirmation: password });
  const age = (ms: number) => ageResetLink(inject('cmsEnv'), user.email, ms);
  return { user, mail, reset, age };
}

describe('password reset links', () => {
  it('say in the mail that they work for an hour', async () => {
    const { mail } = await resetLink();
    expect(mail.text).toContain('Länken gäller i en timme.');
    expect(mail.text).toContain('The link works for one hour.');
  });

  it('work for an hour, once', async () => {
    const { reset, age } = await resetLink();
    await age(59 * MINUTE);
    expect((await reset('Nytt-lösenord-2026')).status).toBe(200);
    expect((await reset('Ett-tredje-lösen-1')).body.error?.message).toBe('Incorrect code provided');
  });

  it('are refused after an hour exactly as a made-up code is', async () => {
    const { user, reset, age } = await resetLink();
    await age(61 * MINUTE);
    const expired = await reset('Nytt-lösenord-2026');
    const madeUp = await post('/auth/reset-password', { code: 'f'.repeat(128), password: 'Nytt-lösenord-2026', passwordConfirmation: 'Nytt-lösenord-2026' });
    expect({ status: expired.status, body: expired.body }).toEqual({ status: madeUp.status, body: madeUp.body });
    expect(expired.body.error?.message).toBe('Incorrect code provided');
    // The old password still works.
    expect((await post('/auth/local', { identifier: user.email, password: user.password })).status).toBe(200);
  });
});
