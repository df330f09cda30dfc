/**
 * Pages whose address carries a secret: a sample order's one-time token
 * (`/samples/confirm?token=`), a password reset code (`/reset-password?code=`) and a shared
 * project's token (`/shared/{token}`). Such an address must not leave the browser: these
 * pages send no Referer at all (next.config.ts and the edge, deploy/nginx), and the Google
 * tag is given every page's address without secrets (components/consent/Analytics.tsx).
 */
const PAGES = ['/samples/confirm', '/reset-password', '/shared/:token*'];

/** next.config.ts `headers()` sources of those pages, in both languages (their slugs are the same). */
export const SECRET_ADDRESS_SOURCES = PAGES.flatMap((page) => [page, `/en${page}`]);

/** No Referer from those pages: not the address, not even the origin. */
export const SECRET_ADDRESS_REFERRER_POLICY = 'no-referrer';

/** Query parameters that carry a secret wherever they appear. */
const SECRET_PARAMETERS = ['token', 'code', 'access_token', 'id_token', 'refresh_token', 'secret'];
const SHARED_TOKEN = /^((?:\/en)?\/shared\/)[^/]+/;

/** What stands in for a secret in an address given to a third party. */
export const REDACTED = 'redacted';

/**
 * An address with its secrets replaced by REDACTED (the page stays recognisable), without the
 * fragment; anything that is not an absolute address is given as it is, emptied of a query.
 */
export function withoutSecrets(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href.split(/[?#]/)[0]!;
  }
  for (const name of SECRET_PARAMETERS) if (url.searchParams.has(name)) url.searchParams.set(name, REDACTED);
  url.pathname = url.pathname.replace(SHARED_TOKEN, `$1${REDACTED}`);
  url.hash = '';
  return url.toString();
}
