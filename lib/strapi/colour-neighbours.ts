import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { strapiFetch } from './client';
import { isDocumentId } from './ids';
import { surfaceCard, surfaceCardFields } from './catalogue-schemas';
import { searchSlots } from './slow';
import { SIMILAR_LIMIT, type BandLimit } from '@/lib/colour/bands';
import type { Lab } from '@ytbanken/domain/colour/ciede2000';
import { TAGS } from './tags';
import type { ProductFilters } from '@/lib/catalogue/product-query';

/** How many similar surfaces a surface page shows. */
export const SIMILAR_COUNT = 6;

const neighboursSchema = z
  .object({ data: z.array(z.object({ ...surfaceCardFields, deltaE: z.number() })) })
  .transform(({ data }) => data.map((s) => ({ ...surfaceCard(s), deltaE: s.deltaE })));

/**
 * The SIMILAR_COUNT surfaces from other producers closest in colour to a surface by CIEDE2000,
 * closest first: those within ΔE00 5 (past it a colour is "different", lib/colour/bands.ts)
 * and, when there are fewer, the closest beyond it (`nearest`), so a surface page always has
 * a few to show, each labelled by its band. The cms narrows them with indexed L*a*b* boxes
 * and ranks them exactly (cms/src/api/colour-neighbours/services/colour-neighbours.js). Cached with the catalogue
 * and revalidated by its webhook, as the surface page itself.
 */
export const similarSurfaces = cache(async (id: string, locale: Locale) => {
  if (!isDocumentId(id)) return [];
  const found = await strapiFetch({
    path: '/colour-neighbours',
    query: { locale, surface: id, maxDeltaE: SIMILAR_LIMIT, count: SIMILAR_COUNT, nearest: true },
    schema: neighboursSchema,
    tags: [TAGS.surface, TAGS.product, TAGS.producer],
    notFound: 'null',
  });
  return found ?? [];
});
export type SimilarSurface = Awaited<ReturnType<typeof similarSurfaces>>[number];

/** The most surfaces the colour search page lists. */
export const COLOUR_SEARCH_COUNT = 24;

/**
 * The colour search page: published surfaces within `limit` ΔE00 of a colour, closest first,
 * from any producer, within the product list's filters. Visitors choose the colour, so not cached, and a search like the site's
 * (search.ts): one of the search slots, its own time limit, CmsBusyError when the cms cannot
 * answer in time.
 */
export function surfacesNear(lab: Lab, limit: BandLimit, locale: Locale, filters: ProductFilters = {}) {
  const { CMS_SEARCH_CONCURRENCY, CMS_SEARCH_TIMEOUT_MS } = env();
  const round = (value: number) => Math.round(value * 100) / 100;
  return searchSlots(CMS_SEARCH_CONCURRENCY).run(
    () =>
      strapiFetch({
        path: '/colour-neighbours',
        query: { locale, L: round(lab.L), a: round(lab.a), b: round(lab.b), maxDeltaE: limit, count: COLOUR_SEARCH_COUNT, ...filters },
        schema: neighboursSchema,
        kind: 'search',
      }),
    CMS_SEARCH_TIMEOUT_MS,
    CMS_SEARCH_TIMEOUT_MS,
  );
}
