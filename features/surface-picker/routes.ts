import 'server-only';
import { z } from 'zod';
import { BRIEFLY, publicRoute } from '@/lib/http/owner-route';
import { apiError } from '@/lib/http/api-error';
import { firstString } from '@/lib/http/query';
import { isDocumentId } from '@/lib/strapi/ids';
import { SURFACE_PAGE, searchSurfaces, surfacesById } from '@/lib/strapi/surface-options';
import { MAX_QUERY, MIN_QUERY, type SurfaceSearchAnswer } from './answer';

/** The route handlers of /api/surfaces/search and /api/surfaces (app/api re-exports them). */

const searchQuery = z.object({ q: z.string().trim().min(MIN_QUERY).max(MAX_QUERY) });
const idsQuery = z.object({
  ids: z
    .string()
    .max(SURFACE_PAGE * 40)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().refine(isDocumentId)).min(1).max(SURFACE_PAGE)),
});

/** GET /api/surfaces/search?q=…&locale=…: at most a page of surfaces matching every word, and how many match in all. */
export const search = publicRoute(async (query, locale) => {
  const parsed = searchQuery.safeParse({ q: firstString(query, 'q') });
  if (!parsed.success) return apiError(locale, 400, 'invalid', { fieldErrors: { q: 'query' } });
  const answer: SurfaceSearchAnswer = await searchSurfaces(parsed.data.q, locale);
  return Response.json(answer, { headers: BRIEFLY });
});

/** GET /api/surfaces?ids=a,b&locale=…: named surfaces by id (a visitor's picks; at most a page). */
export const byIds = publicRoute(async (query, locale) => {
  const parsed = idsQuery.safeParse({ ids: firstString(query, 'ids') });
  if (!parsed.success) return apiError(locale, 400, 'invalid', { fieldErrors: { ids: 'ids' } });
  return Response.json({ surfaces: await surfacesById(parsed.data.ids, locale) }, { headers: BRIEFLY });
});
