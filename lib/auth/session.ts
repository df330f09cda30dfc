import 'server-only';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { authApi, cmsRefusal, isStrapiError, type AuthSession, type User } from '@/lib/strapi';
import { ACCESS_COOKIE, cookieOptions, needsRefresh, REFRESH_COOKIE, REFRESH_MAX_AGE, secondsLeft } from './tokens';

/** Stores a new session in httpOnly cookies (server actions and route handlers only). */
export async function storeSession({ jwt, refreshToken }: Pick<AuthSession, 'jwt' | 'refreshToken'>) {
  const jar = await cookies();
  jar.set(ACCESS_COOKIE, jwt, cookieOptions(secondsLeft(jwt)));
  jar.set(REFRESH_COOKIE, refreshToken, cookieOptions(REFRESH_MAX_AGE));
}

export async function clearSession() {
  const jar = await cookies();
  jar.delete({ name: ACCESS_COOKIE, path: '/' });
  jar.delete({ name: REFRESH_COOKIE, path: '/' });
}

/**
 * The access token a page renders with. Pages cannot set cookies; the proxy renewed the
 * token before the page ran.
 */
export async function pageToken(): Promise<string | null> {
  return (await cookies()).get(ACCESS_COOKIE)?.value ?? null;
}

/**
 * The access token for a call to the cms on the user's behalf, renewed with the refresh
 * token when it is about to expire. For server actions and route handlers, which may set
 * cookies; pages get a fresh token from the proxy before they render.
 */
export async function accessToken(): Promise<string | null> {
  const jar = await cookies();
  const access = jar.get(ACCESS_COOKIE)?.value;
  if (!needsRefresh(access)) return access!;
  const refresh = jar.get(REFRESH_COOKIE)?.value;
  if (!refresh) return null;
  try {
    const renewed = await authApi.refresh(refresh);
    await storeSession(renewed);
    return renewed.jwt;
  } catch (error) {
    if (isStrapiError(error) && error.status < 500) await clearSession();
    return null;
  }
}

/**
 * The signed-in user, loaded from the cms with the token in the cookie, or null. A token
 * the cms refuses counts as signed out (the proxy clears such cookies on the next request).
 */
export const currentUser = cache(async (): Promise<User | null> => {
  const token = await pageToken();
  if (!token) return null;
  try {
    return await authApi.me(token);
  } catch (error) {
    if (cmsRefusal(error) === 'unauthorized') return null;
    throw error;
  }
});
