import 'server-only';
import { z } from 'zod';
import { listFiltersOf, parseProductSearch } from '@/lib/catalogue/product-query';
import { apiError } from '@/lib/http/api-error';
import { BRIEFLY, publicRoute } from '@/lib/http/owner-route';
import { firstString } from '@/lib/http/query';
import { getProducts } from '@/lib/strapi';
import { MAX_QUERY, MIN_QUERY, matchProducers, type ProducerSearchAnswer } from '@/lib/catalogue/producer-filter';

/** The route handler of /api/producers/search (app/api re-exports it). */

// The counts come from the product list's own cached first page of the same filters, so a
// question costs no request to the cms of its own.
const searchQuery = z.object({ q: z.string().trim().min(MIN_QUERY).max(MAX_QUERY) });

/**
 * GET /api/producers/search?q=…&locale=…&category=…: at most a page of the producers whose
 * name has every word and that have products within the product list's other filters (the
 * same parameters as /products; a producer given is left out, the question is which one).
 */
export const search = publicRoute(async (query, locale, request) => {
  const parsed = searchQuery.safeParse({ q: firstString(query, 'q') });
  if (!parsed.success) return apiError(locale, 400, 'invalid', { fieldErrors: { q: 'query' } });
  // parseProductSearch drops what it does not know (q and locale among them).
  // The climate filters too: the counts are the product list's, which takes them.
  const filters = listFiltersOf(parseProductSearch(new URL(request.url).searchParams));
  const { facets } = await getProducts({ locale, ...filters, producer: undefined, facets: true });
  const answer: ProducerSearchAnswer = matchProducers(facets?.producer ?? [], parsed.data.q);
  return Response.json(answer, { headers: BRIEFLY });
});
