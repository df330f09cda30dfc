import 'server-only';
import { headers } from 'next/headers';

/**
 * The visitor's address, to be forwarded to the cms for its per-visitor limits. The
 * rightmost X-Forwarded-For entry is the one added by the nearest hop: the load balancer
 * in production, or Next.js itself (from the socket) when the site is reached directly.
 */
export async function visitorAddress(): Promise<string | undefined> {
  const forwarded = (await headers()).get('x-forwarded-for');
  const hops = forwarded?.split(',').map((hop) => hop.trim()).filter(Boolean) ?? [];
  return hops.at(-1);
}
