import { cmsRefusal, isStrapiError } from '@/lib/strapi/errors';

export type AuthErrorKey =
  | 'wrongCredentials'
  | 'unconfirmed'
  | 'blocked'
  | 'taken'
  | 'usernameTaken'
  | 'usernameInvalid'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordCommon'
  | 'passwordPersonal'
  | 'invalidCode'
  | 'wrongCurrentPassword'
  | 'samePassword'
  | 'passwordMismatch'
  | 'tooMany'
  | 'failed';

// users-permissions answers in English; each answer maps to a message of our own.
const KNOWN: [RegExp, AuthErrorKey][] = [
  [/^Invalid identifier or password$/, 'wrongCredentials'],
  [/^Your account email is not confirmed$/, 'unconfirmed'],
  [/^(Your account has been blocked|User blocked)/, 'blocked'],
  [/^Username already taken$/, 'usernameTaken'],
  [/already taken$/, 'taken'],
  [/^Username must have /, 'usernameInvalid'],
  [/^Password must have at least /, 'passwordShort'],
  [/^Password must be less than 73 bytes$/, 'passwordLong'],
  [/^Password is too common$/, 'passwordCommon'],
  [/^Password must not be the email address or the username$/, 'passwordPersonal'],
  [/^Incorrect code provided$/, 'invalidCode'],
  [/^The provided current password is invalid$/, 'wrongCurrentPassword'],
  [/^Your new password must be different/, 'samePassword'],
  [/^Passwords do not match$/, 'passwordMismatch'],
];

/** The message key for an error from the cms's auth endpoints; never the cms's own English. */
export function authErrorKey(error: unknown): AuthErrorKey {
  if (!isStrapiError(error)) return 'failed';
  if (cmsRefusal(error) === 'tooMany') return 'tooMany';
  return KNOWN.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'failed';
}

/** The form field a refusal is about, where it is about one. */
export const AUTH_ERROR_FIELD: Partial<Record<AuthErrorKey, 'username' | 'password'>> = {
  usernameTaken: 'username',
  usernameInvalid: 'username',
  passwordShort: 'password',
  passwordLong: 'password',
  passwordCommon: 'password',
  passwordPersonal: 'password',
};
