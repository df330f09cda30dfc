import 'server-only';
import { draftMode } from 'next/headers';
import type { z } from 'zod';
import { env } from '@/lib/env';
import { withoutPlaceholder } from '@/lib/http/edge';
import { StrapiError, announceBackendError, toStrapiError } from './errors';
import { cmsMemo, memoEnabled } from './memo';
import { outage } from './outage';
import { toQueryString } from './query';
import { cmsBusy, cmsLife, isTimeout, SEARCH_HARD_LIMIT_MS, type RequestKind } from './slow';
import { REVALIDATE_SECONDS, type Tag } from './tags';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How long a read that may be cached waits for the cms while it is known to be down: a
 * cached answer needs no network at all, and a cms that has just come back (cold, busy)
 * still gets a fair second to answer.
 */
const OUTAGE_PROBE_MS = 1_000;

export interface StrapiRequest<S extends z.ZodType> {
  path: string;
  schema: S;
  method?: Method;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A signed-in user's JWT; without it the site's own API token is sent. */
  token?: string | null;
  /**
   * Cache tags for GETs; a GET without tags is not cached. Next.js keeps every tagged answer
   * on disk until a webhook or its lifetime replaces it, never evicting one: reads whose
   * question a visitor chooses freely (a search, a user's set of records, a product list of
   * more filters than the common few) go without tags, and lookups by a visitor's id or slug
   * ask only about documents that exist.
   */
  tags?: Tag[];
  /**
   * How long a tagged answer may be kept without a webhook (seconds; REVALIDATE_SECONDS by
   * default). The webhook expires it sooner by its tags either way.
   */
  revalidate?: number;
  /**
   * The visitor's address, so Strapi's rate limits count visitors, not the site. Sent with
   * VISITOR_FORWARD_SECRET, without which the cms ignores it (cms/src/lib/forwarded-for.js).
   */
  forwardedFor?: string;
  /** Cookies of the cms's own session, relayed for the OAuth callback. */
  cookie?: string;
  /**
   * Whether a cached read's answer is also kept in this process (memo.ts): false for reads
   * keyed by visitor input (searches, a user's records), or a test of the answer. By default
   * every answer but a miss (null, an empty list), so unknown ids cannot fill the memory.
   */
  memo?: boolean | ((answer: z.infer<S>) => boolean);
  /**
   * 'null': a 404 answers null, unannounced (Strapi's findOne of an unknown id). Next.js's
   * data cache keeps only 200s, so an id a visitor made up leaves nothing behind in it.
   */
  notFound?: 'null';
  /**
   * 'null': a 403 answers null, unannounced: for a question whose refusal is an answer (is this
   * account let into the producers' desk?), not a failure to log.
   */
  forbidden?: 'null';
  /**
   * 'search': a question known to be slow. Callers take one of the search slots around it,
   * which tells the visitor "busy" after CMS_SEARCH_TIMEOUT_MS (slow.ts, decision 026); the
   * question itself may run to SEARCH_HARD_LIMIT_MS, and running out of time answers "busy"
   * too (CmsBusyError), never counting as the cms being down.
   */
  kind?: RequestKind;
}

/**
 * The only function in the site that talks to the cms. Sends the bearer token when
 * one exists, never retries (a failed mutation must not be sent twice, and a failed
 * read is answered by the error page), announces every failure through the error hook
 * and rethrows it, and parses every success with zod.
 */
export function strapiFetch<S extends z.ZodType>(request: StrapiRequest<S> & ({ notFound: 'null' } | { forbidden: 'null' })): Promise<z.infer<S> | null>;
export function strapiFetch<S extends z.ZodType>(request: StrapiRequest<S>): Promise<z.infer<S>>;
export async function strapiFetch<S extends z.ZodType>(request: StrapiRequest<S>): Promise<z.infer<S> | null> {
  const { STRAPI_URL, STRAPI_API_TOKEN, STRAPI_TIMEOUT_MS, CMS_SEARCH_TIMEOUT_MS, VISITOR_FORWARD_SECRET } = env();
  // A search's visitor is told "busy" after CMS_SEARCH_TIMEOUT_MS by its slot (slow.ts); its
  // questions may run on, holding the slot, so the cms never works on more searches than that.
  const limitMs = request.kind === 'search' ? Math.max(SEARCH_HARD_LIMIT_MS, CMS_SEARCH_TIMEOUT_MS) : STRAPI_TIMEOUT_MS;
  const method = request.method ?? 'GET';
  // An editor previewing drafts reads them fresh; everyone else reads published, cached content.
  const draft = method === 'GET' && request.tags !== undefined && (await inDraftMode());
  const query = draft ? { ...request.query, status: 'draft' } : request.query;
  const path = `/api${request.path}${toQueryString(query)}`;
  const token = request.token === undefined ? STRAPI_API_TOKEN : request.token;

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.forwardedFor) {
    headers['X-Forwarded-For'] = request.forwardedFor;
    headers['X-Visitor-Forward-Secret'] = VISITOR_FORWARD_SECRET;
  }
  if (request.cookie) headers.Cookie = request.cookie;

  const cacheable = !draft && method === 'GET' && request.tags !== undefined && request.tags.length > 0;
  // Only reads with the site's own token: a user's reads stay out of the shared memory.
  const memoKey = cacheable && request.token === undefined && request.memo !== false && memoEnabled() ? `site-token GET ${path}` : undefined;
  if (memoKey !== undefined) {
    const kept = cmsMemo.get(memoKey, request.schema);
    if (kept) return kept.value;
  }
  const generation = cmsMemo.generation();
  // During an outage a cached answer is still served (Next.js answers it without the
  // network); anything else fails at once instead of waiting for the timeout again.
  const down = outage.active();
  if (down && !cacheable) {
    throw fail(toStrapiError(undefined, 'The cms is unreachable; it will be tried again in a moment'), method, path);
  }
  let response: Response;
  const startedAt = Date.now();
  try {
    response = await fetch(`${STRAPI_URL}${path}`, {
      method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(down ? Math.min(OUTAGE_PROBE_MS, limitMs) : limitMs),
      ...(cacheable ? { next: { tags: request.tags, revalidate: request.revalidate ?? REVALIDATE_SECONDS } } : { cache: 'no-store' }),
    });
  } catch (cause) {
    // Slow is not down (decision 026): a search that ran out of its time, or any request that
    // did while the cms kept answering others, fails alone and leaves every other page be.
    if (!down && isTimeout(cause) && (request.kind === 'search' || cmsLife.answeredSince(startedAt))) {
      const error =
        request.kind === 'search'
          ? cmsBusy(`The cms did not answer a search within ${limitMs} ms`)
          : new StrapiError({ status: 504, name: 'CmsSlowError', message: `The cms did not answer within ${limitMs} ms, though it answers other requests` });
      throw fail(error, method, path);
    }
    // A quick look during an outage that fails proves nothing new and does not stretch the
    // pause, so steady traffic cannot keep the site in it; one that outlived it starts a new one.
    if (!down || !outage.active()) outage.begin();
    throw fail(toStrapiError(undefined, `The cms did not answer (${describe(cause)})`, cause), method, path);
  }

  // Only an answer from the network shows that the cms is up now: a read no cache could
  // answer, or a cached read whose Date is recent (the data cache keeps the first fetch's Date).
  if (!cacheable) cmsLife.answered();
  else cmsLife.answeredOn(response.headers.get('date'));

  // A cached answer says nothing about the cms; during an outage only time ends it.
  if (!down) outage.end();
  const body = response.status === 204 ? null : await readJson(response);
  if (response.status === 404 && request.notFound === 'null') return null;
  if (response.status === 403 && request.forbidden === 'null') return null;
  if (!response.ok) {
    throw fail(toStrapiError(body, `The cms answered ${response.status} ${response.statusText}`), method, path);
  }

  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw fail(
      new StrapiError({
        status: 502,
        name: 'InvalidResponseError',
        message: `The cms answer to ${path} does not match the expected shape`,
        details: { issues: parsed.error.issues.slice(0, 5) },
      }),
      method,
      path,
    );
  }
  if (memoKey !== undefined && request.tags && worthKeeping(parsed.data, request.memo)) {
    cmsMemo.set(memoKey, request.schema, parsed.data, request.tags, generation);
  }
  return parsed.data;
}

function worthKeeping<T>(answer: T, memo: boolean | ((answer: T) => boolean) | undefined) {
  if (typeof memo === 'function') return memo(answer);
  return answer !== null && answer !== undefined && !(Array.isArray(answer) && answer.length === 0);
}

/** The answer's JSON, without the edge's nonce placeholder: cms content must never carry it into a page. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(withoutPlaceholder(await response.text(), env().EDGE_NONCE_PLACEHOLDER));
  } catch {
    return undefined;
  }
}

async function inDraftMode() {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    // Outside a request (build, scripts) there is no draft mode.
    return false;
  }
}

function fail(error: StrapiError, method: string, path: string) {
  announceBackendError(error, { method, path });
  return error;
}

function describe(cause: unknown) {
  if (cause instanceof Error && cause.name === 'TimeoutError') return 'timed out';
  if (cause instanceof Error && cause.cause instanceof Error) return cause.cause.message;
  return cause instanceof Error ? cause.message : 'network error';
}

/**
 * Confirms an e-mail address with the code from the confirmation mail. Strapi answers a
 * valid code with a redirect, an invalid one with an error; no redirect is followed.
 */
export async function confirmEmailCode(code: string): Promise<boolean> {
  const { STRAPI_URL, STRAPI_TIMEOUT_MS } = env();
  const path = `/api/auth/email-confirmation${toQueryString({ confirmation: code })}`;
  try {
    const response = await fetch(`${STRAPI_URL}${path}`, {
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(STRAPI_TIMEOUT_MS),
    });
    if (response.status >= 300 && response.status < 400) return true;
    const body: unknown = await response.json().catch(() => undefined);
    announceBackendError(toStrapiError(body, `Email confirmation answered ${response.status}`), { method: 'GET', path });
    return false;
  } catch (cause) {
    throw fail(toStrapiError(undefined, `The cms did not answer (${describe(cause)})`, cause), 'GET', path);
  }
}
