import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  try {
    decodeURI(pathname);
  } catch {
    // Broken percent-encoding names no page: answer the localized 404, not a bare 500.
    const locale = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : routing.defaultLocale;
    // Two segments that no route but the catch-all matches: a 404 without asking the cms.
    return NextResponse.rewrite(new URL(`/${locale}/_/malformed`, request.url));
  }
  return intl(request);
}

export const config = {
  // Everything except API routes, Next's internals, uploads and files with an extension.
  matcher: ['/((?!api|_next|_vercel|uploads|.*\\..*).*)'],
};
