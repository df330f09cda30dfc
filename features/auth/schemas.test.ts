import { describe, expect, it } from 'vitest';
import { changePasswordSchema, loginSchema, registerSchema, resetSchema } from './schemas';

const account = { username: 'anna.berg', email: 'anna.lindqvist@example.com' };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('form schemas', () => {
  const form = { ...account, password: 'Grå-ekparkett-42', passwordConfirmation: 'Grå-ekparkett-42' };

  it('registers with a good password, and names each broken rule on the password field', () => {
    expect(registerSchema.safeParse(form).success).toBe(true);
    const withPassword = (password: string) => issues(registerSchema.safeParse({ ...form, password, passwordConfirmation: password }));
    expect(withPassword('kort')).toEqual({ password: 'passwordShort' });
    expect(withPassword('ö'.repeat(37))).toEqual({ password: 'passwordLong' });
    expect(withPassword('1234567890')).toEqual({ password: 'passwordCommon' });
    expect(withPassword('anna.lindqvist')).toEqual({ password: 'passwordPersonal' });
    expect(withPassword('ytbanken2026')).toEqual({ password: 'passwordGuessable' });
  });

  it('takes usernames of letters, digits, dots, hyphens and underscores only', () => {
    expect(registerSchema.safeParse({ ...form, username: 'Åsa_Ek-2.0' }).success).toBe(true);
    for (const username of ['<b>anna</b>', 'anna berg', 'anna@example.com', 'an', '"anna"', 'x'.repeat(31)]) {
      expect(issues(registerSchema.safeParse({ ...form, username })), username).toEqual({ username: 'usernameInvalid' });
    }
  });

  it('applies the rules to a reset and a change, and the byte limit to signing in', () => {
    expect(issues(resetSchema.safeParse({ code: 'c', password: '1234567890', passwordConfirmation: '1234567890' }))).toEqual({ password: 'passwordCommon' });
    expect(issues(changePasswordSchema.safeParse({ currentPassword: 'x', password: 'qqqqqqqqqq', passwordConfirmation: 'qqqqqqqqqq' }))).toEqual({
      password: 'passwordGuessable',
    });
    expect(issues(changePasswordSchema.safeParse({ currentPassword: 'x', password: 'kort', passwordConfirmation: 'kort' }))).toEqual({
      password: 'passwordShort',
    });
    expect(issues(loginSchema.safeParse({ identifier: 'anna', password: 'ä'.repeat(37) }))).toEqual({ password: 'passwordLong' });
    expect(loginSchema.safeParse({ identifier: 'anna', password: 'kort' }).success).toBe(true);
  });
});
