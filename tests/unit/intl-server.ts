import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { messagesOf } from './render';

/** The language of the request a server component under test renders for; tests set it. */
export const request: { locale: Locale } = { locale: 'sv' };

type Asked = keyof Messages | { locale?: Locale; namespace: keyof Messages };

/**
 * next-intl/server for server components rendered in a test: the language's own messages,
 * for the test's request or the locale asked for.
 * `vi.mock('next-intl/server', () => import('@/tests/unit/intl-server'))`.
 */
export async function getTranslations(asked: Asked) {
  const { locale = request.locale, namespace } = typeof asked === 'string' ? { namespace: asked } : asked;
  return createTranslator({ locale, messages: messagesOf(locale), namespace });
}

export async function getMessages({ locale = request.locale }: { locale?: Locale } = {}) {
  return messagesOf(locale);
}
