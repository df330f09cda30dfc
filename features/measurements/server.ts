import 'server-only';
import { keys } from '@/lib/resource/keys';
import type { FirstReads } from '@/lib/auth/first-data';
import type { Locale } from '@/i18n/routing';
import { measurements } from '@/lib/strapi';
import type { Filters } from './list';

/** The measurements a filter selects, as a page's first data (see firstData). */
export const measurementsRead = (filters: Filters, locale: Locale): FirstReads => ({
  [keys.measurements(filters, locale)]: (token) => measurements.list(token, locale, filters),
});
