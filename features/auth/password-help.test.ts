import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_BYTES } from '@/lib/auth/rules';
import { LOCALES, messagesOf } from '@/tests/unit/render';

describe.each(LOCALES)('the password help (%s)', (locale) => {
  const t = messagesOf(locale).Auth;

  it('states the longest password in characters a visitor counts, not in bytes, with the rule itself unchanged', () => {
    for (const text of [t.passwordHint, t.errors.passwordLong]) {
      expect(text).not.toMatch(/\bbytes?\b/i);
      expect(text).toContain(`${MAX_PASSWORD_BYTES} ${locale === 'sv' ? 'tecken' : 'characters'}`);
    }
  });
});
