import { describe, expect, it } from 'vitest';
import { expiryOf, shareCreate } from './inputs';

describe('a new share link', () => {
  it('lasts until revoked, a week or a month, and nothing else', () => {
    for (const ok of [{}, { expiresInDays: null }, { expiresInDays: 7 }, { expiresInDays: 30 }])
      expect(shareCreate.safeParse(ok).success, JSON.stringify(ok)).toBe(true);
    for (const bad of [{ expiresInDays: 1 }, { expiresInDays: '7' }, { expiresInDays: -7 }, { expiresInDays: 365 }]) {
      expect(shareCreate.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('invalid');
    }
  });

  it('expires that many whole days from now', () => {
    const now = Date.UTC(2026, 10, 23, 22, 0);
    expect(expiryOf(null, now)).toBeNull();
    expect(expiryOf(undefined, now)).toBeNull();
    expect(expiryOf(7, now)).toBe('2026-11-30T22:00:00.000Z');
    expect(expiryOf(30, now)).toBe('2026-12-23T22:00:00.000Z');
  });
});
