import 'server-only';
import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import type { Locale } from '@/i18n/routing';
import { accessToken } from '@/lib/auth/session';
import { apiError, type ApiErrorCode } from '@/lib/http/api-error';
import { BodyError, ignoreBody, readJson } from '@/lib/http/body';
import { parseQuery, type Query } from '@/lib/http/query';
import { requestLocale } from '@/lib/http/request-locale';
import { CMS_REFUSALS, cmsRefusal } from '@/lib/strapi';
import { isDocumentId } from '@/lib/strapi/ids';
import type { Answer, answers } from '@/lib/records/account';

/** One account's answer: kept by no cache. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * Published catalogue data, the same for everybody (the pickers' and suggestions' answers):
 * the browser may keep an answer for a minute, so typing back and forth asks again only for
 * new questions. Not shared caches: the edge keeps only whole pages, and Next's data cache
 * would keep every question ever asked.
 */
export const BRIEFLY = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300', Vary: 'Accept-Language, Cookie, Referer' };

/**
 * A public GET route handler over published data: the query and the caller's language in,
 * and a cms that could not answer turned into its status with a message in that language.
 */
export function publicRoute(handler: (query: Query, locale: Locale, request: Request) => Promise<Response>) {
  return async (request: Request) => {
    const locale = requestLocale(request);
    try {
      return await handler(parseQuery(new URL(request.url).search), locale, request);
    } catch (error) {
      const refusal = cmsRefusal(error);
      return apiError(locale, CMS_REFUSALS[refusal], refusal);
    }
  };
}

/** An answer of the signed-in areas' route handlers, in the shape the browser parses it with (lib/records/account.ts). */
export const json = <K extends keyof typeof answers>(_answer: K, body: Answer<K>, status = 200) => Response.json(body, { status, headers: NO_STORE });
export const noContent = () => new Response(null, { status: 204, headers: NO_STORE });

/** A refusal the browser can act on: a code its messages know, and the fields at fault. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
  }
}

/** Checks a JSON body against a schema; a bad one is a 400 naming the fields' message keys. */
export function body<S extends core.$ZodType>(payload: unknown, schema: S): core.output<S> {
  const parsed = safeParse(schema, payload);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
  throw new RouteError(400, 'invalid', fieldErrors);
}

type Context<P> = { token: string; locale: Locale; request: Request; params: P; payload: unknown };

/**
 * A route handler of the signed-in areas: it checks the session itself (the proxy does
 * not run for /api), passes the user's own token on, and turns every refusal into a
 * status, a code and a message in the caller's language. A body is read before anything
 * else, within BODY_LIMIT: an oversized or malformed one is refused whoever sends it.
 */
export function ownerRoute<P>(handler: (context: Context<P>) => Promise<Response>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    const locale = requestLocale(request);
    try {
      const payload = request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH' ? await readJson(request) : await ignoreBody(request);
      const token = await accessToken();
      if (!token) return apiError(locale, 401, 'unauthorized');
      return await handler({ token, locale, request, params: await context.params, payload });
    } catch (error) {
      if (error instanceof BodyError) return apiError(locale, error.status, error.code);
      if (error instanceof RouteError) return apiError(locale, error.status, error.code, { fieldErrors: error.fieldErrors });
      const refusal = cmsRefusal(error);
      return apiError(locale, CMS_REFUSALS[refusal], refusal);
    }
  };
}

export function assertId(id: string) {
  if (!isDocumentId(id)) throw new RouteError(404, 'notFound');
  return id;
}
