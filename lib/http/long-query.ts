import { NextRequest } from 'next/server';
import { QUERY_LIMITS } from './query';

/**
 * The request with its query cut to the first parameterLimit parameters. Pages read no
 * more than that (lib/http/query.ts), and Next.js's own handling of a query slows down
 * with the square of its length: 10,000 parameters cost it seconds, 1,000 a few
 * milliseconds. The proxy's rewrite carries the shorter query on to the page.
 */
export function shortenQuery(request: NextRequest): NextRequest {
  if (request.method !== 'GET' && request.method !== 'HEAD') return request;
  const search = request.nextUrl.search.slice(1);
  const parts = search.split('&', QUERY_LIMITS.parameterLimit + 1);
  if (parts.length <= QUERY_LIMITS.parameterLimit) return request;
  const url = request.nextUrl.clone();
  url.search = parts.slice(0, QUERY_LIMITS.parameterLimit).join('&');
  return new NextRequest(url, { headers: request.headers, method: request.method });
}
