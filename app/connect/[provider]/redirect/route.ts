import { cookies } from 'next/headers';
import { getPathname } from '@/i18n/navigation';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { storeSession } from '@/lib/auth/session';
import { CONNECT_LOCALE_COOKIE } from '@/lib/auth/tokens';
import { env } from '@/lib/env';
import { localeOrDefault } from '@/lib/i18n/locale-or-default';
import { authApi } from '@/lib/strapi';

/**
 * Where a third-party sign-in ends: the site's server asks the cms for the session of
 * the exchange it just finished (identified by the cms's session cookie) and signs the
 * visitor in with httpOnly cookies. The browser never sees a token.
 */
export async function GET(_request: Request, { params }: RouteContext<'/connect/[provider]/redirect'>) {
  const { provider } = await params;
  const jar = await cookies();
  // The language the sign-in started in, else the visitor's chosen one.
  const chosen = jar.get(CONNECT_LOCALE_COOKIE)?.value ?? jar.get(LOCALE_COOKIE)?.value;
  const locale = localeOrDefault(chosen);
  const go = (href: string | { pathname: string; query: Record<string, string> }) =>
    new Response(null, { status: 303, headers: { Location: getPathname({ href, locale }), 'Cache-Control': 'no-store' } });

  if (!/^[a-z0-9-]{1,40}$/.test(provider) || !env().AUTH_PROVIDERS.includes(provider)) return go('/login');
  const sessionCookie = ['koa.sess', 'koa.sess.sig']
    .map((name) => jar.get(name))
    .filter((c) => c !== undefined)
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

  let signedIn = false;
  try {
    await storeSession(await authApi.providerCallback(provider, sessionCookie));
    signedIn = true;
  } catch {
    // The exchange failed or was not ours: the login page says so.
  }
  // The cms's session served its purpose.
  jar.delete('koa.sess');
  jar.delete('koa.sess.sig');
  jar.delete(CONNECT_LOCALE_COOKIE);
  return go(signedIn ? '/account' : { pathname: '/login', query: { provider } });
}
