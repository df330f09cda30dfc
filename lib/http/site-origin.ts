import { env } from '@/lib/env';

/**
 * Whether an address (a Referer, say) is one of this site's own pages. Behind the edge a
 * route handler's request.url names the site's internal address, not the one visitors
 * use, so the public SITE_URL counts as well as the request's own origin.
 */
export function isSiteAddress(address: URL, request: Request): boolean {
  return address.origin === new URL(env().SITE_URL).origin || address.origin === new URL(request.url).origin;
}

/**
 * Whether a write (a form posted to a route handler) came from one of this site's pages, by
 * what the browser says: Sec-Fetch-Site, which every current browser sends, else the Origin.
 * A request with neither comes from no browser, so it carries no visitor's cookies.
 */
export function isSameOriginWrite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  try {
    return isSiteAddress(new URL(origin), request);
  } catch {
    return false;
  }
}
