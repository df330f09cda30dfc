import { z } from 'zod';

/** An error answered by (or on the way to) the cms, in Strapi's own error shape. */
export class StrapiError extends Error {
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
