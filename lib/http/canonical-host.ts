/**
 * A page asked for under a host name other than SITE_URL's is sent there. The site's server
 * actions and cookies belong to SITE_URL's origin: under `127.0.0.1` or a `www.` its pages
 * render, but every form answers a bare "Fel" (docs/decisions/037). The edge sends such
 * requests on with a 308 itself; this is the same for a site reached without it (`npm run
 * dev`, `npm start` where nginx is missing).
 *
 * The proxy cannot answer the 308 itself: Next.js writes a proxy's redirect to its own origin
 * (`http://localhost:3000`, loopback names being one to it) as a bare path, which the browser
 * follows under the name it came with, again and again. So the proxy hands the request to a
 * route of its own (OTHER_HOST_ROUTE), whose answer Next.js leaves as it is.
 */

/** The route that answers the 308 (app/api/other-host/route.ts). */
export const OTHER_HOST_ROUTE = '/api/other-host';
/**
 * The path and query asked for, as the proxy tells the route: a header, since a route a request
 * is rewritten to reads the address that was asked for, not the rewrite's (and called directly,
 * its own, which would send it to itself again).
 */
export const OTHER_HOST_PATH_HEADER = 'x-other-host-path';

/**
 * Where the proxy hands a page asked for under another host name, with the request's headers
 * for it, or null to answer it as usual. Only the name counts, as at the edge: the site runs
 * behind the edge on ports of its own (instances on loopback, the tests' spare sites), and the
 * edge sends SITE_URL's name. Only GET and HEAD: a form posted under another name is refused
 * as before, never sent on.
 */
export function otherHostRewrite(request: Request, siteUrl: string): { route: URL; headers: Headers } | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const host = request.headers.get('host');
  if (!host || hostname(host) === new URL(siteUrl).hostname) return null;
  const { pathname, search } = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set(OTHER_HOST_PATH_HEADER, `${pathname}${search}`);
  return { route: new URL(OTHER_HOST_ROUTE, request.url), headers };
}

/** The route's answer: a 308 to the path and query the proxy named on SITE_URL's origin, whatever it holds. */
export function otherHostAnswer(request: Request, siteUrl: string): Response {
  const asked = request.headers.get(OTHER_HOST_PATH_HEADER) ?? '/';
  return new Response(null, { status: 308, headers: { Location: siteAddress(asked, siteUrl).href } });
}

/** A path and query on SITE_URL's origin, set apart rather than resolved: `//other.example/` stays a path. */
export function siteAddress(pathAndQuery: string, siteUrl: string): URL {
  // Any origin: only the path and query are read from it.
  const { pathname, search } = new URL(pathAndQuery, 'http://site.invalid');
  const site = new URL(siteUrl);
  site.pathname = pathname;
  site.search = search;
  return site;
}

/** The name in a Host header, as a URL writes it (lower case, IPv6 in brackets); none for one no URL can have. */
function hostname(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}
