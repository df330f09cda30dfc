import { hasLocale } from 'next-intl';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-error';
import { firstString, parseQuery } from '@/lib/http/query';
import { requestLocale } from '@/lib/http/request-locale';
import { isSafePath, switchTarget } from '@/lib/i18n/switch-target';
import { getPageLocalizations } from '@/lib/strapi';

/** Any origin: only the path is read from it. */
const SITE_ORIGIN_PROBE = 'http://site.invalid';

/**
 * The language switcher: /api/locale?from=sv&to=en&path=/om-oss remembers the choice in
 * the locale cookie and sends the visitor to the same page in the other language.
 * A plain link and a redirect, so it works without JavaScript.
 */
export async function GET(request: Request) {
  const params = parseQuery(new URL(request.url).search);
  const to = firstString(params, 'to');
  const from = firstString(params, 'from');
  const path = firstString(params, 'path') ?? '/';
  if (!hasLocale(routing.locales, to) || !hasLocale(routing.locales, from) || !isSafePath(path)) {
    return apiError(requestLocale(request), 400, 'invalid');
  }

  // The path may carry the page's query (filters, a search) and keeps it. What is checked is
  // what the redirect uses: the parsed path ("/.//evil.example" reads as "//evil.example").
  const { pathname, search } = new URL(path, SITE_ORIGIN_PROBE);
  if (!isSafePath(pathname)) return apiError(requestLocale(request), 400, 'invalid');
  const target = await switchTarget(pathname, async (slug) => {
    const localizations = await getPageLocalizations(slug, from).catch(() => undefined);
    if (!localizations) return undefined;
    return localizations[to] ?? null;
  });

  const { name, maxAge, sameSite, secure } = routing.localeCookie as { name: string; maxAge: number; sameSite: string; secure: boolean };
  // Built on the site's own address, and refused unless it is still there.
  const site = new URL(env().SITE_URL);
  const location = new URL(`${getPathname({ href: target, locale: to })}${search}`, site);
  if (location.origin !== site.origin || !isSafePath(location.pathname)) return apiError(requestLocale(request), 400, 'invalid');
  return new Response(null, {
    status: 303,
    headers: {
      Location: location.href,
      'Set-Cookie': `${name}=${to}; Path=/; Max-Age=${maxAge}; SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}${secure ? '; Secure' : ''}`,
      'Cache-Control': 'no-store',
    },
  });
}
