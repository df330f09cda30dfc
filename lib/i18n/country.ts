import type { Locale } from '@/i18n/routing';

// One formatter per language for the process: building Intl.DisplayNames loads locale data,
// a measurable part of a page's CPU when it happens on every render.
const formatters = new Map<Locale, Intl.DisplayNames>();

/** A country's name in the page's language from its two-letter code (SE → Sverige / Sweden). */
export function countryName(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  try {
    let names = formatters.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      formatters.set(locale, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
