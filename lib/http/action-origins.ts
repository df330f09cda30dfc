/**
 * Which pages may call the site's server actions: the public SITE_URL's origin, and nothing
 * else. Next.js also lets through an Origin that matches the request's own host (the first
 * X-Forwarded-Host, else Host); the proxy does not, because a Host is only what the request
 * says: an absolute request line ("POST http://localhost/login" with "Host: evil.example")
 * once carried a visitor-chosen host past the edge, and the action check then accepted that
 * host's Origin. This is the proxy's list: scheme, host and port.
 */
export function siteOrigins(siteUrl: string | undefined): string[] {
  if (!siteUrl) return [];
  try {
    return [new URL(siteUrl).origin];
  } catch {
    return [];
  }
}

/** The same for Next.js's own check (`allowedOrigins` in next.config.ts), which takes hosts. */
export const actionOrigins = (siteUrl: string | undefined): string[] => siteOrigins(siteUrl).map((origin) => new URL(origin).host);

/**
 * Whether an action call (or a form posted to a page) may go on to Next.js. Without an Origin
 * it may, as Next.js lets it: every browser sends one with a POST, so such a call comes from
 * no visitor's page. An Origin of "null" (a sandboxed frame, a data: page), one that is not an
 * address, or one that is not exactly one of `allowed` (origins: scheme, host and port; so
 * http:// is not https://) may not, whatever Host the request names.
 */
export function isAllowedActionOrigin(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  let parsed: string;
  try {
    parsed = new URL(origin).origin;
  } catch {
    return false;
  }
  return parsed !== 'null' && allowed.includes(parsed);
}
