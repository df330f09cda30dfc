/**
 * Which pages may call the site's server actions, decided the way Next.js decides it, so
 * that the proxy can refuse the others with a 403 before Next.js answers them with a 500.
 *
 * Next.js compares an action's Origin with the host the request was sent to (the first
 * X-Forwarded-Host, else Host) and also lets through serverActions.allowedOrigins. Behind a
 * proxy that sends the site's internal address as Host, the site's own pages would be
 * refused: the public SITE_URL's host is therefore always allowed, here and (through
 * next.config.ts) in Next.js. Only exact hosts, not Next's wildcard patterns.
 */
export function actionOrigins(siteUrl: string | undefined): string[] {
  if (!siteUrl) return [];
  try {
    return [new URL(siteUrl).host];
  } catch {
    return [];
  }
}

/**
 * Whether an action call (or a form posted to a page) may go on to Next.js. Without an Origin
 * it may, as Next.js lets it: every browser sends one with a POST, so such a call comes from
 * no visitor's page. An Origin of "null" (a sandboxed frame, a data: page) or one that is
 * not an address may not.
 */
export function isAllowedActionOrigin(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const own = (headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host') || '').toLowerCase();
  return host === own || allowed.map((a) => a.toLowerCase()).includes(host);
}
