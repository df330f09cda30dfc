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
  | 'passwordGuessable'
  | 'invalidCode'
  | 'wrongCurrentPassword'
  | 'samePassword'
  | 'passwordMismatch'
  | 'tooMany'
  | 'signInPaused'
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
  [/^Password is mostly repeated, sequential or keyboard characters or the site name$/, 'passwordGuessable'],
  [/^Incorrect code provided$/, 'invalidCode'],
  [/^The provided current password is invalid$/, 'wrongCurrentPassword'],
  [/^Your new password must be different/, 'samePassword'],
  [/^Passwords do not match$/, 'passwordMismatch'],
];

/** The message key for an error from the cms's auth endpoints; never the cms's own English. */
export function authErrorKey(error: unknown): AuthErrorKey {
  if (!isStrapiError(error)) return 'failed';
  // The per-account wait after failed sign-ins (cms/src/extensions/users-permissions/limits.js), apart from the per-visitor limit.
  if (cmsRefusal(error) === 'tooMany') return /^Too many failed sign-ins/.test(error.message) ? 'signInPaused' : 'tooMany';
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
  passwordGuessable: 'password',
};

/** The seconds a refusal asks to wait (the cms's Retry-After, also in its details), at least one. */
export function retryAfterSeconds(error: unknown): number {
  const details = isStrapiError(error) ? error.details : undefined;
  const seconds = typeof details === 'object' && details !== null && 'retryAfterSeconds' in details ? Number(details.retryAfterSeconds) : NaN;
  return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 1;
}
