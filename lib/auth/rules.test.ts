import { describe, expect, it } from 'vitest';
import { passwordProblem } from './rules';
import { changePasswordSchema, loginSchema, registerSchema, resetSchema } from './schemas';

const account = { username: 'anna.berg', email: 'anna.lindqvist@example.com' };
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('password rules', () => {
  it('accepts a long, uncommon password that is not the account', () => {
    expect(passwordProblem('Grå-ekparkett-42', account)).toBeNull();
  });

  it('wants at least 10 characters, counted as characters, not bytes or UTF-16 units', () => {
    expect(passwordProblem('Ekparkett', account)).toBe('passwordShort');
    expect(passwordProblem('ekparkett1', account)).toBeNull();
    // Nine characters, eighteen UTF-16 units.
    expect(passwordProblem('🌲🌲🌲🌲🌲🌲🌲🌲🌲', account)).toBe('passwordShort');
  });

  it('stops at bcrypt’s 72 bytes, where å, ä and ö count as two', () => {
    expect(passwordProblem('x'.repeat(72), account)).toBeNull();
    expect(passwordProblem('x'.repeat(73), account)).toBe('passwordLong');
    expect(passwordProblem('å'.repeat(36), account)).toBeNull();
    expect(passwordProblem(`${'å'.repeat(36)}x`, account)).toBe('passwordLong');
  });

  it('refuses the common passwords, whatever their case', () => {
    expect(passwordProblem('1234567890', account)).toBe('passwordCommon');
    expect(passwordProblem('qwertyuiop', account)).toBe('passwordCommon');
    expect(passwordProblem('QwertyUiop', account)).toBe('passwordCommon');
  });

  it('refuses the e-mail address, its local part and the username, whatever their case', () => {
    expect(passwordProblem('Anna.Lindqvist@example.com', account)).toBe('passwordPersonal');
    expect(passwordProblem('ANNA.LINDQVIST', account)).toBe('passwordPersonal');
    expect(passwordProblem('anna.berg.ytbanken', { ...account, username: 'Anna.Berg.Ytbanken' })).toBe('passwordPersonal');
  });
});

describe('form schemas', () => {
  const form = { ...account, password: 'Grå-ekparkett-42', passwordConfirmation: 'Grå-ekparkett-42' };

  it('registers with a good password, and names each broken rule on the password field', () => {
    expect(registerSchema.safeParse(form).success).toBe(true);
    const withPassword = (password: string) => issues(registerSchema.safeParse({ ...form, password, passwordConfirmation: password }));
    expect(withPassword('kort')).toEqual({ password: 'passwordShort' });
    expect(withPassword('ö'.repeat(37))).toEqual({ password: 'passwordLong' });
    expect(withPassword('1234567890')).toEqual({ password: 'passwordCommon' });
    expect(withPassword('anna.lindqvist')).toEqual({ password: 'passwordPersonal' });
  });

  it('takes usernames of letters, digits, dots, hyphens and underscores only', () => {
    expect(registerSchema.safeParse({ ...form, username: 'Åsa_Ek-2.0' }).success).toBe(true);
    for (const username of ['<b>anna</b>', 'anna berg', 'anna@example.com', 'an', '"anna"', 'x'.repeat(31)]) {
      expect(issues(registerSchema.safeParse({ ...form, username })), username).toEqual({ username: 'usernameInvalid' });
    }
  });

  it('applies the rules to a reset and a change, and the byte limit to signing in', () => {
    expect(issues(resetSchema.safeParse({ code: 'c', password: '1234567890', passwordConfirmation: '1234567890' }))).toEqual({ password: 'passwordCommon' });
    expect(issues(changePasswordSchema.safeParse({ currentPassword: 'x', password: 'kort', passwordConfirmation: 'kort' }))).toEqual({
      password: 'passwordShort',
    });
    expect(issues(loginSchema.safeParse({ identifier: 'anna', password: 'ä'.repeat(37) }))).toEqual({ password: 'passwordLong' });
    expect(loginSchema.safeParse({ identifier: 'anna', password: 'kort' }).success).toBe(true);
  });
});
