'use strict';

const { createHash } = require('node:crypto');

/**
 * A seeded pseudo-random generator (sfc32, seeded from SHA-256 of the seed text): the same
 * seed gives the same catalogue on every machine and Node version, which Math.random cannot.
 */
function createRandom(seed) {
  const state = createHash('sha256').update(String(seed)).digest();
  let a = state.readUInt32LE(0);
  let b = state.readUInt32LE(4);
  let c = state.readUInt32LE(8);
  let d = state.readUInt32LE(12);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();

  const random = {
    next,
    /** A float in [min, max). */
    range: (min, max) => min + (max - min) * next(),
    /** An integer in [min, max]. */
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** One of `choices` ([weight, value] pairs) in proportion to its weight. */
    weighted(choices) {
      const total = choices.reduce((sum, [weight]) => sum + weight, 0);
      let r = next() * total;
      for (const [weight, value] of choices) {
        r -= weight;
        if (r < 0) return value;
      }
      return choices[choices.length - 1][1];
    },
  };
  return random;
}

/**
 * A documentId in Strapi's own form (cuid2: a lowercase letter, then 23 base-36 digits of a
 * SHA-3 hash), hashed from the seed and the document's place in the catalogue instead of the
 * clock, so the same seed gives the same ids (and the same URLs) every time.
 */
function documentId(seed, kind, index) {
  const digest = createHash('sha3-512').update(`ytbanken-catalogue:${seed}:${kind}:${index}`).digest();
  const letter = String.fromCharCode(97 + (digest[0] % 26));
  // 160 bits are 31 base-36 digits: enough for 23 after dropping the first, biased one.
  return (
    letter +
    BigInt(`0x${digest.subarray(1, 21).toString('hex')}`)
      .toString(36)
      .padStart(31, '0')
      .slice(1, 24)
  );
}

module.exports = { createRandom, documentId };
