import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import sv from '@/messages/sv.json';

const MESSAGES = { sv, en } as const;

export type ApiErrorCode = keyof (typeof en)['ApiErrors'];

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * Synchronous on purpose: the proxy answers with these too, and it runs before next-intl's
 * request config exists.
 */
export function apiMessage(locale: Locale, code: ApiErrorCode): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'ApiErrors' })(code);
}

/**
 * A refusal as route handlers answer it: `error` is the code the site's own pages act on,
 * `message` says the same in the caller's language for anyone else.
 */
export function apiError(locale: Locale, status: number, code: ApiErrorCode, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error: code, message: apiMessage(locale, code), ...extra }, { status, headers: NO_STORE });
}
