import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const detectLocale = createMiddleware(routing);
// An unprefixed path other than the home page is a Swedish route: the route decides, and
// sending an English visitor from /om-oss to /en/om-oss would be a 404 (slugs differ per
// language). Cookie and browser choose the language only where the route does not: at /.
const swedishRoute = createMiddleware({ ...routing, localeDetection: false });

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  try {
    decodeURI(pathname);
  } catch {
    // Broken percent-encoding names no page: answer the localized 404, not a bare 500.
    const locale = isEnglish(pathname) ? 'en' : routing.defaultLocale;
    // Two segments that no route but the catch-all matches: a 404 without asking the cms.
    return NextResponse.rewrite(new URL(`/${locale}/_/malformed`, request.url));
  }
  return pathname === '/' || isEnglish(pathname) ? detectLocale(request) : swedishRoute(request);
}

function isEnglish(pathname: string) {
  return pathname === '/en' || pathname.startsWith('/en/');
}

export const config = {
  // Everything but API routes, Next's internals, uploads and the few real files, so that
  // /old-page.html gets the localized 404 too.
  matcher: ['/((?!api/|_next/|_vercel/|uploads/|favicon\\.ico$|robots\\.txt$|sitemap\\.xml$).*)'],
};
