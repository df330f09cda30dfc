import { MESSAGES } from '@ytbanken/domain/accounts/rules';
import { describe, expect, it } from 'vitest';
import { StrapiError } from '@/lib/strapi/errors';
import { authErrorKey } from './errors';

const strapi = (status: number, message: string) => new StrapiError({ status, name: 'ApplicationError', message });

describe('authErrorKey', () => {
  it.each([
    [strapi(400, 'Invalid identifier or password'), 'wrongCredentials'],
    [strapi(400, 'Your account email is not confirmed'), 'unconfirmed'],
    [strapi(400, 'Your account has been blocked by an administrator'), 'blocked'],
    [strapi(400, 'Email or Username are already taken'), 'taken'],
    [strapi(400, 'Username already taken'), 'usernameTaken'],
    [strapi(400, 'Username must have 3 to 30 letters, digits, dots, hyphens or underscores'), 'usernameInvalid'],
    [strapi(400, 'Password must have at least 10 characters'), 'passwordShort'],
    [strapi(400, 'Password must be less than 73 bytes'), 'passwordLong'],
    [strapi(400, 'Password is too common'), 'passwordCommon'],
    [strapi(400, 'Password must not be the email address or the username'), 'passwordPersonal'],
    [strapi(400, 'Incorrect code provided'), 'invalidCode'],
    [strapi(400, 'The provided current password is invalid'), 'wrongCurrentPassword'],
    [strapi(400, 'Your new password must be different than your current password'), 'samePassword'],
    [strapi(429, 'Too many requests, please try again later.'), 'tooMany'],
    [strapi(500, 'Internal Server Error'), 'failed'],
    [new Error('network'), 'failed'],
  ])('%s → %s', (error, key) => {
    expect(authErrorKey(error)).toBe(key);
  });

  it.each(Object.entries(MESSAGES))("maps the cms's refusal for %s to the message of the same name", (key, message) => {
    expect(authErrorKey(new StrapiError({ status: 400, name: 'ValidationError', message }))).toBe(key);
  });
});
