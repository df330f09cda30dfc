import { inject } from 'vitest';

export interface StrapiError {
  status?: number;
  name: string;
  message?: string;
  details?: Record<string, unknown>;
}

/** A plain HTTP call to the test cms, as a browser or the site's server would make it. */
export async function cms(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (rest.body) headers.set('Content-Type', 'application/json');
  const url = `${inject('cmsUrl')}/api${path}`;
  const response = await fetch(url, { ...rest, headers }).catch((error: unknown) => {
    // A kept-alive connection the cms closed just as it was reused (after a pause such as
    // a seed run): a read is safely sent again, once, on a new connection.
    if ((rest.method ?? 'GET') !== 'GET' || (error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, { ...rest, headers });
  });
  const body: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    headers: response.headers,
    body: body as { data?: unknown; meta?: { pagination?: { total: number } }; error?: StrapiError },
  };
}

/**
 * The headers with which the site's server names the visitor it acts for: the address, and
 * the shared secret without which the cms ignores it (cms/src/visitor-address.js).
 */
export function forVisitor(address: string) {
  return { 'X-Forwarded-For': address, 'X-Visitor-Forward-Secret': inject('cmsEnv').VISITOR_FORWARD_SECRET! };
}

/** A visitor of its own (a documentation-range address), so no other test shares its limits. */
export function newVisitor() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.18.${byte()}.${byte()}`;
}

/** Files a contact message the way the site's server does: its token, the visitor's address. */
export function postContactMessage(data: Record<string, unknown>, visitorAddress: string) {
  return cms('/contact-messages', {
    method: 'POST',
    token: inject('cmsToken'),
    headers: forVisitor(visitorAddress),
    body: JSON.stringify({ data }),
  });
}
