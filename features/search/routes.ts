import 'server-only';
import { z } from 'zod';
import { sitePaths } from '@/lib/catalogue/paths';
import { BRIEFLY, publicRoute } from '@/lib/http/owner-route';
import { apiError } from '@/lib/http/api-error';
import { firstString } from '@/lib/http/query';
import { suggest } from '@/lib/strapi';
import { MAX_SUGGEST, MIN_SUGGEST, type SuggestAnswer } from './answer';

const suggestQuery = z.object({ q: z.string().trim().min(MIN_SUGGEST).max(MAX_SUGGEST) });

/** GET /api/search/suggest?q=…&locale=…: a few products, surfaces and producers whose names have the words typed so far. */
export const suggestions = publicRoute(async (query, locale) => {
  const parsed = suggestQuery.safeParse({ q: firstString(query, 'q') });
  if (!parsed.success) return apiError(locale, 400, 'invalid', { fieldErrors: { q: 'query' } });
  const found = await suggest(parsed.data.q, locale);
  const answer: SuggestAnswer = {
    query: parsed.data.q,
    groups: [
      {
        kind: 'products' as const,
        options: found.products.map((p) => ({ id: p.id, label: p.name, detail: p.producer?.name, href: sitePaths.product(p.id) })),
      },
      {
        kind: 'surfaces' as const,
        options: found.surfaces.map((s) => ({ id: s.id, label: s.name, detail: s.articleNumber, href: sitePaths.surface(s.id) })),
      },
      { kind: 'producers' as const, options: found.producers.map((p) => ({ id: p.id, label: p.name, href: `/producer/${p.slug}` })) },
    ].filter((group) => group.options.length > 0),
  };
  return Response.json(answer, { headers: BRIEFLY });
});
