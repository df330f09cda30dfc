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
    const twoByteLetters = 'åöüéñçäöåüéçñäåöüçñéäüåöçéñäüöåçñéäü';
    expect(passwordProblem('Grå ekparkett, vit kakel och mörk linoleum i huset vid sjön 1924 Ekö', account)).toBeNull();
    expect(passwordProblem('x'.repeat(73), account)).toBe('passwordLong');
    expect(passwordProblem(twoByteLetters, account)).toBeNull();
    expect(passwordProblem(`${twoByteLetters}x`, account)).toBe('passwordLong');
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

  it.each(['0000000000', '1111111111', 'qqqqqqqqqq', 'abcdefghij', 'ytbanken2026'])('refuses %j, a pattern that is guessed first', (password) => {
    expect(passwordProblem(password, account)).toBe('passwordGuessable');
  });

  it.each([
    ['repeated units', 'abcabcabcabc'],
    ['repeated pairs', '12121212Xy'],
    ['runs down', '9876543210'],
    ['runs of letters and digits', 'lmnopq456789'],
    ['keyboard rows', 'asdfghjkl;'],
    ['keyboard columns', 'rfvtgbyhnujm'],
    ['a German or Nordic row', 'qwertzuiopå'],
    ['a longer part again', 'åkeröåkeröåkerö'],
    ['the keypad', '7410852963'],
    ['the site name with a year', 'Ytbanken2027!'],
    ['the site name in digits', 'ytb4nk3n1234'],
  ])('refuses the rest of the class: %s (%j)', (_, password) => {
    expect(passwordProblem(password, account)).toBe('passwordGuessable');
  });

  it('takes a password whose patterns are only a part of it', () => {
    expect(passwordProblem('Lösenord-123', account)).toBeNull();
    expect(passwordProblem('Ytbanken-ekparkett', account)).toBeNull();
    expect(passwordProblem('ekparkett1', account)).toBeNull();
  });
});
