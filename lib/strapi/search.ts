import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { strapiFetch } from './client';
import { searchSlots } from './slow';
import { mediaSchema, productCardSchema } from './schemas';
import { surfaceChipSchema } from './catalogue-schemas';
import { productCardPopulate, surfaceChipPopulate } from './populate';

const LIMIT = 20;
/**
 * At most LIMIT hits of each kind and no total: without `withCount: false` Strapi counts every
 * match as well, a second scan of the substring filter over the whole locale (at 100,000
 * surfaces the cms spent about half of each search on counts nobody showed).
 */
const HITS = { pageSize: LIMIT, withCount: false };

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) }).transform(({ data }) => data);

const producerHitSchema = z
  .object({ documentId: z.string(), name: z.string(), slug: z.string(), logo: mediaSchema.nullish() })
  .transform((p) => ({ id: p.documentId, name: p.name, slug: p.slug }));
const pageHitSchema = z
  .object({ documentId: z.string(), title: z.string(), slug: z.string() })
  .transform((p) => ({ id: p.documentId, title: p.title, slug: p.slug }));

/**
 * The cms's fold of searchText (cms/src/search/text.js): Swedish lowercase in NFC.
 * Strapi's $containsi lowercases in the database, and SQLite's LOWER folds only ASCII.
 */
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('sv').normalize('NFC');

/**
 * Site search: products, surfaces, producers and pages in one language whose names
 * (and a few codes) contain the words, case-insensitively also for å, ä and ö: each
 * type's searchText holds those fields already folded, so the folded query is matched
 * with a plain $contains. The four questions run at once. Visitors choose the words, so
 * the answers are not cached at all: Next.js would keep each new question's answers on
 * disk for good, and the process memo would let searches push out the catalogue. A search
 * takes one of the process's search slots and has its own time limit: when the cms cannot
 * answer it in time it throws CmsBusyError (slow.ts), never an outage.
 */
export const search = cache(async (query: string, locale: Locale) => {
  const { CMS_SEARCH_CONCURRENCY, CMS_SEARCH_TIMEOUT_MS } = env();
  return searchSlots(CMS_SEARCH_CONCURRENCY).run(() => searchAll(query, locale), CMS_SEARCH_TIMEOUT_MS, CMS_SEARCH_TIMEOUT_MS);
});

async function searchAll(query: string, locale: Locale) {
  const filters = { searchText: { $contains: fold(query) } };
  const [products, surfaces, producers, pages] = await Promise.all([
    strapiFetch({
      path: '/products',
      query: { locale, filters, sort: ['name:asc'], pagination: HITS, ...productCardPopulate },
      schema: list(productCardSchema),
      kind: 'search',
    }),
    strapiFetch({
      path: '/surfaces',
      query: {
        locale,
        filters,
        sort: ['name:asc'],
        pagination: HITS,
        ...surfaceChipPopulate,
      },
      schema: list(surfaceChipSchema),
      kind: 'search',
    }),
    strapiFetch({
      path: '/producers',
      query: { locale, filters, fields: ['name', 'slug'], sort: ['name:asc'], pagination: HITS },
      schema: list(producerHitSchema),
      kind: 'search',
    }),
    strapiFetch({
      path: '/pages',
      query: { locale, filters, fields: ['title', 'slug'], sort: ['title:asc'], pagination: HITS },
      schema: list(pageHitSchema),
      kind: 'search',
    }),
  ]);
  return { products, surfaces, producers, pages, total: products.length + surfaces.length + producers.length + pages.length };
}
export type SearchResults = Awaited<ReturnType<typeof search>>;
