import { AsyncLocalStorage } from 'node:async_hooks';
import { Server, ServerResponse } from 'node:http';
import { outage } from '@/lib/strapi/outage';

const RETRY_AFTER_SECONDS = String(Math.ceil(outage.durationMs / 1000));

/**
 * What the page being rendered found out about the cms, per request. The server's request
 * event runs inside it (answerUnavailableWith503), so the page's work and the writing of the
 * head share it. On globalThis: the pages and instrumentation.ts are bundled apart.
 */
const requests = ((globalThis as { [key: symbol]: AsyncLocalStorage<{ busy: boolean }> })[Symbol.for('ytbanken.request-answer')] ??= new AsyncLocalStorage<{
  busy: boolean;
}>());

/**
 * Called by a page that shows "busy, try again" instead of its results (decision 026): its
 * answer goes out as 503 with Retry-After, the page itself unchanged. Outside a request
 * (a unit test, a build) it does nothing.
 */
export function answerBusy() {
  const request = requests.getStore();
  if (request) request.busy = true;
}

/**
 * Two answers that Next.js would send with another status go out as 503 Service Unavailable
 * (with Retry-After), the page unchanged, so crawlers and monitors learn that it is passing:
 * - while the cms cannot be reached (it failed lately and has not answered since), a page that
 *   could not be rendered from the cache: Next.js's 500;
 * - a page that told the visitor the cms is busy (answerBusy): Next.js's 200.
 * Next.js has no API for a page's status other than 404/401/403, so the status line is amended
 * as it is written: a runtime patch of Node's ServerResponse (and of the server's request event,
 * to know which request a head belongs to). Why no extension point of Next's can do it, what
 * breaks it and how to remove it: docs/decisions/012-outage-pages-answer-503.md.
 */
export function answerUnavailableWith503() {
  const emit = Server.prototype.emit as (this: Server, ...args: unknown[]) => boolean;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    return requests.run({ busy: false }, () => emit.call(this, event, ...args));
  } as typeof Server.prototype.emit;

  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if ((statusCode === 500 && outage.recent()) || (statusCode === 200 && requests.getStore()?.busy)) {
      this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      // A reason phrase given for the 500 would be wrong for the 503: Node picks the right one.
      const headers = typeof rest[0] === 'string' ? rest.slice(1) : rest;
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, 503, ...headers);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as typeof writeHead;
}
