import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value) => createHash('sha256').update(value).digest();

/**
 * Whether a secret a request presents is the expected one, in constant time: both are hashed
 * first, so neither a differing byte nor a differing length shows in how long the answer takes.
 * The site's webhook and preview routes and the cms's visitor-address middleware ask it.
 */
export function sameSecret(given, expected) {
  return typeof given === 'string' && given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}
