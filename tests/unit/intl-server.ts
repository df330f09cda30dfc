import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { messagesOf } from './render';

/** The request's language, as a test sets it for next-intl/server's stand-in below. */
export const request: { locale: Locale } = { locale: 'sv' };

/**
 * next-intl/server's request-scoped APIs over the real messages, in `request.locale`:
 * `vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'))`.
 */
export async function getTranslations(options?: string | { locale?: Locale; namespace?: string }) {
  const { locale = request.locale, namespace } = typeof options === 'string' ? { namespace: options } : (options ?? {});
  return createTranslator({ locale, messages: messagesOf(locale), namespace: namespace as never });
}

export const getLocale = async () => request.locale;
export const getMessages = async ({ locale = request.locale }: { locale?: Locale } = {}): Promise<Messages> => messagesOf(locale);
