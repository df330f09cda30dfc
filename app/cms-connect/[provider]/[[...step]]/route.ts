import qs from 'qs';
import { env } from '@/lib/env';
import { parseQuery } from '@/lib/http/query';
import { requestLocale } from '@/lib/http/request-locale';
import { CONNECT_LOCALE_COOKIE } from '@/lib/auth/tokens';

// Only the cms's own OAuth session cookies travel between browser and cms.
const SESSION_COOKIES = /^koa\.sess(\.sig)?=/;

/**
 * Relays the browser's steps of a third-party sign-in to the cms's /api/connect/*: the
 * start (redirect to the provider) and the provider's return (code exchange). Strapi
 * keeps the exchange in its session cookie, which thereby lives on the site's origin,
 * where /connect/{provider}/redirect can hand it back to the cms (decision 006).
 */
export async function GET(request: Request, { params }: RouteContext<'/cms-connect/[provider]/[[...step]]'>) {
  const { provider, step = [] } = await params;
  if (!/^[a-z0-9-]{1,40}$/.test(provider) || !env().AUTH_PROVIDERS.includes(provider)) {
    return new Response(null, { status: 404 });
  }
  if (step.length > 1 || (step.length === 1 && step[0] !== 'callback')) return new Response(null, { status: 404 });

  const incoming = new URL(request.url);
  // Relayed within the site's query limits, not byte for byte.
  const search = qs.stringify(parseQuery(incoming.search), { addQueryPrefix: true });
  const target = `${env().STRAPI_URL}/api/connect/${provider}${step.length ? '/callback' : ''}${search}`;
  const cookie = (request.headers.get('cookie') ?? '')
    .split(/;\s*/)
    .filter((c) => SESSION_COOKIES.test(c))
    .join('; ');
  const upstream = await fetch(target, {
    redirect: 'manual',
    cache: 'no-store',
    headers: { ...(cookie ? { Cookie: cookie } : {}), 'X-Forwarded-Proto': incoming.protocol.replace(':', '') },
    signal: AbortSignal.timeout(env().STRAPI_TIMEOUT_MS),
  }).catch(() => null);
  if (!upstream) return new Response(null, { status: 502 });

  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const location = upstream.headers.get('location');
  if (location) headers.set('Location', location);
  for (const setCookie of upstream.headers.getSetCookie()) {
    if (SESSION_COOKIES.test(setCookie)) headers.append('Set-Cookie', setCookie);
  }
  // The language of the page the sign-in started on, for the page it ends on: pages do not
  // write the locale cookie (proxy.ts), and the provider's return carries no Referer of ours.
  if (step.length === 0) {
    const secure = process.env.NODE_ENV === 'production' ? '; Secure' : '';
    headers.append('Set-Cookie', `${CONNECT_LOCALE_COOKIE}=${requestLocale(request)}; Path=/; Max-Age=600; HttpOnly; SameSite=Lax${secure}`);
  }
  return new Response(location ? null : upstream.body, { status: upstream.status, headers });
}
