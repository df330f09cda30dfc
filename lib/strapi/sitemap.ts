import 'server-only';
import { z } from 'zod';
import { paginationSchema } from './catalogue-schemas';
import { strapiFetch } from './client';
import { TAGS } from './tags';

const entrySchema = z.object({ documentId: z.string(), slug: z.string().nullish(), updatedAt: z.string(), locale: z.string() });
const pageSchema = z.object({ data: z.array(entrySchema), meta: z.object({ pagination: paginationSchema }) });
type Entry = z.infer<typeof entrySchema>;

// The cms answers at most 100 entries at a time (config/api.js maxLimit).
const PAGE_SIZE = 100;

/** Every published entry of a type in every language, page by page. */
async function allEntries(path: string, fields: string[]): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let page = 1; ; page++) {
    const answer = await strapiFetch({
      path,
      query: { locale: '*', fields: [...fields, 'updatedAt', 'locale'], sort: ['id:asc'], pagination: { page, pageSize: PAGE_SIZE } },
      schema: pageSchema,
      tags: [TAGS.product, TAGS.surface, TAGS.producer, TAGS.page],
    });
    entries.push(...answer.data);
    if (page >= answer.meta.pagination.pageCount) return entries;
  }
}

/** Every published product, surface, producer and page in every language, for sitemap.xml. */
export async function getSitemapEntries() {
  const [products, surfaces, producers, pages] = await Promise.all([
    allEntries('/products', []),
    allEntries('/surfaces', []),
    allEntries('/producers', ['slug']),
    allEntries('/pages', ['slug']),
  ]);
  return { products, surfaces, producers, pages };
}
