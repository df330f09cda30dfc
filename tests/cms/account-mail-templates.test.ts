import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { ensureAccounts } = createRequire(import.meta.url)('../../cms/src/bootstrap/accounts.js') as {
  ensureAccounts: (strapi: unknown) => Promise<void>;
};

/**
 * Strapi's users-permissions fills its mail templates with lodash's template, unescaped, and
 * sends the result as the HTML part. The templates the cms sets at every boot must therefore
 * name nothing a visitor chose (USER.username, USER.email): only the codes the cms made.
 */
describe('the account mails’ templates', () => {
  it('interpolate only the confirmation code and the reset token, in subject and body', async () => {
    const stored = new Map<string, unknown>();
    const store = {
      get: async ({ key }: { key: string }) => stored.get(key),
      set: async ({ key, value }: { key: string; value: unknown }) => void stored.set(key, value),
    };
    await ensureAccounts({ store: () => store });
    const templates = stored.get('email') as Record<string, { options: { object: string; message: string } }>;
    expect(Object.keys(templates).sort()).toEqual(['email_confirmation', 'reset_password']);
    for (const { options } of Object.values(templates)) {
      const fields = [...`${options.object}\n${options.message}`.matchAll(/<%[=-]?\s*([\s\S]+?)\s*%>/g)].map((m) => m[1]);
      expect(
        fields.every((field) => field === 'CODE' || field === 'TOKEN'),
        fields.join(', '),
      ).toBe(true);
      expect(fields.length).toBeGreaterThan(0);
    }
  });
});
