import { NextResponse, type NextRequest } from 'next/server';
import { apiError } from './api-error';
import { carriesPlaceholder } from './edge';
import { isPage } from './non-pages';
import { pathLocale, requestLocale } from './request-locale';

/**
 * The page the proxy shows for an address that cannot name a page. Next.js matches the
 * original address against the dynamic segments of the page it is rewritten to and
 * fails with a 500 on broken encoding, so the target has a fixed second segment.
 */
export const BAD_ADDRESS_SEGMENT = 'bad-address';

/**
 * The longest path a page address may have. No page's is anywhere near it (slugs are short);
 * a longer one is repeated by the locale rewrite in the site's response headers (twice for
 * the router's own requests), past what the edge accepts from the site.
 */
export const PAGE_PATH_CHARACTERS = 2_000;

/** Broken percent-encoding, or control characters (%00…%1F, %7F) once decoded. */
export function isBadPath(pathname: string): boolean {
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}

/**
 * The proxy's first look at an address. A bad page address (or one of a length no page
 * has) is rewritten to the localized 404 page; a bad address elsewhere gets a JSON 400 in the caller's language; any other
 * address outside the pages passes untouched. Null: a page address for the locale proxy.
 * An address that carries the edge's nonce placeholder is bad too: a page must never
 * echo it (lib/http/edge.ts).
 */
export function screenAddress(request: NextRequest, placeholder?: string): Response | null {
  const { pathname, search } = request.nextUrl;
  const page = isPage(pathname);
  const bad = isBadPath(pathname) || (page && pathname.length > PAGE_PATH_CHARACTERS) || carriesPlaceholder(pathname + search, placeholder);
  if (!bad) return page ? null : NextResponse.next();
  if (!page) return apiError(requestLocale(request), 400, 'badAddress');
  const locale = pathLocale(pathname);
  // The one address the rewrite's own target would match.
  if (new RegExp(`^/[^/]*/${BAD_ADDRESS_SEGMENT}/?$`).test(pathname)) return apiError(locale, 400, 'badAddress');
  // The request's headers go along: they carry the page's nonce.
  return NextResponse.rewrite(new URL(`/${locale}/${BAD_ADDRESS_SEGMENT}`, request.url), { request: { headers: request.headers } });
}
