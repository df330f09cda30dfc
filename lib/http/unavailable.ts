import { ServerResponse } from 'node:http';
import { outage } from '@/lib/strapi/outage';

const RETRY_AFTER_SECONDS = String(Math.ceil(outage.durationMs / 1000));

/**
 * While the cms cannot be reached (it failed lately and has not answered since), a page that could not be rendered from the cache
 * answers 503 Service Unavailable (with Retry-After) instead of 500: the error page is the
 * same, but crawlers and monitors learn that it is passing. Next.js has no API for a page's
 * status other than 404/401/403, so the status line is amended as it is written: a runtime patch
 * of Node's ServerResponse. Why no extension point of Next's can do it, what breaks it and how to
 * remove it: docs/decisions/012-outage-pages-answer-503.md.
 */
export function answerOutagesWith503() {
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (statusCode === 500 && outage.recent()) {
      this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      // A reason phrase given for the 500 would be wrong for the 503: Node picks the right one.
      const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...headers);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof writeHead;
}
