import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { passwordProblem, USERNAME } from '@/lib/auth/rules';

// The cms's own rules (CommonJS, in its own package): the site must say what the cms enforces.
const cms = createRequire(import.meta.url)(path.resolve(import.meta.dirname, '../../cms/src/accounts/rules.js')) as {
  MESSAGES: Record<string, string>;
  passwordProblem: (password: string, account: { email?: string; username?: string }) => string | null;
  usernameProblem: (username: string) => string | null;
};

const account = { username: 'anna_berg', email: 'anna.lindqvist@example.com' };
const passwords = [
  'Grå-ekparkett-42',
  'kort',
  '123456789',
  '1234567890',
  'Password123',
  'PASSWORD123',
  'iloveyou123',
  'x'.repeat(72),
  'x'.repeat(73),
  'å'.repeat(36),
  'å'.repeat(37),
  '🌲'.repeat(9),
  '🌲'.repeat(18),
  '🌲'.repeat(19),
  'anna.lindqvist',
  'Anna.Lindqvist@Example.com',
  'ANNA_BERG_X',
  'anna_berg-2026',
  '0000000000',
  '1111111111',
  'qqqqqqqqqq',
  'abcdefghij',
  'ytbanken2026',
  'YTB4NK3N-2026',
  'Ytbanken-ekparkett',
  'abcabcabcabc',
  '9876543210',
  'rfvtgbyhnujm',
  'qwertzuiopå',
  '7410852963',
  'Lösenord-123',
];
const usernames = ['anna_berg', 'Åsa.Ek-2', 'ab', 'x'.repeat(30), 'x'.repeat(31), '<b>x</b>', 'anna berg', 'a@b.se', 'zoë', '١٢٣'];

describe('the site and the cms apply the same account rules', () => {
  it.each(passwords)('password %j', (password) => {
    expect(passwordProblem(password, account)).toBe(cms.passwordProblem(password, account));
  });

  it.each(usernames)('username %j', (username) => {
    expect(USERNAME.test(username)).toBe(cms.usernameProblem(username) === null);
  });

  it('and the site understands each refusal of the cms', async () => {
    const { authErrorKey } = await import('@/lib/auth/errors');
    const { StrapiError } = await import('@/lib/strapi/errors');
    for (const [key, message] of Object.entries(cms.MESSAGES)) {
      expect(authErrorKey(new StrapiError({ status: 400, name: 'ValidationError', message }))).toBe(key);
    }
  });
});
