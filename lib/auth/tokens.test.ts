import { describe, expect, it } from 'vitest';
import { needsRefresh, secondsLeft } from './tokens';

const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(now / 1000) + s;

describe('tokens', () => {
  it('reads the seconds left from the payload', () => {
    expect(secondsLeft(jwt({ exp: inSeconds(600) }), now)).toBe(600);
    expect(secondsLeft(jwt({ exp: inSeconds(-5) }), now)).toBe(-5);
  });

  it('treats a missing, malformed or nearly expired token as needing a refresh', () => {
    expect(needsRefresh(undefined, now)).toBe(true);
    expect(needsRefresh('not-a-jwt', now)).toBe(true);
    expect(needsRefresh(jwt({}), now)).toBe(true);
    expect(needsRefresh(jwt({ exp: inSeconds(10) }), now)).toBe(true);
    expect(needsRefresh(jwt({ exp: inSeconds(300) }), now)).toBe(false);
  });
});
