import { parse } from 'zod/mini';
import type * as core from 'zod/v4/core';

/** Statuses worth one more try: timeouts, conflicts, rate limits and passing server faults. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions<S extends core.$ZodType | undefined> {
  method?: HttpMethod;
  body?: unknown;
  schema?: S;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * The browser's helper for the site's own route handlers. A GET is retried once on a
 * status in RETRY_STATUSES; writes are never retried, so a slow POST is never sent twice.
 */
export async function request<S extends core.$ZodType | undefined = undefined>(
  url: string,
  { method = 'GET', body, schema, signal, fetch: fetchImpl = fetch }: RequestOptions<S> = {},
): Promise<S extends core.$ZodType ? core.output<S> : unknown> {
  const attempts = method === 'GET' ? 2 : 1;
  let response: Response | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    response = await fetchImpl(url, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok || !RETRY_STATUSES.has(response.status)) break;
  }
  const final = response as Response;
  const data: unknown = final.status === 204 ? null : await final.json().catch(() => null);
  if (!final.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' ? data.message : `${method} ${url} failed with ${final.status}`;
    throw new HttpError(final.status, message, data);
  }
  return (schema ? parse(schema, data) : data) as S extends core.$ZodType ? core.output<S> : unknown;
}
