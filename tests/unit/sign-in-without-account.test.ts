import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The cms's sign-in guard (CommonJS, in its own package), with the plugin's user service spied on.
const { checkWithoutAccount } = createRequire(import.meta.url)(path.resolve(import.meta.dirname, '../../cms/src/extensions/users-permissions/sign-in.js')) as {
  checkWithoutAccount: (strapi: unknown, identifier: string, password: string) => Promise<void>;
};

const HASH = '$2a$10$abcdefghijklmnopqrstuuN0tARealHashOfAnyPasswordAtAll12';

function cmsWith(user: { id: number; password: string | null } | null) {
  const users = {
    ensureHashedPasswords: vi.fn(async () => ({ password: HASH })),
    validatePassword: vi.fn(async () => false),
  };
  const findOne = vi.fn(async () => user);
  const strapi = { db: { query: () => ({ findOne }) }, plugin: () => ({ service: () => users }) };
  return { strapi, users, findOne };
}

describe('a sign-in whose identifier has no account', () => {
  it('has its password checked all the same, against a hash made as users’ are, and is refused as a wrong password', async () => {
    const { strapi, users } = cmsWith(null);
    await expect(checkWithoutAccount(strapi, 'nobody@example.com', 'Gissning-123')).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Invalid identifier or password',
    });
    expect(users.ensureHashedPasswords).toHaveBeenCalledWith({ password: expect.any(String) });
    expect(users.validatePassword).toHaveBeenCalledWith('Gissning-123', HASH);
  });

  it('makes that hash once, and checks every such sign-in', async () => {
    const { strapi, users } = cmsWith(null);
    for (const password of ['Gissning-1', 'Gissning-2', 'Gissning-3']) await expect(checkWithoutAccount(strapi, 'nobody', password)).rejects.toThrow();
    expect(users.ensureHashedPasswords).toHaveBeenCalledTimes(1);
    expect(users.validatePassword.mock.calls).toEqual([
      ['Gissning-1', HASH],
      ['Gissning-2', HASH],
      ['Gissning-3', HASH],
    ]);
  });

  it('looks the identifier up as the plugin does: a local account by address (any case) or username', async () => {
    const { strapi, findOne } = cmsWith(null);
    await expect(checkWithoutAccount(strapi, 'Anna@Example.com', 'Gissning-1')).rejects.toThrow();
    expect(findOne).toHaveBeenCalledWith(
      expect.objectContaining({ where: { provider: 'local', $or: [{ email: 'anna@example.com' }, { username: 'Anna@Example.com' }] } }),
    );
  });

  it('without a password (made by an administrator or a provider) is checked the same way', async () => {
    const { strapi, users } = cmsWith({ id: 7, password: null });
    await expect(checkWithoutAccount(strapi, 'anna', 'Gissning-1')).rejects.toThrow('Invalid identifier or password');
    expect(users.validatePassword).toHaveBeenCalledWith('Gissning-1', HASH);
  });
});

describe('a sign-in whose identifier has an account with a password', () => {
  it('is left to the plugin, which checks the password itself', async () => {
    const { strapi, users } = cmsWith({ id: 7, password: HASH });
    await expect(checkWithoutAccount(strapi, 'anna', 'Gissning-1')).resolves.toBeUndefined();
    expect(users.validatePassword).not.toHaveBeenCalled();
  });
});
