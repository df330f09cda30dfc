import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { strapiFetch } from './client';
import { byDocumentIds } from './ids';

const names = z.object({
  data: z.array(z.object({ documentId: z.string(), name: z.string(), product: z.object({ name: z.string() }).nullish() })),
});

/**
 * A user's records link to catalogue entries in the cms's default language; their names
 * in the visitor's language come from the catalogue itself.
 */
export async function localizedNames(locale: Locale, surfaceIds: string[], productIds: string[]) {
  const ask = (path: '/surfaces' | '/products', ids: string[], withProduct: boolean) =>
    ids.length === 0
      ? Promise.resolve({ data: [] })
      : strapiFetch({
          path,
          query: {
            locale,
            ...byDocumentIds([...new Set(ids)]),
            fields: ['name'],
            ...(withProduct && { populate: { product: { fields: ['name'] } } }),
            pagination: { pageSize: 100 },
          },
          schema: names,
          // Not cached: each user's set of ids would be one more answer kept on disk for good,
          // and one user's records are not for the process memo shared by all (docs/architecture.md, "The parts").
        });
  const [surfaces, products] = await Promise.all([ask('/surfaces', surfaceIds, true), ask('/products', productIds, false)]);
  return {
    surface: new Map(surfaces.data.map((s) => [s.documentId, { name: s.name, productName: s.product?.name ?? null }])),
    product: new Map(products.data.map((p) => [p.documentId, p.name])),
  };
}
