import 'server-only';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { allEntries } from './entries';
import { TAGS } from './tags';

const TAG = { producers: TAGS.producer, pages: TAGS.page } as const;

/**
 * The slugs that exist for a type in one language. A lookup by slug asks this first, so a
 * slug no document has is answered without a question to the cms: Next.js would keep that
 * empty answer on disk for good, one file per slug a visitor cares to try. The list is
 * cached once per type and language, tagged like the documents, so the webhook renews it.
 */
export const knownSlugs = cache(async (type: keyof typeof TAG, locale: Locale): Promise<ReadonlySet<string>> => {
  const entries = await allEntries(`/${type}`, { locale, fields: ['slug'], tags: [TAG[type]] });
  return new Set(entries.flatMap((entry) => (entry.slug ? [entry.slug] : [])));
});
