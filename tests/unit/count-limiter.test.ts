import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { createCountLimiter } = createRequire(import.meta.url)('../../cms/src/lib/count-limiter.js') as {
  createCountLimiter: (options?: { windowMs?: number; perKey?: number; maxKeys?: number }) => {
    admit: (key: string, items: string[], now?: number) => string[];
  };
};

describe("the figures' in-memory limit (cms/src/lib/count-limiter.js)", () => {
  it('admits each item once per key and window, and at most perKey items', () => {
    const limiter = createCountLimiter({ windowMs: 1000, perKey: 3, maxKeys: 10 });
    expect(limiter.admit('a', ['view:1', 'view:1', 'view:2'], 0)).toEqual(['view:1', 'view:2']);
    expect(limiter.admit('a', ['view:1', 'view:3', 'view:4'], 10)).toEqual(['view:3']);
    expect(limiter.admit('b', ['view:1'], 20)).toEqual(['view:1']);
  });

  it('forgets everything when the window ends', () => {
    const limiter = createCountLimiter({ windowMs: 1000, perKey: 1, maxKeys: 10 });
    expect(limiter.admit('a', ['view:1'], 0)).toEqual(['view:1']);
    expect(limiter.admit('a', ['view:2'], 999)).toEqual([]);
    expect(limiter.admit('a', ['view:1'], 1000)).toEqual(['view:1']);
  });

  it('holds at most maxKeys keys: a new key counts nothing until the window ends, a known key goes on', () => {
    const limiter = createCountLimiter({ windowMs: 1000, perKey: 5, maxKeys: 2 });
    limiter.admit('a', ['view:1'], 0);
    limiter.admit('b', ['view:1'], 0);
    expect(limiter.admit('c', ['view:1'], 1)).toEqual([]);
    expect(limiter.admit('a', ['view:2'], 1)).toEqual(['view:2']);
    expect(limiter.admit('c', ['view:1'], 1000)).toEqual(['view:1']);
  });
});
