import { env } from '@/lib/env';

/**
 * Whether an address (a Referer, say) is one of this site's own pages. Behind the edge a
 * route handler's request.url names the site's internal address, not the one visitors
 * use, so the public SITE_URL counts as well as the request's own origin.
 */
export function isSiteAddress(address: URL, request: Request): boolean {
  return address.origin === new URL(env().SITE_URL).origin || address.origin === new URL(request.url).origin;
}
