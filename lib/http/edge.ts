/**
 * What the site tells the edge (deploy/nginx/). Behind the edge the site renders a
 * per-deployment secret, EDGE_NONCE_PLACEHOLDER, as every page's CSP nonce; the edge
 * replaces it with a fresh random value in each response's body and policy, so a page can
 * be kept for a second and still carry a nonce nobody saw before. The edge keeps only what
 * the site marks here; everything else passes through it fresh.
 */

/** The header that opts a response into the edge's micro-cache; the edge strips it. */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';

/**
 * What an opted-in page says instead of Next.js's `private, no-store`, which the edge honours:
 * anyone may keep it for a second. The edge tells browsers `private, no-store` (every copy
 * carries its own nonce); Next.js keeps a Cache-Control the proxy set.
 */
export const EDGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

/** Opts a response in: both headers, or neither. */
export function optIntoEdgeCache(response: { headers: Headers }): void {
  response.headers.set(EDGE_CACHE_HEADER, 'public');
  response.headers.set('Cache-Control', EDGE_CACHE_CONTROL);
}

/** Cookies that make a page personal: a session, or an editor's draft preview. */
const PERSONAL_COOKIES = ['ytb_access', 'ytb_refresh', '__prerender_bypass'];

/**
 * Pages never kept, whoever asks: the signed-in areas, the account forms, search
 * (results are visitors' own words, and each new term would be one more cached page) and
 * shared projects (a revoked link must stop working at once, and each token is a new page).
 * Unprefixed and under /en: these slugs are the same in both languages.
 */
const PRIVATE_PAGES =
  /^(?:\/en)?\/(?:account|login|register|forgot-password|reset-password|my-materials|my-projects|producer-desk|measurements|search|bad-address|shared|samples\/confirm)(?:\/|$)/;

/**
 * Requests made by Next.js's client router (RSC payloads, prefetches, actions, intercepted
 * routes) and its middleware prefetch (answered with an empty `{}`): never opted in. A second
 * guard only: Next.js removes the flight headers (rsc, next-router-*) and `_rsc` from the
 * request before the proxy sees it (next/dist/server/web/adapter.js), so for those the edge's
 * own rules decide (deploy/nginx/ytbanken.conf.template, decision 008): it never keeps what is
 * not a full HTML page, and sends a request that may be kept none of these headers.
 */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'next-hmr-refresh',
  'x-middleware-prefetch',
];

export interface EdgeRequest {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  headers: Headers;
  cookieNames: string[];
}

/** Whether the edge may keep the answer to this request for a moment and give it to anyone. */
export function isEdgeCacheable(request: EdgeRequest, response: { headers: Headers }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.cookieNames.some((name) => PERSONAL_COOKIES.includes(name))) return false;
  if (ROUTER_HEADERS.some((name) => request.headers.has(name)) || request.searchParams.has('_rsc')) return false;
  if (PRIVATE_PAGES.test(request.pathname)) return false;
  // A renewed session, the locale cookie: an answer that sets a cookie belongs to one visitor.
  return !response.headers.has('set-cookie');
}

/** Removes the placeholder from text that came from outside (cms content, a visitor's input). */
export function withoutPlaceholder(text: string, placeholder: string | undefined): string {
  if (!placeholder) return text;
  // The edge matches without regard to case; the placeholder is letters and digits only.
  // Until nothing matches: one copy nested in another ("ab" + P + "cd" around P's middle)
  // reassembles once the inner one is taken out. Each pass shortens the text, so this ends.
  const pattern = new RegExp(placeholder, 'gi');
  let clean = text;
  while (pattern.test(clean)) clean = clean.replace(pattern, '');
  return clean;
}

/** Whether a visitor's address or body carries the placeholder: it has no business there. */
export function carriesPlaceholder(text: string, placeholder: string | undefined): boolean {
  if (!placeholder) return false;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    // broken encoding: the raw text is all there is to look at
  }
  return [text, decoded].some((t) => t.toLowerCase().includes(placeholder));
}
