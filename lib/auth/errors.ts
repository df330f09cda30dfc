import { StrapiError } from '@/lib/strapi/errors';

export type AuthErrorKey =
  | 'wrongCredentials'
  | 'unconfirmed'
  | 'blocked'
  | 'taken'
  | 'invalidCode'
  | 'wrongCurrentPassword'
  | 'samePassword'
  | 'passwordMismatch'
  | 'tooManyAttempts'
  | 'failed';

// users-permissions answers in English; each answer maps to a message of our own.
const KNOWN: [RegExp, AuthErrorKey][] = [
  [/^Invalid identifier or password$/, 'wrongCredentials'],
  [/^Your account email is not confirmed$/, 'unconfirmed'],
  [/^(Your account has been blocked|User blocked)/, 'blocked'],
  [/already taken$/, 'taken'],
  [/^Incorrect code provided$/, 'invalidCode'],
  [/^The provided current password is invalid$/, 'wrongCurrentPassword'],
  [/^Your new password must be different/, 'samePassword'],
  [/^Passwords do not match$/, 'passwordMismatch'],
];

/** The message key for an error from the cms's auth endpoints; never the cms's own English. */
export function authErrorKey(error: unknown): AuthErrorKey {
  if (!(error instanceof StrapiError)) return 'failed';
  if (error.status === 429) return 'tooManyAttempts';
  return KNOWN.find(([pattern]) => pattern.test(error.message))?.[1] ?? 'failed';
}
