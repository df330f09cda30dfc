import { z } from 'zod';
import { parseQuery, type SearchParamsRecord } from '@/lib/http/query';
import { CATEGORIES, COLOUR_FAMILIES } from '@/lib/strapi/catalogue-schemas';

// Each value is checked on its own: a bad one is dropped, the others still apply.
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

// Past page 1,000 nobody pages by hand; such an address is page 1.
const pageSchema = z.coerce.number().int().min(1).max(1000);

const productQuerySchema = z.object({
  category: optional(z.enum(CATEGORIES)),
  producer: optional(
    z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(120),
  ),
  colour: optional(z.enum(COLOUR_FAMILIES)),
  sort: optional(z.enum(['name', 'newest'])),
  page: optional(pageSchema),
});
export type ProductSearch = z.infer<typeof productQuerySchema>;

/** The product list's choices from the URL; unknown or invalid values are ignored. */
export function parseProductSearch(searchParams: SearchParamsRecord): ProductSearch {
  return productQuerySchema.parse(parseQuery(searchParams));
}

/** The query string for a product list link: only what is set, page 1 left out. */
export function productSearchQuery(search: ProductSearch): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.category) query.category = search.category;
  if (search.producer) query.producer = search.producer;
  if (search.colour) query.colour = search.colour;
  if (search.sort && search.sort !== 'name') query.sort = search.sort;
  if (search.page && search.page > 1) query.page = String(search.page);
  return query;
}

/** The page number of a paged list that takes no other choices (a producer's products); 1 when absent or invalid. */
export function parsePage(searchParams: SearchParamsRecord): number {
  return z.object({ page: optional(pageSchema) }).parse(parseQuery(searchParams)).page ?? 1;
}
