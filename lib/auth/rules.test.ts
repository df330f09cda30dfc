import { describe, expect, it } from 'vitest';
import { passwordProblem } from './rules';

const account = { username: 'anna.berg', email: 'anna.lindqvist@example.com' };

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
