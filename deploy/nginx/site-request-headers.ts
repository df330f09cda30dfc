/**
 * Every request header the site's answer to a GET of a public page can depend on (Next.js
 * 16.4, next-intl 4.14 and the site's own proxy.ts and pages), and what the edge does about it
 * (decision 008 explains each). The edge's tests (deploy/nginx/edge.test.ts) and the browser
 * tests through it (tests/e2e/edge-doors.spec.ts) try every one of them.
 *
 * - `key`: sent to the site and part of the cache key (the host; at `/` the locale inputs);
 * - `fresh`: the site needs it from browsers, so a request carrying it goes to the site with
 *   every header it brought, and its answer is neither taken from the cache nor kept;
 * - `dropped`: never sent to the site on a request whose answer may be kept (the edge sends
 *   such requests only the `key` headers and its own), so no kept answer can depend on it.
 */
export interface SiteRequestHeader {
  name: string;
  /** A value that changes the site's answer (or tries to). */
  value: string;
  edge: 'key' | 'fresh' | 'dropped';
  /** What the site does with it. */
  effect: string;
}

const BOT = 'Mozilla/5.0 (compatible; Twitterbot/1.0)';

export const SITE_REQUEST_HEADERS: readonly SiteRequestHeader[] = [
  { name: 'host', value: 'localhost', edge: 'key', effect: 'the address pages are built on: the edge sends the host it chose the server by' },
  {
    name: 'accept-language',
    value: 'en-GB,en;q=0.9',
    edge: 'key',
    effect: 'at / only: which language the home page redirects to (keyed at /, dropped elsewhere)',
  },
  {
    name: 'cookie',
    value: 'i18n_redirected=en',
    edge: 'key',
    effect: 'at / only, the locale cookie: as above; a doubtful one (twice, another spelling) goes fresh',
  },
  {
    name: 'user-agent',
    value: BOT,
    edge: 'key',
    effect: 'HTML-limited bots get the metadata in <head> instead of streamed: the class (bot or not) is keyed and is all the site is told',
  },

  // Next.js's client router and actions: answered with an RSC payload or an action result.
  { name: 'rsc', value: '1', edge: 'fresh', effect: 'an RSC payload instead of HTML' },
  { name: 'next-router-prefetch', value: '1', edge: 'fresh', effect: 'a prefetch payload' },
  { name: 'next-router-state-tree', value: '%5B%22%22%2C%7B%7D%5D', edge: 'fresh', effect: 'the payload for the router’s current tree' },
  { name: 'next-router-segment-prefetch', value: '/_tree', edge: 'fresh', effect: 'one segment’s prefetch payload' },
  { name: 'next-action', value: '7f00000000000000000000000000000000000000aa', edge: 'fresh', effect: 'a server action call' },
  { name: 'next-url', value: '/en/products', edge: 'fresh', effect: 'the page the router comes from (intercepted routes; the site has none)' },
  { name: 'next-hmr-refresh', value: '1', edge: 'fresh', effect: 'development only: a refresh payload' },
  { name: 'cookie', value: 'ytb_access=x', edge: 'fresh', effect: 'a session: the signed-in header and pages' },
  { name: 'cookie', value: 'ytb_refresh=x', edge: 'fresh', effect: 'a session the proxy renews, setting cookies' },
  { name: 'cookie', value: '__prerender_bypass=x', edge: 'fresh', effect: 'an editor’s draft preview' },

  // Read by Next.js or the site, but never on a request whose answer may be kept.
  { name: 'x-middleware-prefetch', value: '1', edge: 'dropped', effect: 'an empty {} instead of the page (the audit’s finding)' },

  { name: 'sec-fetch-dest', value: 'image', edge: 'dropped', effect: 'a 404 as plain text "Not Found" instead of the page' },
  { name: 'x-prerender-revalidate', value: 'x', edge: 'dropped', effect: 'on-demand revalidation, with the preview id' },
  { name: 'x-prerender-revalidate-if-generated', value: '1', edge: 'dropped', effect: 'as above' },
  { name: 'x-next-revalidated-tags', value: 'products', edge: 'dropped', effect: 'tag bookkeeping, with its token' },
  { name: 'x-next-intl-locale', value: 'en', edge: 'dropped', effect: 'next-intl’s locale for the request (it sets its own on every page path)' },
  {
    name: 'x-middleware-subrequest',
    value: 'proxy:proxy:proxy:proxy:proxy',
    edge: 'dropped',
    effect: 'skipped the proxy in older Next.js (CVE-2025-29927); 16.4 ignores it',
  },
  { name: 'x-nextjs-data', value: '1', edge: 'dropped', effect: 'a pages-router data request (Next.js also filters it)' },
  { name: 'x-now-route-matches', value: 'locale=en', edge: 'dropped', effect: 'minimal mode only: route parameters (Next.js also filters it)' },
  { name: 'x-matched-path', value: '/[locale]/products', edge: 'dropped', effect: 'minimal mode only: the matched route (Next.js also filters it)' },
  { name: 'if-none-match', value: '"x"', edge: 'dropped', effect: 'a 304 against an ETag (not for streamed pages)' },
  { name: 'if-modified-since', value: 'Wed, 01 Jan 2025 00:00:00 GMT', edge: 'dropped', effect: 'a 304 against a date' },
  { name: 'range', value: 'bytes=0-1', edge: 'dropped', effect: 'a 206 for files' },
  { name: 'purpose', value: 'prefetch', edge: 'dropped', effect: 'a prefetch: changes how a stale static entry is served' },
  { name: 'sec-purpose', value: 'prefetch', edge: 'dropped', effect: 'as above' },
  { name: 'x-forwarded-host', value: 'evil.example', edge: 'dropped', effect: 'the host absolute addresses are built on (the edge sets its own)' },
  { name: 'x-forwarded-proto', value: 'https', edge: 'dropped', effect: 'the scheme, and HSTS (the edge sets its own)' },
  { name: 'x-forwarded-port', value: '444', edge: 'dropped', effect: 'the port of absolute addresses' },
  { name: 'x-forwarded-for', value: '203.0.113.9', edge: 'dropped', effect: 'the visitor’s address (the edge sets its own)' },
  { name: 'forwarded', value: 'host=evil.example;proto=https', edge: 'dropped', effect: 'the standard form of the above' },
  { name: 'cookie', value: 'NEXT_LOCALE=en', edge: 'dropped', effect: 'next-intl’s default cookie name' },
  { name: 'cookie', value: 'cc_cookie=%7B%22categories%22%3A%5B%22necessary%22%5D%7D', edge: 'dropped', effect: 'the consent cookie' },
  { name: 'cookie', value: '__next_preview_data=x', edge: 'dropped', effect: 'the pages router’s preview' },
  { name: 'accept', value: 'text/x-component', edge: 'dropped', effect: 'the kind of answer asked for' },
  {
    name: 'content-security-policy',
    value: "script-src 'nonce-evil'",
    edge: 'dropped',
    effect: 'the proxy sets the request’s own; Next.js reads the nonce from it',
  },
  { name: 'x-nonce', value: 'evil', edge: 'dropped', effect: 'as above' },
];
