import { z } from 'zod';

/**
 * What marks the site's cms errors. Next.js bundles pages, route handlers and the proxy
 * apart, each with its own copy of this class, and one error can cross them: the search slots
 * are one per process (slow.ts), so a page is handed a busy error made by the route handler's
 * copy. `instanceof` answers false there; a registered symbol is the same in every bundle.
 */
const STRAPI_ERROR = Symbol.for('ytbanken.strapi-error');

/** An error answered by (or on the way to) the cms, in Strapi's own error shape. */
export class StrapiError extends Error {
  readonly [STRAPI_ERROR] = true;
  override name: string;
  readonly status: number;
  readonly details: unknown;

  constructor({ status, name, message, details }: { status: number; name: string; message: string; details?: unknown }) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details ?? {};
  }
}

/** Whether an error is a StrapiError, from whichever bundle; never `instanceof` (see STRAPI_ERROR). */
export function isStrapiError(error: unknown): error is StrapiError {
  return typeof error === 'object' && error !== null && (error as { [STRAPI_ERROR]?: unknown })[STRAPI_ERROR] === true;
}

/** "Busy, try again": the cms is up, but this kind of question cannot be answered now (slow.ts). */
export const CMS_BUSY = 'CmsBusyError';

export function isCmsBusy(error: unknown): error is StrapiError {
  return isStrapiError(error) && error.name === CMS_BUSY;
}

const strapiErrorBody = z.object({
  error: z.object({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});

/**
 * Builds the error for a failed answer. Strapi's `{ error: {...} }` is kept as it is;
 * anything else (no body, HTML from a proxy, a network failure) becomes the
 * UnknownError fallback with status 500.
 */
export function toStrapiError(body: unknown, fallbackMessage: string, cause?: unknown): StrapiError {
  const parsed = strapiErrorBody.safeParse(body);
  if (parsed.success) return new StrapiError(parsed.data.error);
  return new StrapiError({
    status: 500,
    name: 'UnknownError',
    message: fallbackMessage,
    details: cause instanceof Error ? { cause: cause.message } : {},
  });
}

/**
 * Why the cms refused, in the refusal codes the site's answers and messages use, with the
 * status the site answers each with. The one mapping from cms errors to those codes: route
 * handlers, server actions and the auth helpers all ask it. Anything that is not a refusal
 * of the request (a failure, an outage, a bug) is `failed`.
 */
export const CMS_REFUSALS = { invalid: 400, unauthorized: 401, notFound: 404, tooMany: 429, busy: 503, failed: 502 } as const;
export type CmsRefusal = keyof typeof CMS_REFUSALS;

export function cmsRefusal(error: unknown): CmsRefusal {
  if (!isStrapiError(error)) return 'failed';
  // Slow is not down (slow.ts): a search the cms could not take now; try again.
  if (error.name === CMS_BUSY) return 'busy';
  switch (error.status) {
    case 400:
      return 'invalid';
    case 401:
    case 403:
      return 'unauthorized';
    case 404:
      return 'notFound';
    case 429:
      return 'tooMany';
    default:
      return 'failed';
  }
}

type ErrorHook = (error: StrapiError, request: { method: string; path: string }) => void;

const defaultHook: ErrorHook = (error, request) => {
  console.error(`cms ${request.method} ${request.path} failed: ${error.status} ${error.name}: ${error.message}`);
};

let hook: ErrorHook = defaultHook;

/** The one place every backend error is announced before it is rethrown. */
export function setBackendErrorHook(next: ErrorHook | null) {
  hook = next ?? defaultHook;
}

export function announceBackendError(error: StrapiError, request: { method: string; path: string }) {
  hook(error, request);
}
