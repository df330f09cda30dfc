import * as z from 'zod/mini';
import { HttpError } from '@/lib/http/request';

/**
 * Why a change did not happen, in codes every signed-in area's `errors` messages know
 * (Materials, Projects and Measurements each word them for their page).
 */
export const REFUSAL_CODES = ['invalid', 'notFound', 'tooMany', 'failed', 'unauthorized', 'network'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  code: RefusalCode;
  /** The fields at fault and their message keys, as the route handler named them. */
  fieldErrors?: Record<string, string>;
}

const answer = z.object({
  error: z.string(),
  fieldErrors: z.nullish(z.record(z.string(), z.string())),
});

const byStatus: Partial<Record<number, RefusalCode>> = { 400: 'invalid', 401: 'unauthorized', 404: 'notFound', 429: 'tooMany' };

/** Turns whatever a request threw into a refusal; anything unexpected is a plain failure. */
export function refusalOf(error: unknown): Refusal {
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return { code: 'network' };
  if (!(error instanceof HttpError)) return { code: 'failed' };
  const parsed = answer.safeParse(error.data);
  const named = parsed.success ? parsed.data.error : undefined;
  const code = REFUSAL_CODES.find((c) => c === named) ?? byStatus[error.status] ?? 'failed';
  const fieldErrors = parsed.data?.fieldErrors;
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? { code, fieldErrors } : { code };
}

/**
 * A form's field errors from a refusal or its own check: only the form's fields, each with
 * a message key the form knows ('invalid' for any other).
 */
export function fieldErrorsOf<F extends string, K extends string>(
  raw: Record<string, unknown> | null | undefined,
  fields: readonly F[],
  known: readonly K[],
): Partial<Record<F, K | 'invalid'>> {
  const errors: Partial<Record<F, K | 'invalid'>> = {};
  for (const field of fields) {
    const key = raw?.[field];
    if (typeof key === 'string') errors[field] = known.find((k) => k === key) ?? 'invalid';
  }
  return errors;
}
