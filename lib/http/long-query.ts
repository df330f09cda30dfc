import { NextRequest } from 'next/server';
import { QUERY_LIMITS } from './query';

/**
 * How long a query the proxy passes on to a page may be, form-encoded. The locale rewrite
 * repeats the whole address, form-encoded, in a response header (twice for the router's own
 * requests), where a comma becomes three characters: 10,000 commas made 30 kB of headers and
 * the edge refused the site's answer with a 502 (its buffer is 32 kB). No page reads more.
 */
export const QUERY_CHARACTERS = 8_000;

/**
 * The request with its query cut to what a page may read: the first parameterLimit
 * parameters (lib/http/query.ts), and of those the ones that fit, form-encoded, in
 * QUERY_CHARACTERS; whatever does not fit is dropped, as beyond the parser's limits.
 * Next.js's own handling of a query slows down with the square of its length: 10,000
 * parameters cost it seconds, 1,000 a few milliseconds. The proxy's rewrite carries the
 * shorter query on to the page.
 */
export function shortenQuery(request: NextRequest): NextRequest {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  const search = request.nextUrl.search.slice(1);
  const parts = search.split('&', QUERY_LIMITS.parameterLimit + 1);
  // Form-encoding at most triples a character of the address: a short query passes as it is.
  if (parts.length <= QUERY_LIMITS.parameterLimit && search.length * 3 <= QUERY_CHARACTERS) return request;
  const url = request.nextUrl.clone();
  url.search = fitting(parts.slice(0, QUERY_LIMITS.parameterLimit));
  return new NextRequest(url, { headers: request.headers, method: request.method });
}

/** The parameters, form-encoded, in their order, leaving out each one that would not fit. */
function fitting(parts: string[]): string {
  const kept: string[] = [];
  let length = 0;
  for (const part of parts) {
    const encoded = new URLSearchParams(part).toString();
    const longer = length + (kept.length > 0 ? 1 : 0) + encoded.length;
    if (!encoded || longer > QUERY_CHARACTERS) continue;
    kept.push(encoded);
    length = longer;
  }
  return kept.join('&');
}
