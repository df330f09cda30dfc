import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { strapiFetch } from './client';
import { searchSlots } from './slow';
import { productCardSchema } from './schemas';
import type { SynonymFilter } from '@/lib/search/query-filters';
import { SLIP_CLASSES, surfaceChipSchema } from './catalogue-schemas';

const LIMIT = 20;

const hits = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().nullable() });

const producerHitSchema = z
  .object({ documentId: z.string(), name: z.string(), slug: z.string() })
  .transform((p) => ({ id: p.documentId, name: p.name, slug: p.slug }));
const pageHitSchema = z
  .object({ documentId: z.string(), title: z.string(), slug: z.string() })
  .transform((p) => ({ id: p.documentId, title: p.title, slug: p.slug }));

const synonymFilterSchema = z
  .object({ word: z.string().max(100), filter: z.object({ slipResistance: z.object({ min: z.enum(SLIP_CLASSES) }).optional() }) })
  .transform(({ word, filter }): SynonymFilter => ({ word, slipAtLeast: filter.slipResistance?.min ?? null }));

const searchSchema = z
  .object({
    data: z.object({ product: hits(productCardSchema), surface: hits(surfaceChipSchema), producer: hits(producerHitSchema), page: hits(pageHitSchema) }),
    meta: z
      .object({
        // When nothing was found: the question spelled as it would find something ("Menade du …").
        // A suggestion the site cannot show is left out, not the search.
        didYouMean: z.string().trim().min(1).max(100).optional().catch(undefined),
        // The filters editors' synonyms gave the question's words ("badrum": slip class R10 or higher).
        filters: z.array(synonymFilterSchema).max(10).optional().catch(undefined),
      })
      .optional(),
  })
  .transform(({ data, meta }) => {
    const count = (kind: { data: unknown[]; total: number | null }) => kind.total ?? kind.data.length;
    const counts = { products: count(data.product), surfaces: count(data.surface), producers: count(data.producer), pages: count(data.page) };
    return {
      products: data.product.data,
      surfaces: data.surface.data,
      producers: data.producer.data,
      pages: data.page.data,
      counts,
      total: counts.products + counts.surfaces + counts.producers + counts.pages,
      didYouMean: meta?.didYouMean ?? null,
      synonymFilters: meta?.filters ?? [],
    };
  });

/**
 * Site search: products, surfaces, producers and pages in one language, through the cms's
 * full-text index (cms/src/search, decision 028): every word in any order, with or without
 * å, ä and ö, by stem, prefix or with one typo, ranked by how well they match; at most
 * LIMIT hits of each kind and how many there are. Visitors choose the words, so the answers
 * are not cached at all: Next.js would keep each new question's answers on disk for good,
 * and the process memo would let searches push out the catalogue. A search takes one of the
 * process's search slots and has its own time limit: when the cms cannot answer it in time
 * it throws CmsBusyError (slow.ts), never an outage.
 */
export const search = cache(async (query: string, locale: Locale) => {
  const { CMS_SEARCH_CONCURRENCY, CMS_SEARCH_TIMEOUT_MS } = env();
  return searchSlots(CMS_SEARCH_CONCURRENCY).run(
    () => strapiFetch({ path: '/site-search', query: { locale, q: query, limit: LIMIT }, schema: searchSchema, kind: 'search' }),
    CMS_SEARCH_TIMEOUT_MS,
    CMS_SEARCH_TIMEOUT_MS,
  );
});
export type SearchResults = Awaited<ReturnType<typeof search>>;

/** How many suggestions of each kind the header's search field offers. */
const SUGGESTIONS = 5;

const suggestionSchema = z
  .object({
    data: z.object({
      product: hits(productCardSchema),
      surface: hits(surfaceChipSchema),
      producer: hits(producerHitSchema),
    }),
  })
  .transform(({ data }) => ({ products: data.product.data, surfaces: data.surface.data, producers: data.producer.data }));

/**
 * Suggestions as a visitor types in the header: products, surfaces and producers whose names
 * (or codes) have every word typed so far, the last as a prefix; a few of each, no counts.
 * A search like any other: one of the search slots, its own time limit, CmsBusyError.
 */
export function suggest(query: string, locale: Locale) {
  const { CMS_SEARCH_CONCURRENCY, CMS_SEARCH_TIMEOUT_MS } = env();
  return searchSlots(CMS_SEARCH_CONCURRENCY).run(
    () =>
      strapiFetch({
        path: '/site-search',
        query: { locale, q: query, match: 'names', counts: false, limit: SUGGESTIONS, kinds: 'product,surface,producer' },
        schema: suggestionSchema,
        kind: 'search',
      }),
    CMS_SEARCH_TIMEOUT_MS,
    CMS_SEARCH_TIMEOUT_MS,
  );
}
export type Suggestions = Awaited<ReturnType<typeof suggest>>;
