import { z } from 'zod';
import { HttpError } from '@/lib/http/request';

/** Why a change did not happen, in codes the Projects.errors messages know. */
export const REFUSAL_CODES = ['invalid', 'notFound', 'tooMany', 'failed', 'unauthorized', 'network'] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export const PROJECT_FIELDS = ['name', 'description', 'location', 'status'] as const;
export type ProjectField = (typeof PROJECT_FIELDS)[number];

const FIELD_MESSAGES = ['nameRequired', 'nameTooLong', 'textTooLong', 'invalid'] as const;
export type FieldMessage = (typeof FIELD_MESSAGES)[number];

export interface Refusal {
  code: RefusalCode;
  fieldErrors?: Partial<Record<ProjectField, FieldMessage>>;
}

const answer = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).nullish(),
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
  const fieldErrors: Partial<Record<ProjectField, FieldMessage>> = {};
  for (const [field, message] of Object.entries(parsed.data?.fieldErrors ?? {})) {
    const known = PROJECT_FIELDS.find((f) => f === field);
    if (known) fieldErrors[known] = FIELD_MESSAGES.find((m) => m === message) ?? 'invalid';
  }
  return Object.keys(fieldErrors).length > 0 ? { code, fieldErrors } : { code };
}
