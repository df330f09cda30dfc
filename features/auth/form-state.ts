// The auth actions' form states, kept apart from ./actions.ts (a 'use server' file,
// which may export only actions) so that the form's tests answer with these very states.
import type { createTranslator, Messages } from 'next-intl';
import type { z } from 'zod';
import { validateForm, type FormState } from '@/lib/forms/validate';
import { AUTH_ERROR_FIELD, authErrorKey, retryAfterSeconds } from '@/lib/auth/errors';
import { SECRET_FIELDS } from './schemas';

export type AuthFormState = FormState & { code?: string };

/** The Auth namespace's translator: getTranslations' in the actions, createTranslator's in tests. */
export type AuthTranslator = ReturnType<typeof createTranslator<Messages, 'Auth'>>;

/** Validates a form; on failure, the state to show (translated errors, input kept, no secrets). */
export function checkAuthForm<S extends z.ZodObject>(schema: S, formData: FormData, t: AuthTranslator) {
  const result = validateForm(schema, formData, (key) => t(`errors.${key}` as 'errors.failed'), { secret: SECRET_FIELDS });
  if (result.success) return { data: result.data };
  const state: AuthFormState = { status: 'error', fieldErrors: result.fieldErrors, values: result.values };
  return { state };
}

/** The state for a refusal by the cms, in the page's language, with the input kept. */
export function refusedState(error: unknown, t: AuthTranslator, formData: FormData): AuthFormState {
  const code = authErrorKey(error);
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === 'string' && !SECRET_FIELDS.includes(key) && !key.startsWith('$')) values[key] = value;
  if (code === 'signInPaused') return { status: 'error', message: t('errors.signInPaused', { seconds: retryAfterSeconds(error) }), code, values };
  const field = AUTH_ERROR_FIELD[code];
  if (field) return { status: 'error', fieldErrors: { [field]: t(`errors.${code}`) }, code, values };
  return { status: 'error', message: t(`errors.${code}`), code, values };
}
