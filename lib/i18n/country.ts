import type { Locale } from '@/i18n/routing';

/** A country's name in the page's language from its two-letter code (SE → Sverige / Sweden). */
export function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
