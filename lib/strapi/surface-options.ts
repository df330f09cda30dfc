import 'server-only';
import { foldSearchText } from '@ytbanken/domain/search/search-text';
import type { Locale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { strapiFetch } from './client';
import { byDocumentIds } from './ids';
import { listingSchema } from './entries';
import { surfaceRef } from './owner-schemas';
import { searchSlots } from './slow';

/** The most a picker is offered for one question: a page, never the catalogue. */
export const SURFACE_PAGE = 20;
/** The most words a question is split into; more only make the query slower, not better. */
const MAX_WORDS = 5;

// The same shape as a measurement's surface, so a surface chosen in a picker can stand in
// for the cms's answer in an optimistic row.
const surfaceOptionList = listingSchema(surfaceRef).transform(({ data, meta }) => ({ surfaces: data, total: meta.pagination.total }));

const fields = ['name', 'articleNumber', 'hex', 'labL', 'labA', 'labB', 'gloss', 'lrv'];
const populate = { swatch: true, product: { fields: ['name'], populate: { producer: { fields: ['name'] } } } };

/**
 * One page of published surfaces in the page's language whose name, article number or NCS
 * code, product name or producer contains every word of the question (in any of them), by
 * name. Each type's searchText holds those fields already folded. Not cached: the visitor
 * chooses the words (see search.ts), and the route handler lets the browser keep answers briefly.
 * A search like the site's (search.ts): one of the search slots, its own time limit, and
 * CmsBusyError when the cms cannot answer in time.
 */
export function searchSurfaces(query: string, locale: Locale) {
  const { CMS_SEARCH_CONCURRENCY, CMS_SEARCH_TIMEOUT_MS } = env();
  return searchSlots(CMS_SEARCH_CONCURRENCY).run(() => surfacePage(query, locale), CMS_SEARCH_TIMEOUT_MS, CMS_SEARCH_TIMEOUT_MS);
}

function surfacePage(query: string, locale: Locale) {
  const words = foldSearchText(query).split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const filters = {
    $and: words.map((word) => ({
      $or: [
        { searchText: { $contains: word } },
        { product: { searchText: { $contains: word } } },
        { product: { producer: { searchText: { $contains: word } } } },
      ],
    })),
  };
  return strapiFetch({
    path: '/surfaces',
    query: { locale, fields, populate, filters, sort: ['name:asc', 'articleNumber:asc'], pagination: { page: 1, pageSize: SURFACE_PAGE } },
    schema: surfaceOptionList,
    kind: 'search',
  });
}

/** Named surfaces by id (a visitor's picks, at most a page of them), in the page's language. */
export async function surfacesById(ids: string[], locale: Locale) {
  if (ids.length === 0) return [];
  const { surfaces } = await strapiFetch({
    path: '/surfaces',
    query: { locale, fields, populate, ...byDocumentIds(ids.slice(0, SURFACE_PAGE)), pagination: { page: 1, pageSize: SURFACE_PAGE } },
    schema: surfaceOptionList,
  });
  return surfaces;
}
