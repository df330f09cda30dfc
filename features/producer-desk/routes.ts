import 'server-only';
import { z } from 'zod';
import { firstString, parseQuery } from '@/lib/http/query';
import { NO_STORE, ownerRoute, RouteError } from '@/lib/http/owner-route';
import { findDeskProducts } from '@/lib/strapi/producer-desk';
import { PRODUCT_QUERY_MAX, PRODUCT_QUERY_MIN, type DeskProductsAnswer } from './answer';

/** The route handler of /api/producer-desk/products (app/api re-exports it). */

const productQuery = z.object({ q: z.string().trim().min(PRODUCT_QUERY_MIN).max(PRODUCT_QUERY_MAX) });

/**
 * GET /api/producer-desk/products?q=…&locale=…: the signed-in account's own products matching
 * the words, at most 20, and how many match. The cms answers only for the account's producers
 * (a 403 for anyone else).
 */
export const searchProducts = ownerRoute(async ({ token, locale, request }) => {
  const parsed = productQuery.safeParse({ q: firstString(parseQuery(new URL(request.url).search), 'q') });
  if (!parsed.success) throw new RouteError(400, 'invalid', { q: 'query' });
  const answer: DeskProductsAnswer = await findDeskProducts(token, { q: parsed.data.q, locale });
  return Response.json(answer, { headers: NO_STORE });
});
