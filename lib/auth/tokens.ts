/** Cookie names and lifetimes of a signed-in session (both httpOnly: no script reads them). */
export const ACCESS_COOKIE = 'ytb_access';
export const REFRESH_COOKIE = 'ytb_refresh';
export const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;
/** The language a third-party sign-in started in, for the page it ends on (ten minutes). */
export const CONNECT_LOCALE_COOKIE = 'ytb_connect_locale';

/** Seconds until a JWT expires, read from its payload (the cms verifies it, not us). */
export function secondsLeft(jwt: string, now = Date.now()): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp - Math.floor(now / 1000) : 0;
  } catch {
    return 0;
  }
}

/** An access token is renewed a little before it runs out, so a page never meets an expired one. */
export const needsRefresh = (jwt: string | undefined, now = Date.now()) => !jwt || secondsLeft(jwt, now) < 30;

export function cookieOptions(maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAge)),
  };
}
