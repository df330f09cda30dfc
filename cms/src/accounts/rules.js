'use strict';

/**
 * The rules for usernames and new passwords, the same as the site's (lib/auth/rules.ts, and
 * tests/unit/account-rules-parity.test.ts holds them together). The cms enforces them
 * whoever calls it; the site only says so earlier and in the visitor's language, mapping
 * these messages to its own.
 */
const MESSAGES = {
  usernameInvalid: 'Username must have 3 to 30 letters, digits, dots, hyphens or underscores',
  usernameTaken: 'Username already taken',
  passwordShort: 'Password must have at least 10 characters',
  // Strapi's own words for bcrypt's limit, so the site maps one message whoever says it.
  passwordLong: 'Password must be less than 73 bytes',
  passwordCommon: 'Password is too common',
  passwordPersonal: 'Password must not be the email address or the username',
};

const MIN_CHARACTERS = 10;
/** bcrypt reads no further: longer passwords would be silently cut. */
const MAX_BYTES = 72;
const USERNAME = /^[\p{L}\p{N}._-]{3,30}$/u;

let common;
/** 49,233 common passwords (zxcvbn-ts, MIT), all lower case; loaded on first use. */
function commonPasswords() {
  common ??= new Set(require('@zxcvbn-ts/language-common/src/passwords.json'));
  return common;
}

function usernameProblem(username) {
  return typeof username === 'string' && USERNAME.test(username) ? null : 'usernameInvalid';
}

/** The first rule a new password breaks (a key of MESSAGES), or null. */
function passwordProblem(password, { email, username } = {}) {
  if (typeof password !== 'string' || [...password].length < MIN_CHARACTERS) return 'passwordShort';
  if (Buffer.byteLength(password, 'utf8') > MAX_BYTES) return 'passwordLong';
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return 'passwordCommon';
  const personal = [email, typeof email === 'string' ? email.split('@')[0] : undefined, username];
  if (personal.some((value) => typeof value === 'string' && value.toLowerCase() === lower)) return 'passwordPersonal';
  return null;
}

module.exports = { MESSAGES, passwordProblem, usernameProblem };
