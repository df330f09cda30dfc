import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { CmsEditor } from '../support/cms-editor.mjs';

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
  // A kept-alive connection the cms closed just as it was reused (after a pause such as a
  // seed run): a read is safely sent again. Every idle connection of the pool may have been
  // closed, and each is dropped as it fails, so a few tries reach a new one.
  const send = (tries: number): Promise<Response> =>
    fetch(url, { ...rest, headers }).catch((error: unknown) => {
      if (tries <= 1 || (rest.method ?? 'GET') !== 'GET' || (error as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw error;
      return send(tries - 1);
    });
  const response = await send(5);
  const body: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    headers: response.headers,
    body: body as { data?: unknown; meta?: { pagination?: { total: number; pageCount?: number }; facets?: Record<string, unknown> }; error?: StrapiError },
  };
}

/** A read with the site's own token: the public role reads nothing of the content API. */
export const siteRead = (path: string) => cms(path, { token: inject('cmsToken') });

/**
 * The headers with which the site's server names the visitor it acts for: the address, and
 * the shared secret without which the cms ignores it (cms/src/lib/forwarded-for.js).
 */
export function forVisitor(address: string) {
  return { 'X-Forwarded-For': address, 'X-Visitor-Forward-Secret': inject('cmsEnv').VISITOR_FORWARD_SECRET! };
}

const handedOut = new Set<string>();

/**
 * A visitor of its own, so no other test shares its limits: an address in IPv6's
 * documentation range whose /64, the unit the cms counts a visitor by (src/lib/flood-control.js's
 * senderKey), is 32 random bits, and never one this file was given before. (Drawn from
 * 198.18.x.y, 64,516 addresses, an order could land on the address a test had just filled
 * to the per-visitor limit, CONTACT_RATE_LIMIT=3 in 10 minutes: a 429 where 201 was expected.)
 */
export function newVisitor(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  const address = `2001:db8:${a}:${b}::1`;
  if (handedOut.has(address)) return newVisitor();
  handedOut.add(address);
  return address;
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

/** The suite's administrator in the admin API, on the token its global setup signed in for. */
export const adminEditor = () => new CmsEditor(inject('cmsUrl')).signIn(inject('cmsAdminToken'));
