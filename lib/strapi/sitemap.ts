import 'server-only';
import { z } from 'zod';
import { strapiFetch } from './client';
import { TAGS } from './tags';

const entrySchema = z.object({ documentId: z.string(), slug: z.string().nullish(), updatedAt: z.string(), locale: z.string() });
const listSchema = z.object({ data: z.array(entrySchema) });

/** Every published product, surface, producer and page in every language, for sitemap.xml. */
export async function getSitemapEntries() {
  const all = (path: string, fields: string[]) =>
    strapiFetch({
      path,
      query: { locale: '*', fields: [...fields, 'updatedAt', 'locale'], pagination: { pageSize: 1000 } },
      schema: listSchema,
      tags: [TAGS.product, TAGS.surface, TAGS.producer, TAGS.page],
    }).then((answer) => answer.data);
  const [products, surfaces, producers, pages] = await Promise.all([
    all('/products', []),
    all('/surfaces', []),
    all('/producers', ['slug']),
    all('/pages', ['slug']),
  ]);
  return { products, surfaces, producers, pages };
}
