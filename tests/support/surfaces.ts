import { z } from 'zod';
import type { Locale } from './seed-data';

/** A surface as the public catalogue lists it, with what a sample order needs of it. */
const catalogueSurface = z.object({
  documentId: z.string(),
  name: z.string(),
  articleNumber: z.string(),
  product: z.object({ name: z.string(), producer: z.object({ documentId: z.string(), name: z.string(), slug: z.string() }) }),
});
export type CatalogueSurface = z.infer<typeof catalogueSurface>;

const PATH =
  '/surfaces?fields[0]=name&fields[1]=articleNumber&populate[product][fields][0]=name&populate[product][populate][producer][fields][0]=name&populate[product][populate][producer][fields][1]=slug&sort=articleNumber&pagination[pageSize]=100';

/**
 * Two surfaces of one producer and one of another, as the catalogue has them in `locale`:
 * an order of them has two lines. `read` is the suite's own GET of the cms's public API
 * (its path after /api), answering the parsed JSON body.
 */
export async function surfacesOfTwoProducers(
  locale: Locale,
  read: (path: string) => Promise<unknown>,
): Promise<[CatalogueSurface, CatalogueSurface, CatalogueSurface]> {
  const { data } = z.object({ data: z.array(catalogueSurface) }).parse(await read(`${PATH}&locale=${locale}`));
  const byProducer = new Map<string, CatalogueSurface[]>();
  for (const s of data) byProducer.set(s.product.producer.slug, [...(byProducer.get(s.product.producer.slug) ?? []), s]);
  const [first, second] = [...byProducer.values()].filter((list) => list.length >= 2);
  if (!first || !second) throw new Error(`the ${locale} catalogue has no two producers with two surfaces each`);
  return [first[0]!, first[1]!, second[0]!];
}
