import { DEFAULT_LOCALE, LOCALES } from '@ytbanken/domain/i18n/locales';
import { defineRouting } from 'next-intl/routing';

export const LOCALE_COOKIE = 'i18n_redirected';

export const routing = defineRouting({
  // The cms keeps its content in the same languages.
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // Swedish lives at the root, English under /en.
  localePrefix: 'as-needed',
  // Detection order: the route, then this cookie, then the browser's Accept-Language.
  // Not httpOnly: next-intl's links update it in the browser. Secure in production.
  localeCookie: { name: LOCALE_COOKIE, maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', secure: process.env.NODE_ENV === 'production' },
  localeDetection: true,
  // The pages' own <link rel="alternate"> know each language's slug; next-intl's Link
  // header would repeat the Swedish slug under /en.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];
