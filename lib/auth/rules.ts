import 'server-only';
import keyboardGraphs from '@zxcvbn-ts/language-common/src/adjacencyGraphs.json';
import passwords from '@zxcvbn-ts/language-common/src/passwords.json';

/**
 * The rules for usernames and new passwords, the same as the cms's
 * (cms/src/accounts/rules.js; tests/unit/account-rules-parity.test.ts holds them together).
 * The cms enforces them whatever calls it; here they are said before the form leaves the
 * site. Server-only: the list of common passwords never goes to a browser.
 */
export type PasswordProblem = 'passwordShort' | 'passwordLong' | 'passwordCommon' | 'passwordPersonal' | 'passwordGuessable';

const MIN_CHARACTERS = 10;
/** bcrypt reads no further: longer passwords would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;
export const USERNAME = /^[\p{L}\p{N}._-]{3,30}$/u;

let common: Set<string> | undefined;
/** 49,233 common passwords (zxcvbn-ts, MIT), all lower case. */
const commonPasswords = () => (common ??= new Set(passwords));

/**
 * Parts of a password that guessers try first, whatever the characters: one key or a longer part
 * again (1111, abab, åkeråker), a run up or down (abcd, 9876), keys side by side on a keyboard or
 * keypad (qwer, 1qaz, 7410), and the site's own name, also in digits for letters (ytb4nk3n).
 * A password must have at least MIN_UNGUESSABLE characters outside them.
 */
const MIN_UNGUESSABLE = 6;
const SITE_NAME = 'ytbanken';
const LOOK_ALIKE: Record<string, string> = { 4: 'a', '@': 'a', 8: 'b', 3: 'e', 1: 'l', 0: 'o', 7: 't', 5: 's' };
type Graph = Record<string, (string | null)[]>;
/** Which keys neighbour which on common keyboards (zxcvbn-ts, MIT). */
const KEYBOARDS: Graph[] = [keyboardGraphs.qwerty, keyboardGraphs.qwertz, keyboardGraphs.keypad, keyboardGraphs.keypadMac];

const siteNameAt = (chars: string[], at: number) =>
  [...SITE_NAME].every((letter, i) => chars[at + i] !== undefined && (LOOK_ALIKE[chars[at + i]!] ?? chars[at + i]) === letter);

function repeatAt(chars: string[], at: number) {
  let longest = 0;
  for (let unit = 1; 2 * unit <= chars.length - at; unit++) {
    let length = unit;
    while (at + length < chars.length && chars[at + length] === chars[at + length - unit]) length++;
    if (length >= Math.max(3, 2 * unit)) longest = Math.max(longest, length);
  }
  return longest;
}

function sequenceAt(chars: string[], at: number) {
  const step = (i: number) => (chars[i + 1] === undefined ? NaN : chars[i + 1]!.codePointAt(0)! - chars[i]!.codePointAt(0)!);
  const first = step(at);
  if (Math.abs(first) !== 1) return 0;
  let length = 2;
  while (step(at + length - 1) === first) length++;
  return length >= 3 ? length : 0;
}

function keyboardWalkAt(chars: string[], at: number) {
  let longest = 0;
  for (const graph of KEYBOARDS) {
    let length = 1;
    while (at + length < chars.length && (graph[chars[at + length - 1]!] ?? []).some((keys) => keys?.includes(chars[at + length]!))) length++;
    if (length >= 3) longest = Math.max(longest, length);
  }
  return longest;
}

/** How many characters of the password lie outside the guessable parts, read left to right. */
function unguessableCharacters(password: string) {
  const chars = [...password.toLowerCase()];
  let left = 0;
  for (let at = 0; at < chars.length;) {
    const part = Math.max(siteNameAt(chars, at) ? SITE_NAME.length : 0, repeatAt(chars, at), sequenceAt(chars, at), keyboardWalkAt(chars, at));
    if (part > 0) at += part;
    else {
      left++;
      at++;
    }
  }
  return left;
}

export const passwordBytes = (password: string) => Buffer.byteLength(password, 'utf8');

/** The first rule a new password breaks, or null. */
export function passwordProblem(password: string, { email, username }: { email?: string; username?: string } = {}): PasswordProblem | null {
  if ([...password].length < MIN_CHARACTERS) return 'passwordShort';
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) return 'passwordLong';
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'passwordCommon';
  const personal = [email, email?.split('@')[0], username];
  if (personal.some((value) => value !== undefined && value.toLowerCase() === lower)) return 'passwordPersonal';
  if (unguessableCharacters(password) < MIN_UNGUESSABLE) return 'passwordGuessable';
  return null;
}
