import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';

/** What a form action answers: a status, a message, per-field errors and the values to keep. */
export interface FormState<F extends string = string> {
  status: 'idle' | 'success' | 'error';
  message?: string;
  fieldErrors?: Partial<Record<F, string>>;
  /** The visitor's input, echoed so nothing is lost on a validation error (never passwords). */
  values?: Partial<Record<F, string>>;
}

/**
 * A form before its first answer. Typed as itself, not as FormState, so every form state
 * (with its own fields or extras) takes it as its start without a cast.
 */
export const idle = { status: 'idle' } as const satisfies FormState;

/**
 * An action's form argument as FormData. Actions can be called with any arguments by
 * anyone who posts to a page; something else counts as an empty form, not a 500.
 */
export function asFormData(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}

/**
 * Validates FormData against a zod schema whose messages are message keys, and
 * translates the first error of each field with `t`. Fields named in `secret` are never
 * echoed back into the form state.
 */
export function validateForm<S extends core.$ZodObject>(
  schema: S,
  formData: unknown,
  t: (key: string) => string,
  { secret = [] }: { secret?: string[] } = {},
): { success: true; data: core.output<S> } | { success: false; fieldErrors: Record<string, string>; values: Record<string, string> } {
  const form = asFormData(formData);
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema._zod.def.shape)) {
    const value = form.get(key);
    if (typeof value === 'string') raw[key] = value;
    // A required field left out of the request (a hand-made post; a browser sends it empty) is
    // read as empty, so it is refused with its own message, not zod's untranslated one.
    else if (!safeParse(field, undefined).success) raw[key] = '';
  }
  const parsed = safeParse(schema, raw);
  if (parsed.success) return { success: true, data: parsed.data };

  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    fieldErrors[field] ??= t(issue.message);
  }
  const values = Object.fromEntries(Object.entries(raw).filter(([key]) => !secret.includes(key)));
  return { success: false, fieldErrors, values };
}
