/**
 * Picks the visitor's address out of X-Forwarded-For. Each proxy appends the address it
 * received the request from, so with `hops` trusted proxies in front of the site the
 * visitor is the hops-th entry from the right; everything left of it is what the client
 * claimed and is ignored. Next.js fills the header from the socket only when it is
 * missing, so without a proxy (hops = 0) no entry can be trusted: no address.
 */
export function addressFromForwarded(header: string | null, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : undefined;
}
