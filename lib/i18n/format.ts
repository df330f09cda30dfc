import type { Locale } from '@/i18n/routing';

/**
 * Numbers and dates as the page's language writes them (a decimal comma in Swedish).
 * Runs in the browser, so dates are in the visitor's own time zone, as they entered them.
 */
export function formatNumber(value: number, locale: Locale, { fixed }: { fixed?: number } = {}): string {
  return new Intl.NumberFormat(
    locale,
    fixed === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: fixed, maximumFractionDigits: fixed },
  ).format(value);
}

/** ΔE00 always with two decimals, so values line up and compare at a glance. */
export const formatDeltaE = (value: number, locale: Locale) => formatNumber(value, locale, { fixed: 2 });

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
