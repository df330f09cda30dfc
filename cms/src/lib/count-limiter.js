'use strict';

/**
 * How often one visitor (or account) may add to the producers' figures, kept in this
 * process's memory and nowhere else: the figures promise that nothing about a person is
 * stored, not even a hash of an address, so the limit forgets everything when its window
 * ends. Each cms instance keeps its own, which multiplies the bound by the instances, no more.
 *
 * Within one window a key counts each (kind, surface) once and at most `perKey` times in
 * all; at most `maxKeys` keys are held, and once that many are, new keys count nothing until
 * the window ends, so a flood from many addresses neither grows memory nor the figures.
 */
function createCountLimiter({ windowMs = 30 * 60_000, perKey = 40, maxKeys = 10_000 } = {}) {
  let windowStart = 0;
  let seen = new Map();

  return {
    /** The `items` (strings) that `key` may still add now, remembering them. */
    admit(key, items, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        seen = new Map();
      }
      let mine = seen.get(key);
      if (!mine) {
        if (seen.size >= maxKeys) return [];
        mine = new Set();
        seen.set(key, mine);
      }
      const admitted = [];
      for (const item of items) {
        if (mine.size >= perKey) break;
        if (mine.has(item)) continue;
        mine.add(item);
        admitted.push(item);
      }
      return admitted;
    },
  };
}

module.exports = { createCountLimiter };
