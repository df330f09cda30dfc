import type { Locale } from '@/i18n/routing';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';

/**
 * L*a*b* as every page writes it, in the page's language: each value named and set apart by a
 * middle dot, so that a Swedish decimal comma is never read as a separator ("L* 80,7 · a* 1,7 ·
 * b* 16,8"; "L* 80.7 · a* 1.7 · b* 16.8").
 */
export function labText({ L, a, b }: Lab, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return `L* ${number.format(L)} · a* ${number.format(a)} · b* ${number.format(b)}`;
}
