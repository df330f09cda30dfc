import 'server-only';
import { keys } from '@/lib/resource/keys';
import type { FirstReads } from '@/lib/auth/first-data';
import type { Locale } from '@/i18n/routing';
import { materials } from '@/lib/strapi';

/** The saved materials as a page's first data (see firstData). */
export const materialsRead = (locale: Locale): FirstReads => ({ [keys.materials(locale)]: (token) => materials.list(token, locale) });
