import 'server-only';
import passwords from '@zxcvbn-ts/language-common/src/passwords.json';

/**
 * The rules for usernames and new passwords, the same as the cms's
 * (cms/src/accounts/rules.js; tests/unit/account-rules-parity.test.ts holds them together).
 * The cms enforces them whatever calls it; here they are said before the form leaves the
 * site. Server-only: the list of common passwords never goes to a browser.
 */
export type PasswordProblem = 'passwordShort' | 'passwordLong' | 'passwordCommon' | 'passwordPersonal';

const MIN_CHARACTERS = 10;
/** bcrypt reads no further: longer passwords would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;
export const USERNAME = /^[\p{L}\p{N}._-]{3,30}$/u;

let common: Set<string> | undefined;
/** 49,233 common passwords (zxcvbn-ts, MIT), all lower case. */
const commonPasswords = () => (common ??= new Set(passwords));

export const passwordBytes = (password: string) => Buffer.byteLength(password, 'utf8');

/** The first rule a new password breaks, or null. */
export function passwordProblem(password: string, { email, username }: { email?: string; username?: string } = {}): PasswordProblem | null {
  if ([...password].length < MIN_CHARACTERS) return 'passwordShort';
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) return 'passwordLong';
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'passwordCommon';
  const personal = [email, email?.split('@')[0], username];
  if (personal.some((value) => value !== undefined && value.toLowerCase() === lower)) return 'passwordPersonal';
  return null;
}
