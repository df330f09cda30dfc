import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { env } from './lib/env';
import { pageContentSecurityPolicy } from './lib/http/security-headers';
import { ACCESS_COOKIE, cookieOptions, needsRefresh, REFRESH_COOKIE, REFRESH_MAX_AGE, secondsLeft } from './lib/auth/tokens';
import { screenAddress } from './lib/http/bad-address';
import { otherHostRewrite } from './lib/http/canonical-host';
import { isEdgeCacheable, optIntoEdgeCache } from './lib/http/edge';
import { isPage } from './lib/http/non-pages';
import { screenFormPost } from './lib/http/form-post';
import { siteOrigins } from './lib/http/action-origins';
import { shortenQuery } from './lib/http/long-query';
import { authApi, isStrapiError } from './lib/strapi';

const detectLocale = createMiddleware(routing);
// An unprefixed path other than the home page is a Swedish route: the route decides, and
// sending an English visitor from /om-oss to /en/om-oss would be a 404 (slugs differ per
// language). Cookie and browser choose the language only where the route does not: at /.
// There the cookie is read and written; elsewhere next-intl would write it whenever the page's
// language differs from the browser's, and a page that sets a cookie is nobody's to share, so
// the edge could not keep it. The visitor's choice is written by the switcher (/api/locale).
const routeDecides = createMiddleware({ ...routing, localeDetection: false, localeCookie: false });

export default async function proxy(request: NextRequest) {
  // Every page gets a nonce; Next.js reads it from the request's policy and puts it on its
  // scripts, and the layout on the site's own. Behind the edge it is the deployment's
  // placeholder, which the edge replaces with a fresh value in every response.
  const { EDGE_NONCE_PLACEHOLDER: placeholder, SITE_URL } = env();
  const policy = contentSecurityPolicy(request, placeholder);
  request.headers.set('Content-Security-Policy', policy.header);
  request.headers.set('x-nonce', policy.nonce);
  // Broken addresses, other sites' action calls and unreadable form posts get a 4xx here,
  // before Next.js turns them into a 500.
  const screened = screenAddress(request, placeholder) ?? (await screenFormPost(request, placeholder, siteOrigins(SITE_URL)));
  if (screened) return isPage(request.nextUrl.pathname) ? secured(screened, policy) : screened;
  // Another of our names (127.0.0.1, a www.) is sent to SITE_URL's with a 308, as the edge does, where no edge runs.
  const otherHost = otherHostRewrite(request, SITE_URL);
  if (otherHost) return NextResponse.rewrite(otherHost.route, { request: { headers: otherHost.headers } });
  request = shortenQuery(request);
  const { pathname } = request.nextUrl;
  const renewal = await renewSession(request);
  const response = pathname === '/' ? detectLocale(request) : routeDecides(request);
  renewal(response);
  if (placeholder && isEdgeCacheable(edgeView(request), response)) optIntoEdgeCache(response);
  return secured(response, policy);
}

function edgeView(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  return { method: request.method, pathname, searchParams, headers: request.headers, cookieNames: request.cookies.getAll().map((c) => c.name) };
}

function contentSecurityPolicy(request: NextRequest, placeholder: string | undefined) {
  const nonce = placeholder ?? Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const { CMS_PUBLIC_URL, STRAPI_URL } = env();
  const header = pageContentSecurityPolicy({
    nonce,
    cmsOrigin: new URL(CMS_PUBLIC_URL ?? STRAPI_URL).origin,
    // Only the presence of Next's draft-mode cookie: it relaxes nothing but framing by the cms.
    preview: request.cookies.has('__prerender_bypass'),
    development: process.env.NODE_ENV === 'development',
  });
  return { nonce, header };
}

function secured<R extends Response>(response: R, policy: { header: string }): R {
  response.headers.set('Content-Security-Policy', policy.header);
  return response;
}

/**
 * Renews an expiring access token with the refresh token before the page renders, so
 * pages (which cannot set cookies) always see a valid one. A convenience only: every page
 * and handler still checks the session with the cms itself.
 */
async function renewSession(request: NextRequest): Promise<(response: NextResponse) => void> {
  const refresh = request.cookies.get(REFRESH_COOKIE)?.value;
  if (!refresh || !needsRefresh(request.cookies.get(ACCESS_COOKIE)?.value)) return () => {};
  try {
    const { jwt, refreshToken } = await authApi.refresh(refresh);
    request.cookies.set(ACCESS_COOKIE, jwt);
    request.cookies.set(REFRESH_COOKIE, refreshToken);
    return (response) => {
      response.cookies.set(ACCESS_COOKIE, jwt, cookieOptions(secondsLeft(jwt)));
      response.cookies.set(REFRESH_COOKIE, refreshToken, cookieOptions(REFRESH_MAX_AGE));
    };
  } catch (error) {
    // A refused refresh token is over; a cms that does not answer is not the visitor's fault.
    if (!isStrapiError(error) || error.status >= 500) return () => {};
    request.cookies.delete(ACCESS_COOKIE);
    request.cookies.delete(REFRESH_COOKIE);
    return (response) => {
      response.cookies.delete(ACCESS_COOKIE);
      response.cookies.delete(REFRESH_COOKIE);
    };
  }
}

export const config = {
  // Everything but API routes, Next's internals, uploads, the sign-in relays and the few real files
  // (the list in lib/http/non-pages.ts, held to this by its test), so that /old-page.html gets the
  // localized 404 too. A folder's bare name (/api) is not a page either: next.config.ts gives it
  // the non-page policy, under which a localized page could load none of its styles or scripts.
  matcher: [
    '/((?!(?:api|builds|_next|_vercel|uploads|cms-connect|connect|sitemaps)(?:/|$)|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$).*)',
    // Those others only when the raw address has a percent sign: broken encoding there is a 500 otherwise.
    '/(api|builds|uploads|cms-connect|connect|sitemaps)/(.*%.*)',
  ],
};
