import keyboardGraphs from '@zxcvbn-ts/language-common/src/adjacencyGraphs.json' with { type: 'json' };
import passwords from '@zxcvbn-ts/language-common/src/passwords.json' with { type: 'json' };

/**
 * The rules for usernames and new passwords. The cms enforces them whoever calls it; the site
 * says them before the form leaves it, in the visitor's language, and maps the cms's MESSAGES
 * to its own. Import this on servers only: the list of common passwords is not for a browser.
 */
export const MESSAGES = {
  usernameInvalid: 'Username must have 3 to 30 letters, digits, dots, hyphens or underscores',
  usernameTaken: 'Username already taken',
  passwordShort: 'Password must have at least 10 characters',
  // Strapi's own words for bcrypt's limit, so the site maps one message whoever says it.
  passwordLong: 'Password must be less than 73 bytes',
  passwordCommon: 'Password is too common',
  passwordPersonal: 'Password must not be the email address or the username',
  passwordGuessable: 'Password is mostly repeated, sequential or keyboard characters or the site name',
};

const MIN_CHARACTERS = 10;
/** bcrypt reads no further: longer passwords would be silently cut. */
export const MAX_PASSWORD_BYTES = 72;
export const USERNAME = /^[\p{L}\p{N}._-]{3,30}$/u;

let common;
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
const LOOK_ALIKE = { 4: 'a', '@': 'a', 8: 'b', 3: 'e', 1: 'l', 0: 'o', 7: 't', 5: 's' };
/** Which keys neighbour which on common keyboards (zxcvbn-ts, MIT). */
const KEYBOARDS = [keyboardGraphs.qwerty, keyboardGraphs.qwertz, keyboardGraphs.keypad, keyboardGraphs.keypadMac];

const siteNameAt = (chars, at) => [...SITE_NAME].every((letter, i) => chars[at + i] !== undefined && (LOOK_ALIKE[chars[at + i]] ?? chars[at + i]) === letter);

function repeatAt(chars, at) {
  let longest = 0;
  for (let unit = 1; 2 * unit <= chars.length - at; unit++) {
    let length = unit;
    while (at + length < chars.length && chars[at + length] === chars[at + length - unit]) length++;
    if (length >= Math.max(3, 2 * unit)) longest = Math.max(longest, length);
  }
  return longest;
}

function sequenceAt(chars, at) {
  const step = (i) => (chars[i + 1] === undefined ? NaN : chars[i + 1].codePointAt(0) - chars[i].codePointAt(0));
  const first = step(at);
  if (Math.abs(first) !== 1) return 0;
  let length = 2;
  while (step(at + length - 1) === first) length++;
  return length >= 3 ? length : 0;
}

function keyboardWalkAt(chars, at) {
  let longest = 0;
  for (const graph of KEYBOARDS) {
    let length = 1;
    while (at + length < chars.length && (graph[chars[at + length - 1]] ?? []).some((keys) => keys?.includes(chars[at + length]))) length++;
    if (length >= 3) longest = Math.max(longest, length);
  }
  return longest;
}

/** How many characters of the password lie outside the guessable parts, read left to right. */
function unguessableCharacters(password) {
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

export const passwordBytes = (password) => Buffer.byteLength(password, 'utf8');

/** A key of MESSAGES when the username breaks the rule, or null. */
export function usernameProblem(username) {
  return typeof username === 'string' && USERNAME.test(username) ? null : 'usernameInvalid';
}

/** The first rule a new password breaks (a key of MESSAGES), or null. */
export function passwordProblem(password, { email, username } = {}) {
  if (typeof password !== 'string' || [...password].length < MIN_CHARACTERS) return 'passwordShort';
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) return 'passwordLong';
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'passwordCommon';
  const personal = [email, typeof email === 'string' ? email.split('@')[0] : undefined, username];
  if (personal.some((value) => typeof value === 'string' && value.toLowerCase() === lower)) return 'passwordPersonal';
  if (unguessableCharacters(password) < MIN_UNGUESSABLE) return 'passwordGuessable';
  return null;
}
