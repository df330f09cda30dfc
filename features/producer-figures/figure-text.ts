import type { Locale } from '@/i18n/routing';

/**
 * A count as the desk writes it: the number in the page's language, or the words for
 * "fewer than 5" where the cms sent null (it never sends the small numbers themselves).
 */
export function figureText(value: number | null, fewerThan: string, locale: Locale): string {
  return value === null ? fewerThan : new Intl.NumberFormat(locale === 'sv' ? 'sv-SE' : 'en-GB').format(value);
}
